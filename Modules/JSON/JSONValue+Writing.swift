public import Foundation

extension JSONValue {
  /// The value as compact UTF-8 JSON, byte for byte as `JSONSerialization` writes it with
  /// `[.sortedKeys, .withoutEscapingSlashes]`: keys in its order (case-insensitive, digits by
  /// value), whole `Double`s without ".0", slashes and non-ASCII text as they are.
  ///
  /// ```swift
  /// JSONValue.object(["b": 1, "a": [true, nil]]).jsonData()  // {"a":[true,null],"b":1}
  /// ```
  /// - Returns: the text; a number that is not finite is written `null` (JSON has no other).
  public func jsonData() -> Data {
    var output: [UInt8] = []
    write(to: &output)
    return Data(output)
  }

  /// Appends the value's JSON to `output`.
  private func write(to output: inout [UInt8]) {
    switch self {
    case .null: output += Array("null".utf8)
    case .bool(let value): output += Array((value ? "true" : "false").utf8)
    case .integer(let value): output += Array(String(value).utf8)
    case .number(let value):
      guard value.isFinite else {
        output += Array("null".utf8)
        return
      }
      var text = value.description
      if text.hasSuffix(".0") { text.removeLast(2) }
      output += Array(text.utf8)
    case .string(let value): Self.write(value, to: &output)
    case .array(let items):
      output.append(UInt8(ascii: "["))
      for (position, item) in items.enumerated() {
        if position > 0 { output.append(UInt8(ascii: ",")) }
        item.write(to: &output)
      }
      output.append(UInt8(ascii: "]"))
    case .object(let members):
      output.append(UInt8(ascii: "{"))
      for (position, key) in members.keys.sorted(by: Self.precedes).enumerated() {
        if position > 0 { output.append(UInt8(ascii: ",")) }
        Self.write(key, to: &output)
        output.append(UInt8(ascii: ":"))
        members[key]?.write(to: &output)
      }
      output.append(UInt8(ascii: "}"))
    }
  }

  /// `JSONSerialization`'s key order: case-insensitive, runs of digits by value.
  private static func precedes(_ left: String, _ right: String) -> Bool {
    left.compare(
      right, options: [.numeric, .caseInsensitive, .forcedOrdering], range: nil,
      locale: Locale(identifier: "")) == .orderedAscending
  }

  /// Appends `text` as a JSON string literal, escaped as `JSONSerialization` escapes it.
  private static func write(_ text: String, to output: inout [UInt8]) {
    output.append(UInt8(ascii: "\""))
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": output += Array(#"\""#.utf8)
      case "\\": output += Array(#"\\"#.utf8)
      case "\u{8}": output += Array(#"\b"#.utf8)
      case "\u{C}": output += Array(#"\f"#.utf8)
      case "\n": output += Array(#"\n"#.utf8)
      case "\r": output += Array(#"\r"#.utf8)
      case "\t": output += Array(#"\t"#.utf8)
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        output += Array(("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).utf8)
      default: output += Array(String(scalar).utf8)
      }
    }
    output.append(UInt8(ascii: "\""))
  }
}
