import Foundation

/// The one JSON writer: ``JSONValue``'s documents, Sync's records, YAML's JSON text and every
/// `Encodable` value (through ``JSONValueEncoder``: `jamaal --json`, a form's config) all write
/// through it, each in its ``Style``. Styles differ only where a format was already fixed byte
/// for byte (records compare by their bytes on every device, so theirs never changes).
///
/// ```swift
/// var bytes: [UInt8] = []
/// JSONWriter(.jsonSerialization).write(.object(["b": 1, "a": "x"]), to: &bytes)
/// // {"a":"x","b":1}
/// ```
public struct JSONWriter: Sendable {
  /// How a writer orders an object's keys and writes its scalars.
  public struct Style: Sendable, Hashable {
    /// How keys are ordered.
    public enum KeyOrder: Sendable, Hashable {
      /// As `JSONSerialization` orders them with `.sortedKeys`: case-insensitive, runs of
      /// digits by value.
      case jsonSerialization
      /// By the text's plain order (fast; Sync's records).
      case plain
    }

    /// How keys are ordered.
    public var keyOrder: KeyOrder
    /// Whether a whole `Double` loses its ".0" (as `JSONSerialization` writes `2.0`: `2`).
    public var trimsWholeNumbers: Bool
    /// Whether backspace and form feed are written `\b` and `\f` (else `\u0008`, `\u000c`).
    public var shortEscapes: Bool
    /// Whether DEL (0x7F) is written `\u007f`.
    public var escapesDelete: Bool

    /// A style.
    public init(
      keyOrder: KeyOrder, trimsWholeNumbers: Bool, shortEscapes: Bool, escapesDelete: Bool
    ) {
      self.keyOrder = keyOrder
      self.trimsWholeNumbers = trimsWholeNumbers
      self.shortEscapes = shortEscapes
      self.escapesDelete = escapesDelete
    }

    /// `JSONSerialization`'s, with `[.sortedKeys, .withoutEscapingSlashes]`: configs, exports.
    public static let jsonSerialization = Style(
      keyOrder: .jsonSerialization, trimsWholeNumbers: true, shortEscapes: true,
      escapesDelete: false)
    /// `JSONEncoder`'s, with `[.sortedKeys, .withoutEscapingSlashes]`: keys in plain order
    /// (`jamaal --json`'s documents, a config a form made, what a store keeps as JSON text).
    public static let jsonEncoder = Style(
      keyOrder: .plain, trimsWholeNumbers: true, shortEscapes: true, escapesDelete: false)
    /// Sync's records: plain key order, numbers as Swift describes them.
    public static let records = Style(
      keyOrder: .plain, trimsWholeNumbers: false, shortEscapes: false, escapesDelete: false)
    /// YAML's JSON text: numbers as Swift describes them, DEL escaped.
    public static let yaml = Style(
      keyOrder: .plain, trimsWholeNumbers: false, shortEscapes: false, escapesDelete: true)
  }

  /// The style it writes.
  public let style: Style

  /// A writer of `style`.
  public init(_ style: Style) { self.style = style }

  /// Appends a value's compact JSON; a number that is not finite is written `null`.
  /// - Parameters:
  ///   - value: the value.
  ///   - output: the bytes so far.
  public func write(_ value: JSONValue, to output: inout [UInt8]) {
    switch value {
    case .null: output += Array("null".utf8)
    case .bool(let flag): output += Array((flag ? "true" : "false").utf8)
    case .integer(let number): output += Array(String(number).utf8)
    case .number(let number): write(number: number, to: &output)
    case .string(let text): write(string: text, to: &output)
    case .array(let items):
      output.append(UInt8(ascii: "["))
      for (position, item) in items.enumerated() {
        if position > 0 { output.append(UInt8(ascii: ",")) }
        write(item, to: &output)
      }
      output.append(UInt8(ascii: "]"))
    case .object(let members):
      output.append(UInt8(ascii: "{"))
      for (position, key) in sortedKeys(members).enumerated() {
        if position > 0 { output.append(UInt8(ascii: ",")) }
        write(string: key, to: &output)
        output.append(UInt8(ascii: ":"))
        write(members[key] ?? .null, to: &output)
      }
      output.append(UInt8(ascii: "}"))
    }
  }

