extension JSONParser {
  /// A string (value or key) at the opening quote: escapes, surrogate pairs and UTF-8 checked.
  mutating func parseString() throws(JSONSyntaxError) {
    let open = position
    position += 1
    let start = position
    var plain = true
    while position < bytes.count {
      let byte = bytes[position]
      if byte == UInt8(ascii: "\"") {
        append(plain ? .string : .richString, start: start, end: position)
        position += 1
        return
      }
      if byte == UInt8(ascii: "\\") {
        plain = false
        try scanEscape()
      } else if byte < 0x20 {
        throw failure("unescaped control character \(describeCurrent()) in a string")
      } else if byte < 0x80 {
        position += 1
      } else {
        plain = false
        try scanUTF8()
      }
    }
    throw JSONSyntaxError(offset: open, reason: "unterminated string")
  }

  /// One escape at the backslash.
  private mutating func scanEscape() throws(JSONSyntaxError) {
    position += 1
    guard let byte = current else { throw failure("unexpected end of data in an escape") }
    switch byte {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"),
      UInt8(ascii: "f"), UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
      position += 1
    case UInt8(ascii: "u"):
      let escape = position - 1
      let unit = try scanHex()
      if (0xDC00...0xDFFF).contains(unit) {
        throw JSONSyntaxError(offset: escape, reason: "lone low surrogate in \\u escape")
      }
      guard (0xD800...0xDBFF).contains(unit) else { return }
      guard current == UInt8(ascii: "\\"), position + 1 < bytes.count,
        bytes[position + 1] == UInt8(ascii: "u")
      else {
        throw JSONSyntaxError(offset: escape, reason: "high surrogate not followed by \\u escape")
      }
      position += 1
      guard (0xDC00...0xDFFF).contains(try scanHex()) else {
        throw JSONSyntaxError(offset: escape, reason: "high surrogate not followed by a low one")
      }
    default:
      throw failure("invalid escape \(describeCurrent())")
    }
  }

  /// The four hex digits after `u` (the position at the `u`).
  private mutating func scanHex() throws(JSONSyntaxError) -> UInt32 {
    position += 1
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard let byte = current, let digit = Self.hexValue(byte) else {
        throw failure("unexpected \(describeCurrent()) in a \\u escape, expected a hex digit")
      }
      value = value << 4 | digit
      position += 1
    }
    return value
  }

  /// The value of a hex digit.
  static func hexValue(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
    default: nil
    }
  }

  /// One multi-byte UTF-8 sequence at its lead byte (no overlong forms, surrogates, or values
  /// past U+10FFFF).
  private mutating func scanUTF8() throws(JSONSyntaxError) {
    let lead = bytes[position]
    let count: Int
    var low: UInt8 = 0x80
    var high: UInt8 = 0xBF
    switch lead {
    case 0xC2...0xDF: count = 1
    case 0xE0: (count, low) = (2, 0xA0)
    case 0xED: (count, high) = (2, 0x9F)
    case 0xE1...0xEF: count = 2
    case 0xF0: (count, low) = (3, 0x90)
    case 0xF4: (count, high) = (3, 0x8F)
    case 0xF1...0xF3: count = 3
    default: throw failure("invalid UTF-8 \(describeCurrent())")
    }
    let lead0 = position
    position += 1
    for index in 0..<count {
      guard let byte = current, byte >= (index == 0 ? low : 0x80),
        byte <= (index == 0 ? high : 0xBF)
      else {
        throw JSONSyntaxError(offset: lead0, reason: "invalid UTF-8 sequence")
      }
      position += 1
    }
  }

  /// A number: `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
  mutating func parseNumber() throws(JSONSyntaxError) {
    let start = position
    if current == UInt8(ascii: "-") { position += 1 }
    if current == UInt8(ascii: "0") {
      position += 1
      if isDigit(current) { throw failure("a number cannot have a leading zero") }
    } else {
      try digits("in a number")
    }
    var kind = JSONNode.Kind.integer
    if current == UInt8(ascii: ".") {
      kind = .number
      position += 1
      try digits("after '.' in a number")
    }
    if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
      kind = .number
      position += 1
      if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { position += 1 }
      try digits("in an exponent")
    }
    append(kind, start: start, end: position)
  }

  /// One or more digits.
  private mutating func digits(_ place: String) throws(JSONSyntaxError) {
    guard isDigit(current) else { throw failure("unexpected \(describeCurrent()) \(place)") }
    repeat { position += 1 } while isDigit(current)
  }

  private func isDigit(_ byte: UInt8?) -> Bool {
    guard let byte else { return false }
    return byte &- UInt8(ascii: "0") < 10
  }
}
