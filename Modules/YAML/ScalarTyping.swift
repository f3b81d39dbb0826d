/// The typing rules for plain scalars (YAML 1.2 core schema, strict): only `true`/`false` are
/// booleans, only plain decimals are numbers, and nothing of YAML 1.1 (`yes`, `on`, `10:00` as
/// sexagesimal, `0x1F`) is recognised.
enum ScalarTyping {
  /// Whether a plain scalar's text means null.
  static func isNull(_ text: String) -> Bool {
    switch text {
    case "", "~", "null", "Null", "NULL": return true
    default: return false
    }
  }

  /// The boolean a plain scalar's text means, if any.
  static func bool(_ text: String) -> Bool? {
    switch text {
    case "true": return true
    case "false": return false
    default: return nil
    }
  }

  /// Whether `text` is a decimal integer: an optional sign and one or more digits.
  static func isDecimalInteger(_ text: String) -> Bool {
    var utf8 = text.utf8[...]
    if let first = utf8.first, first == UInt8(ascii: "+") || first == UInt8(ascii: "-") {
      utf8 = utf8.dropFirst()
    }
    return !utf8.isEmpty && utf8.allSatisfy(isDigit)
  }

  /// Whether `text` is a decimal number: `[+-]` then `1`, `1.`, `1.5` or `.5`, then an optional
  /// exponent `e[+-]7`.
  static func isDecimalNumber(_ text: String) -> Bool {
    var utf8 = text.utf8[...]
    if let first = utf8.first, first == UInt8(ascii: "+") || first == UInt8(ascii: "-") {
      utf8 = utf8.dropFirst()
    }
    let whole = utf8.prefix(while: isDigit)
    utf8 = utf8.dropFirst(whole.count)
    var fraction = utf8[utf8.startIndex..<utf8.startIndex]
    if utf8.first == UInt8(ascii: ".") {
      utf8 = utf8.dropFirst()
      fraction = utf8.prefix(while: isDigit)
      utf8 = utf8.dropFirst(fraction.count)
    }
    guard !whole.isEmpty || !fraction.isEmpty else { return false }
    if let mark = utf8.first, mark == UInt8(ascii: "e") || mark == UInt8(ascii: "E") {
      utf8 = utf8.dropFirst()
      if let sign = utf8.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
        utf8 = utf8.dropFirst()
      }
      let exponent = utf8.prefix(while: isDigit)
      guard !exponent.isEmpty else { return false }
      utf8 = utf8.dropFirst(exponent.count)
    }
    return utf8.isEmpty
  }

  /// The special floating-point value a plain scalar names (`.inf`, `-.inf`, `.nan`), if any.
  static func specialFloat(_ text: String) -> Double? {
    switch text {
    case ".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF": return .infinity
    case "-.inf", "-.Inf", "-.INF": return -.infinity
    case ".nan", ".NaN", ".NAN": return .nan
    default: return nil
    }
  }

  /// Whether a byte is an ASCII digit.
  private static func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }
}
