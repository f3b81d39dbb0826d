public import Foundation

extension ConfigValue {
  /// The members of an object in document order, a repeated key as often as it is written (so
  /// a reader can refuse it); nil when the value is not an object.
  public var members: [(key: String, value: ConfigValue)]? {
    let object = document.nodes[Int(index)]
    guard object.kind == .object else { return nil }
    var members: [(key: String, value: ConfigValue)] = []
    members.reserveCapacity(object.count)
    var key = index + 1
    for _ in 0..<object.count {
      members.append(
        (document.string(document.nodes[Int(key)]), ConfigValue(document: document, index: key + 1))
      )
      key = document.nodes[Int(key + 1)].next
    }
    return members
  }

  /// Whether the value is a number (whether or not it fits an `Int` or a finite `Double`).
  public var isNumber: Bool { document.nodes[Int(index)].isNumber }

  /// Whether the value is an array.
  public var isArray: Bool { document.nodes[Int(index)].kind == .array }

  /// The value in a few words for a message: "a string", "a number", "an object" …
  public var kindDescription: String {
    switch document.nodes[Int(index)].kind {
    case .null: "null"
    case .false, .true: "true or false"
    case .integer, .number: "a number"
    case .string, .richString: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }

  /// The value's own JSON text, byte for byte as the document holds it (quotes, whitespace
  /// inside containers and escapes included).
  public var jsonText: Data {
    let node = document.nodes[Int(index)]
    switch node.kind {
    case .string, .richString:
      return Data(document.bytes[Int(node.start) - 1...Int(node.end)])
    case .array, .object:
      return Data(document.bytes[Int(node.start)..<Self.containerEnd(document.bytes, node)])
    default:
      return Data(document.bytes[Int(node.start)..<Int(node.end)])
    }
  }

  /// The offset after a checked container's closing bracket.
  private static func containerEnd(_ bytes: [UInt8], _ node: JSONNode) -> Int {
    var depth = 0
    var position = Int(node.start)
    var inString = false
    while position < bytes.count {
      let byte = bytes[position]
      position += 1
      if inString {
        if byte == UInt8(ascii: "\\") {
          position += 1
        } else if byte == UInt8(ascii: "\"") {
          inString = false
        }
        continue
      }
      switch byte {
      case UInt8(ascii: "\""): inString = true
      case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
      case UInt8(ascii: "}"), UInt8(ascii: "]"):
        depth -= 1
        if depth == 0 { return position }
      default: break
      }
    }
    return position
  }
}

extension JSONDocument {
  /// Parses UTF-8 JSON text held in an array, without copying it.
  /// - Parameter bytes: the text.
  /// - Throws: ``JSONSyntaxError`` naming the byte at fault when `bytes` is not valid JSON.
  public init(parsing bytes: [UInt8]) throws(JSONSyntaxError) {
    let parsed = bytes.withUnsafeBufferPointer { JSONParser.parse($0) }
    switch parsed {
    case .success(let nodes): self.init(bytes: bytes, nodes: nodes)
    case .failure(let error): throw error
    }
  }
}