  /// Appends a value's JSON indented as `JSONEncoder`'s `.prettyPrinted` writes it: two spaces
  /// a level, `"key" : value`, an empty object or array opened and closed on lines of their own.
  /// - Parameters:
  ///   - value: the value.
  ///   - level: how deep the value is (0 at the top).
  ///   - output: the bytes so far.
  public func writeIndented(_ value: JSONValue, level: Int = 0, to output: inout [UInt8]) {
    let (open, close): (UInt8, UInt8)
    var members: [(key: String?, value: JSONValue)]
    switch value {
    case .array(let items):
      (open, close) = (UInt8(ascii: "["), UInt8(ascii: "]"))
      members = items.map { (nil, $0) }
    case .object(let object):
      (open, close) = (UInt8(ascii: "{"), UInt8(ascii: "}"))
      members = sortedKeys(object).map { ($0, object[$0] ?? .null) }
    default:
      write(value, to: &output)
      return
    }
    output.append(open)
    output.append(0x0A)
    if members.isEmpty { output.append(0x0A) }
    for (position, member) in members.enumerated() {
      if position > 0 { output += [UInt8(ascii: ","), 0x0A] }
      output += [UInt8](repeating: UInt8(ascii: " "), count: 2 * (level + 1))
      if let key = member.key {
        write(string: key, to: &output)
        output += Array(" : ".utf8)
      }
      writeIndented(member.value, level: level + 1, to: &output)
    }
    if !members.isEmpty { output.append(0x0A) }
    output += [UInt8](repeating: UInt8(ascii: " "), count: 2 * level)
    output.append(close)
  }

  /// Appends a number; one that is not finite is written `null`.
  /// - Parameters:
  ///   - number: the number.
  ///   - output: the bytes so far.
  public func write(number: Double, to output: inout [UInt8]) {
    guard number.isFinite else {
      output += Array("null".utf8)
      return
    }
    var text = number.description
    if style.trimsWholeNumbers, text.hasSuffix(".0") { text.removeLast(2) }
    output += Array(text.utf8)
  }

  /// Appends `text` as a JSON string literal: quote, backslash and the control characters
  /// escaped, everything else (slashes, non-ASCII text) as it is.
  /// - Parameters:
  ///   - text: the text.
  ///   - output: the bytes so far.
  public func write(string text: String, to output: inout [UInt8]) {
    output.append(UInt8(ascii: "\""))
    // Runs that need no escape (nearly every string) are copied whole.
    let copied = text.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
      var run = 0
      for (position, byte) in bytes.enumerated() where needsEscape(byte) {
        output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run..<position]))
        escape(byte, to: &output)
        run = position + 1
      }
      output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run...]))
      return true
    }
    if copied == nil {
      for byte in text.utf8 {
        if needsEscape(byte) { escape(byte, to: &output) } else { output.append(byte) }
      }
    }
    output.append(UInt8(ascii: "\""))
  }

  /// Whether a byte of a string is written escaped.
  private func needsEscape(_ byte: UInt8) -> Bool {
    byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
      || (byte == 0x7F && style.escapesDelete)
  }

  /// Appends one byte of a string escaped.
  private func escape(_ byte: UInt8, to output: inout [UInt8]) {
    switch byte {
    case UInt8(ascii: "\""): output += [UInt8(ascii: "\\"), UInt8(ascii: "\"")]
    case UInt8(ascii: "\\"): output += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
    case 0x0A: output += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
    case 0x0D: output += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
    case 0x09: output += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
    case 0x08 where style.shortEscapes: output += [UInt8(ascii: "\\"), UInt8(ascii: "b")]
    case 0x0C where style.shortEscapes: output += [UInt8(ascii: "\\"), UInt8(ascii: "f")]
    case 0..<0x20: Self.writeEscaped(byte, to: &output)
    case 0x7F where style.escapesDelete: Self.writeEscaped(byte, to: &output)
    default: output.append(byte)
    }
  }

  /// `write(string:to:)` as text.
  /// - Parameter text: the text.
  /// - Returns: the JSON string literal.
  public func literal(_ text: String) -> String {
    var output: [UInt8] = []
    write(string: text, to: &output)
    return String(decoding: output, as: UTF8.self)
  }

  /// An object's keys in this style's order.
  private func sortedKeys(_ members: [String: JSONValue]) -> [String] {
    switch style.keyOrder {
    case .plain: members.keys.sorted()
    case .jsonSerialization: members.keys.sorted(by: Self.precedes)
    }
  }

  /// `JSONSerialization`'s key order: case-insensitive, runs of digits by value.
  private static func precedes(_ left: String, _ right: String) -> Bool {
    left.compare(
      right, options: [.numeric, .caseInsensitive, .forcedOrdering], range: nil,
      locale: Locale(identifier: "")) == .orderedAscending
  }

  /// `\u00XX`, lower-case hex.
  private static func writeEscaped(_ byte: UInt8, to output: inout [UInt8]) {
    output += Array("\\u00".utf8)
    output += [hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]]
  }

  private static let hex = Array("0123456789abcdef".utf8)
}
