import Foundation
import JamaalModel

/// Reads `--now`: ISO 8601 `YYYY-MM-DDTHH:MM[:SS[.fff]]` with `Z` or `±HH:MM`/`±HHMM`, by
/// integer maths (a date formatter would load ICU, which costs more than the whole command).
enum InstantParser {
  /// The instant, or `nil` when `text` is not such a timestamp (a zone offset is required).
  static func parse(_ text: String) -> Date? {
    let bytes = Array(text.utf8)
    guard bytes.count >= 17, bytes[10] == UInt8(ascii: "T") || bytes[10] == UInt8(ascii: " "),
      let date = LogicalDate(String(decoding: bytes[0..<10], as: UTF8.self)),
      let hour = number(bytes, 11, 2), bytes[13] == UInt8(ascii: ":"),
      let minute = number(bytes, 14, 2), hour < 24, minute < 60
    else { return nil }
    var index = 16
    var seconds = 0.0
    if index < bytes.count, bytes[index] == UInt8(ascii: ":") {
      guard let whole = number(bytes, index + 1, 2), whole < 60 else { return nil }
      seconds = Double(whole)
      index += 3
      if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
        var scale = 0.1
        index += 1
        let start = index
        while index < bytes.count, let digit = number(bytes, index, 1) {
          seconds += Double(digit) * scale
          scale /= 10
          index += 1
        }
        guard index > start else { return nil }
      }
    }
    guard let offset = offsetSeconds(bytes[index...]) else { return nil }
    let local = Double(date.daysSinceEpoch * 86_400 + hour * 3600 + minute * 60) + seconds
    return Date(timeIntervalSince1970: local - Double(offset))
  }

  /// `Z`, `+03:00`, `-0530` → seconds east of UTC.
  private static func offsetSeconds(_ rest: ArraySlice<UInt8>) -> Int? {
    let tail = Array(rest)
    if tail == [UInt8(ascii: "Z")] || tail == [UInt8(ascii: "z")] { return 0 }
    guard tail.count == 6 || tail.count == 5,
      tail[0] == UInt8(ascii: "+") || tail[0] == UInt8(ascii: "-")
    else { return nil }
    let sign = tail[0] == UInt8(ascii: "-") ? -1 : 1
    let minuteStart = tail.count == 6 ? 4 : 3
    guard let hours = number(tail, 1, 2), let minutes = number(tail, minuteStart, 2),
      tail.count == 5 || tail[3] == UInt8(ascii: ":"), minutes < 60, hours * 60 + minutes <= 14 * 60
    else { return nil }
    return sign * (hours * 3600 + minutes * 60)
  }

  /// The decimal number in `count` ASCII digits at `start`, or `nil`.
  private static func number(_ bytes: [UInt8], _ start: Int, _ count: Int) -> Int? {
    guard start >= 0, start + count <= bytes.count else { return nil }
    var value = 0
    for byte in bytes[start..<start + count] {
      guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
      value = value * 10 + Int(byte - UInt8(ascii: "0"))
    }
    return value
  }
}
