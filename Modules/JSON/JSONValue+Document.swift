public import Foundation

extension JSONValue {
  /// Parses UTF-8 JSON text into a value, as `decode(JSONValue.self, from:)` reads it but
  /// without the `Decoder`: numbers that are whole `Int`s are ``integer(_:)``, a key given twice
  /// keeps its first value.
  ///
  /// ```swift
  /// var config = try JSONValue(parsing: rule.configData)
  /// ```
  /// - Parameter data: the text.
  /// - Throws: ``JSONSyntaxError`` when `data` is not valid JSON, or holds a number too large
  ///   for a `Double`.
  public init(parsing data: Data) throws(JSONSyntaxError) {
    try self.init(document: JSONDocument(parsing: data))
  }

  /// The value of a parsed document.
  /// - Parameter document: the document.
  /// - Throws: ``JSONSyntaxError`` when a number is too large for a `Double`.
  public init(document: JSONDocument) throws(JSONSyntaxError) {
    self = try Self.value(at: 0, in: document)
  }

  /// The value one node of a parsed document holds (a member or item read through
  /// ``ConfigValue``, made a value without the rest of the document).
  /// - Parameter value: the node.
  /// - Throws: ``JSONSyntaxError`` when a number in it is too large for a `Double`.
  public init(_ value: ConfigValue) throws(JSONSyntaxError) {
    self = try Self.value(at: value.index, in: value.document)
  }

  /// The value of the node at `index`.
  private static func value(at index: Int32, in document: JSONDocument) throws(JSONSyntaxError)
    -> JSONValue
  {
    let node = document.nodes[Int(index)]
    switch node.kind {
    case .null: return .null
    case .false: return .bool(false)
    case .true: return .bool(true)
    case .integer, .number:
      if let value = document.integer(node, as: Int.self) { return .integer(value) }
      guard let value = document.floatingPoint(node, as: Double.self) else {
        throw JSONSyntaxError(offset: Int(node.start), reason: "number does not fit in Double")
      }
      return .number(value)
    case .string, .richString: return .string(document.string(node))
    case .array:
      var items: [JSONValue] = []
      items.reserveCapacity(node.count)
      var item = index + 1
      for _ in 0..<node.count {
        items.append(try value(at: item, in: document))
        item = document.nodes[Int(item)].next
      }
      return .array(items)
    case .object:
      var members: [String: JSONValue] = [:]
      members.reserveCapacity(node.count)
      var key = index + 1
      for _ in 0..<node.count {
        let name = document.string(document.nodes[Int(key)])
        if members[name] == nil { members[name] = try value(at: key + 1, in: document) }
        key = document.nodes[Int(key + 1)].next
      }
      return .object(members)
    }
  }
}
