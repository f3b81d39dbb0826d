import Foundation
internal import JamaalModel

/// Times and dates in an export: a stored time (REAL seconds since 2001-01-01 UTC) is written as
/// ISO 8601 UTC text with exactly the fraction digits that give the same `Double` back
/// (`2026-11-29T11:05:00.123456Z`); a logical date (days since 1970-01-01) as `YYYY-MM-DD`.
/// Both are accepted only within years 1…9999, so everything computed from them later stays in
/// range.
enum ExportTime {
  /// 0001-01-01T00:00:00Z in seconds since 2001.
  static let earliest: Double = -63_113_904_000
  /// 10000-01-01T00:00:00Z in seconds since 2001 (not itself allowed).
  static let end: Double = 252_423_993_600
  /// The first and last logical dates allowed (0001-01-01 … 9999-12-31).
  static let dates: ClosedRange<Int> =
    LogicalDate(year: 1, month: 1, day: 1)
    .daysSinceEpoch...LogicalDate(
      year: 9999, month: 12, day: 31
    ).daysSinceEpoch

  /// Seconds from 1970 to 2001.
  private static let unixOffset: Int64 = 978_307_200

  /// Whether a stored time is within years 1…9999 (false for NaN and infinities).
  static func isInRange(_ seconds: Double) -> Bool { seconds >= earliest && seconds < end }

  /// Appends the ISO 8601 text of a time within range in quotes, as ``text(_:)`` gives it: a
  /// whole second (the common case) digit by digit, any other through ``text(_:)``.
  static func append(_ seconds: Double, to output: inout [UInt8]) {
    guard seconds == seconds.rounded(.down) else {
      output.append(UInt8(ascii: "\""))
      output.append(contentsOf: text(seconds).utf8)  // digits, '-', ':', '.', 'T', 'Z' only
      output.append(UInt8(ascii: "\""))
      return
    }
    let unix = Int64(seconds) + unixOffset
    let days = unix >= 0 ? unix / 86_400 : (unix - 86_399) / 86_400
    let second = Int(unix - days * 86_400)
    let (year, month, day) = LogicalDate(daysSinceEpoch: Int(days)).components
    output.append(UInt8(ascii: "\""))
    digits(year, 4, &output)
    output.append(UInt8(ascii: "-"))
    digits(month, 2, &output)
    output.append(UInt8(ascii: "-"))
    digits(day, 2, &output)
    output.append(UInt8(ascii: "T"))
    digits(second / 3600, 2, &output)
    output.append(UInt8(ascii: ":"))
    digits(second / 60 % 60, 2, &output)
    output.append(UInt8(ascii: ":"))
    digits(second % 60, 2, &output)
    output.append(UInt8(ascii: "Z"))
    output.append(UInt8(ascii: "\""))
  }

