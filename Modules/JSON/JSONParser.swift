/// A strict RFC 8259 reader: UTF-8 bytes to a flat list of ``JSONNode``s. It checks everything a
/// later decode relies on (escapes, surrogate pairs, UTF-8, number syntax), so reading a value
/// out of the list cannot fail on its text.
struct JSONParser {
  /// The deepest nesting of arrays and objects accepted.
  static let maximumDepth = 256

  let bytes: UnsafeBufferPointer<UInt8>
  var position = 0
  var nodes: [JSONNode] = []

  /// Parses a whole document.
  /// - Returns: the nodes, the root first; or where the text is wrong.
  static func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> Result<[JSONNode], JSONSyntaxError> {
    guard bytes.count < Int(Int32.max) else {
      return .failure(JSONSyntaxError(offset: 0, reason: "the document is too large"))
    }
    var parser = JSONParser(bytes: bytes)
    parser.nodes.reserveCapacity(bytes.count / 8 + 4)
    do throws(JSONSyntaxError) {
      parser.skipWhitespace()
      try parser.parseValue(depth: 0)
      parser.skipWhitespace()
      if parser.position < bytes.count {
        throw parser.failure("unexpected \(parser.describeCurrent()) after the value")
      }
    } catch {
      return .failure(error)
    }
    return .success(parser.nodes)
  }

  /// The byte at the current position, if any.
  var current: UInt8? { position < bytes.count ? bytes[position] : nil }

  mutating func skipWhitespace() {
    while position < bytes.count {
      switch bytes[position] {
      case 0x20, 0x09, 0x0A, 0x0D: position += 1
      default: return
      }
    }
  }

  /// One value of any kind, at the current position.
  mutating func parseValue(depth: Int) throws(JSONSyntaxError) {
    guard let byte = current else { throw failure("unexpected end of data, expected a value") }
    switch byte {
    case UInt8(ascii: "{"): try parseObject(depth: depth + 1)
    case UInt8(ascii: "["): try parseArray(depth: depth + 1)
    case UInt8(ascii: "\""): try parseString()
    case UInt8(ascii: "t"): try parseLiteral("true", .true)
    case UInt8(ascii: "f"): try parseLiteral("false", .false)
    case UInt8(ascii: "n"): try parseLiteral("null", .null)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try parseNumber()
    default: throw failure("unexpected \(describeCurrent()), expected a value")
    }
  }

  private mutating func parseObject(depth: Int) throws(JSONSyntaxError) {
    guard depth <= Self.maximumDepth else {
      throw failure("arrays and objects nested deeper than \(Self.maximumDepth)")
    }
    let index = openContainer(.object)
    var count: Int32 = 0
    if current == UInt8(ascii: "}") {
      position += 1
    } else {
      while true {
        guard current == UInt8(ascii: "\"") else {
          throw failure("unexpected \(describeCurrent()), expected a key in double quotes")
        }
        try parseString()
        skipWhitespace()
        guard current == UInt8(ascii: ":") else {
          throw failure("unexpected \(describeCurrent()), expected ':' after a key")
        }
        position += 1
        skipWhitespace()
        try parseValue(depth: depth)
        count += 1
        skipWhitespace()
        if current == UInt8(ascii: ",") {
          position += 1
          skipWhitespace()
        } else if current == UInt8(ascii: "}") {
          position += 1
          break
        } else {
          throw failure("unexpected \(describeCurrent()), expected ',' or '}' in an object")
        }
      }
    }
    closeContainer(index, count: count)
  }

  private mutating func parseArray(depth: Int) throws(JSONSyntaxError) {
    guard depth <= Self.maximumDepth else {
      throw failure("arrays and objects nested deeper than \(Self.maximumDepth)")
    }
    let index = openContainer(.array)
    var count: Int32 = 0
    if current == UInt8(ascii: "]") {
      position += 1
    } else {
      while true {
        try parseValue(depth: depth)
        count += 1
        skipWhitespace()
        if current == UInt8(ascii: ",") {
          position += 1
          skipWhitespace()
        } else if current == UInt8(ascii: "]") {
          position += 1
          break
        } else {
          throw failure("unexpected \(describeCurrent()), expected ',' or ']' in an array")
        }
      }
    }
    closeContainer(index, count: count)
  }

  /// Appends a container's node (its count and extent set by ``closeContainer(_:count:)``) and
  /// moves past the bracket and any whitespace.
  private mutating func openContainer(_ kind: JSONNode.Kind) -> Int {
    let index = nodes.count
    nodes.append(JSONNode(kind: kind, start: Int32(position), end: 0, next: 0))
    position += 1
    skipWhitespace()
    return index
  }

  private mutating func closeContainer(_ index: Int, count: Int32) {
    nodes[index].end = count
    nodes[index].next = Int32(nodes.count)
  }

  private mutating func parseLiteral(
    _ word: StaticString, _ kind: JSONNode.Kind
  ) throws(JSONSyntaxError) {
    let start = position
    let length = word.utf8CodeUnitCount
    let pointer = word.utf8Start
    // The bytes there are first (a text cut short inside the word is named at its first
    // wrong letter, as a longer one is).
    for offset in 0..<min(length, bytes.count - position)
    where bytes[position + offset] != pointer[offset] {
      position += offset
      throw failure("unexpected \(describeCurrent()) in '\(word)'")
    }
    guard bytes.count - position >= length else {
      throw failure("unexpected \(describeCurrent()), expected a value")
    }
    position += length
    append(kind, start: start, end: position)
  }

  mutating func append(_ kind: JSONNode.Kind, start: Int, end: Int) {
    nodes.append(
      JSONNode(kind: kind, start: Int32(start), end: Int32(end), next: Int32(nodes.count + 1)))
  }

  /// The error for the current position.
  func failure(_ reason: String) -> JSONSyntaxError {
    JSONSyntaxError(offset: position, reason: reason)
  }

  /// The current byte in words: `'x'`, `byte 0xFF`, or `end of data`.
  func describeCurrent() -> String { Self.describe(current) }

  /// A byte in words: `'x'`, `byte 0xFF`, or `end of data` for none.
  static func describe(_ byte: UInt8?) -> String {
    guard let byte else { return "end of data" }
    if (0x21...0x7E).contains(byte) { return "'\(Character(Unicode.Scalar(byte)))'" }
    let hex = String(byte, radix: 16, uppercase: true)
    return "byte 0x\(hex.count < 2 ? "0" + hex : hex)"
  }
}
