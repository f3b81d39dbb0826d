public import Foundation

/// A parsed JSON text: checked once against RFC 8259, then read any number of times — by
/// ``ConfigDecoder``, through ``root``, or as a ``JSONValue`` — without parsing it again.
///
/// ```swift
/// let document = try JSONDocument(parsing: rule.configData)
/// let version = document.root["version"]?.int
/// let config = try ConfigDecoder().decode(ScheduledConfig.self, from: document)
/// ```
public struct JSONDocument: Sendable {
  /// The UTF-8 text.
  let bytes: [UInt8]
  /// The values, the root first.
  let nodes: [JSONNode]

  init(bytes: [UInt8], nodes: [JSONNode]) {
    self.bytes = bytes
    self.nodes = nodes
  }

  /// Parses UTF-8 JSON text.
  /// - Parameter data: the text.
  /// - Throws: ``JSONSyntaxError`` naming the byte at fault when `data` is not valid JSON.
  public init(parsing data: Data) throws(JSONSyntaxError) {
    let bytes = data.withUnsafeBytes { [UInt8]($0) }
    let parsed = bytes.withUnsafeBufferPointer { JSONParser.parse($0) }
    switch parsed {
    case .success(let nodes): self.init(bytes: bytes, nodes: nodes)
    case .failure(let error): throw error
    }
  }

  /// The top-level value, read directly.
  public var root: ConfigValue { ConfigValue(document: self, index: 0) }

  /// The text of a string node, escapes resolved.
  func string(_ node: JSONNode) -> String {
    bytes.withUnsafeBufferPointer { buffer in
      let text = UnsafeBufferPointer(rebasing: buffer[Int(node.start)..<Int(node.end)])
      if node.kind == .string { return String(decoding: text, as: UTF8.self) }
      return Self.unescape(text)
    }
  }

  /// The index of the value under `key` in the object at `object` (the first, when a key is
  /// repeated, as with `JSONDecoder`). Keys are compared byte by byte, or as `String`s (as
  /// `JSONDecoder` compares them, so "\u{212A}" finds "K") when either is not plain ASCII.
  func find(_ key: String, in object: Int32) -> Int32? {
    var key = key
    return key.withUTF8 { find(utf8: $0, in: object) }
  }

  /// ``find(_:in:)`` with the key's UTF-8.
  private func find(utf8 key: UnsafeBufferPointer<UInt8>, in object: Int32) -> Int32? {
    let nodes = self.nodes.span
    let bytes = self.bytes.span
    var keyIsASCII: Bool?
    var index = Int(object) + 1
    for _ in 0..<nodes[Int(object)].count {
      let name = nodes[index]
      if name.kind == .string && Self.equal(bytes, name, key) { return Int32(index + 1) }
      if name.kind == .string {
        if keyIsASCII == nil { keyIsASCII = key.allSatisfy { $0 < 0x80 } }
      }
      if (name.kind != .string || keyIsASCII == false)
        && string(name) == String(decoding: key, as: UTF8.self)
      {
        return Int32(index + 1)
      }
      index = Int(nodes[index + 1].next)
    }
    return nil
  }

  /// Whether a plain string node's bytes are `key`.
  private static func equal(
    _ bytes: Span<UInt8>, _ node: JSONNode, _ key: UnsafeBufferPointer<UInt8>
  ) -> Bool {
    guard Int(node.end - node.start) == key.count else { return false }
    var offset = Int(node.start)
    for byte in key {
      if bytes[offset] != byte { return false }
      offset += 1
    }
    return true
  }

  /// Resolves the escapes of checked string text.
  private static func unescape(_ text: UnsafeBufferPointer<UInt8>) -> String {
    var out: [UInt8] = []
    out.reserveCapacity(text.count)
    var index = 0
    while index < text.count {
      let byte = text[index]
      guard byte == UInt8(ascii: "\\") else {
        out.append(byte)
        index += 1
        continue
      }
      let escape = text[index + 1]
      index += 2
      switch escape {
      case UInt8(ascii: "b"): out.append(0x08)
      case UInt8(ascii: "f"): out.append(0x0C)
      case UInt8(ascii: "n"): out.append(0x0A)
      case UInt8(ascii: "r"): out.append(0x0D)
      case UInt8(ascii: "t"): out.append(0x09)
      case UInt8(ascii: "u"):
        var scalar = hex(text, at: index)
        index += 4
        if (0xD800...0xDBFF).contains(scalar) {
          let low = hex(text, at: index + 2)
          index += 6
          scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
        }
        if let value = Unicode.Scalar(scalar), let encoded = UTF8.encode(value) {
          out.append(contentsOf: encoded)
        }
      default: out.append(escape)
      }
    }
    return String(decoding: out, as: UTF8.self)
  }

  /// Four checked hex digits as a number.
  private static func hex(_ text: UnsafeBufferPointer<UInt8>, at index: Int) -> UInt32 {
    var value: UInt32 = 0
    for offset in index..<index + 4 {
      value = value << 4 | (JSONParser.hexValue(text[offset]) ?? 0)
    }
    return value
  }
}

extension JSONDocument {
  /// A document holding only `null` (what a super decoder reads for a missing key).
  static let null = JSONDocument(
    bytes: Array("null".utf8), nodes: [JSONNode(kind: .null, start: 0, end: 4, next: 1)])
}