  /// `value` (0…9999) as `count` digits, zero-padded.
  private static func digits(_ value: Int, _ count: Int, _ output: inout [UInt8]) {
    var divisor = count == 4 ? 1000 : 10
    while divisor > 0 {
      output.append(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value / divisor % 10))
      divisor /= 10
    }
  }

  /// The ISO 8601 text of a time within range.
  static func text(_ seconds: Double) -> String {
    var (whole, fraction) = decimal(seconds)
    if seconds < 0, !fraction.isEmpty {
      whole = -whole - 1
      fraction = complement(fraction)
    } else if seconds < 0 {
      whole = -whole
    }
    let unix = whole + unixOffset
    let days = unix >= 0 ? unix / 86_400 : (unix - 86_399) / 86_400
    let second = Int(unix - days * 86_400)
    let date = LogicalDate(daysSinceEpoch: Int(days))
    var text = "\(date)T\(pad(second / 3600)):\(pad(second / 60 % 60)):\(pad(second % 60))"
    if !fraction.isEmpty { text += "." + fraction }
    return text + "Z"
  }

  /// The stored time of `YYYY-MM-DDTHH:MM:SS[.fraction]Z` within years 1…9999; nil otherwise.
  static func seconds(_ text: String) -> Double? {
    var text = text
    return text.withUTF8 { seconds(utf8: $0) }
  }

  /// ``seconds(_:)`` of UTF-8 bytes (no copy: an import reads four per Anchor).
  private static func seconds(utf8: UnsafeBufferPointer<UInt8>) -> Double? {
    guard utf8.count >= 20, utf8[10] == UInt8(ascii: "T"), utf8.last == UInt8(ascii: "Z"),
      utf8[13] == UInt8(ascii: ":"), utf8[16] == UInt8(ascii: ":"),
      let days = date(utf8[0..<10]),
      let hour = number(utf8[11..<13]), hour < 24,
      let minute = number(utf8[14..<16]), minute < 60,
      let second = number(utf8[17..<19]), second < 60
    else { return nil }
    let whole = Int64(days) * 86_400 + Int64(hour * 3600 + minute * 60 + second) - unixOffset
    guard utf8.count > 20 else {
      guard utf8[19] == UInt8(ascii: "Z") else { return nil }
      return Double(whole)  // a whole second: exact
    }
    var fraction = ""
    if utf8.count > 20 {
      let digits = utf8[20..<(utf8.count - 1)]
      guard utf8[19] == UInt8(ascii: "."), !digits.isEmpty, number(digits) != nil
      else { return nil }
      fraction = String(decoding: digits, as: UTF8.self)
      while fraction.hasSuffix("0") { fraction.removeLast() }
    }
    let decimal: String
    if whole >= 0 || fraction.isEmpty {
      decimal = fraction.isEmpty ? "\(whole)" : "\(whole).\(fraction)"
    } else {
      decimal = "-\(-whole - 1).\(complement(fraction))"
    }
    return Double(decimal)
  }

  /// The days since 1970 of `YYYY-MM-DD` within years 1…9999; nil otherwise.
  static func date(_ text: String) -> Int? {
    var text = text
    return text.withUTF8 { date($0[...]) }
  }

  /// ``date(_:)`` of UTF-8 bytes, read digit by digit: an import reads one or two per row.
  private static func date(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> Int? {
    LogicalDate(ascii: UnsafeBufferPointer(rebasing: bytes).span)?.daysSinceEpoch
  }

  /// `YYYY-MM-DD` of a logical date.
  static func dateText(_ days: Int) -> String { LogicalDate(daysSinceEpoch: days).description }

  /// A few ASCII digits as a number (nil when any byte is not a digit).
  private static func number(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> Int? {
    var value = 0
    for byte in bytes {
      guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
      value = value &* 10 &+ Int(byte &- UInt8(ascii: "0"))
    }
    return value
  }

  private static func pad(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }

  /// |seconds| as whole seconds and fraction digits (no trailing zeros), from the shortest
  /// decimal that reads back as the same `Double`.
  private static func decimal(_ seconds: Double) -> (whole: Int64, fraction: String) {
    var text = Substring(seconds.magnitude.description)
    var exponent = 0
    if let mark = text.firstIndex(where: { $0 == "e" || $0 == "E" }) {
      exponent = Int(text[text.index(after: mark)...]) ?? 0
      text = text[..<mark]
    }
    let point = text.firstIndex(of: ".")
    let integerDigits = point.map { text[..<$0] } ?? text
    let fractionDigits = point.map { text[text.index(after: $0)...] } ?? ""
    var digits = Array(integerDigits + fractionDigits)
    var position = integerDigits.count + exponent
    if position < 0 {
      digits.insert(contentsOf: repeatElement("0", count: -position), at: 0)
      position = 0
    }
    if position > digits.count {
      digits.append(contentsOf: repeatElement("0", count: position - digits.count))
    }
    var fraction = String(digits[position...])
    while fraction.hasSuffix("0") { fraction.removeLast() }
    return (Int64(String(digits[..<position])) ?? 0, fraction)
  }

  /// 1 − 0.`digits`, as fraction digits (for times before 2001, written from the second before).
  private static func complement(_ digits: String) -> String {
    var values = digits.utf8.map { Int($0 - UInt8(ascii: "0")) }
    guard let last = values.lastIndex(where: { $0 != 0 }) else { return "" }
    values.removeSubrange((last + 1)...)
    for index in values.indices {
      values[index] = index == last ? 10 - values[index] : 9 - values[index]
    }
    return String(values.map { Character(String($0)) })
  }
}
