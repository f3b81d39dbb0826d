/// A calendar date with no time or zone, stored as days since 1970-01-01.
///
/// Arithmetic and weekday are plain integer maths (no `Calendar`), so the hot paths of
/// generation and prayer times stay cheap. Its text form is `YYYY-MM-DD`:
///
/// ```swift
/// let date = LogicalDate(year: 2026, month: 11, day: 29)
/// date.adding(days: 3).description  // "2026-12-02"
/// ```
public struct LogicalDate: Hashable, Comparable, Sendable, Strideable, CustomStringConvertible {
  /// Days since 1970-01-01 (negative before).
  public let daysSinceEpoch: Int

  /// Makes a date from its day number.
  public init(daysSinceEpoch: Int) { self.daysSinceEpoch = daysSinceEpoch }

  /// Makes a date from a proleptic Gregorian year, month (1…12) and day (1…31).
  ///
  /// Out-of-range days roll over (February 30 is March 1 or 2); use `init?(_ text:)` to validate.
  public init(year: Int, month: Int, day: Int) {
    // Days-from-civil (H. Hinnant), valid for every Gregorian date.
    let shiftedYear = month <= 2 ? year - 1 : year
    let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
    let yearOfEra = shiftedYear - era * 400
    let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    daysSinceEpoch = era * 146_097 + dayOfEra - 719_468
  }

  /// Parses `YYYY-MM-DD` (ASCII digits only, years 0001 … 9999), refusing impossible dates such
  /// as 2026-02-30 and signed forms such as `+202-01-01`.
  public init?(_ text: some StringProtocol) {
    // Byte by byte: splitting and `Int(_:)` over substrings cost every `--now` ~0.4 M
    // instructions of generic code in the Swift runtime.
    guard let date = LogicalDate(ascii: Array(text.utf8).span) else { return nil }
    self = date
  }

  /// ``init(_:)`` of ASCII bytes, read digit by digit: the one `YYYY-MM-DD` reader behind typed
  /// dates, config dates and every date an import reads.
  package init?(ascii text: Span<UInt8>) {
    guard text.count == 10, text[4] == UInt8(ascii: "-"), text[7] == UInt8(ascii: "-"),
      let year = text.decimal(0..<4), let month = text.decimal(5..<7),
      let day = text.decimal(8..<10), year >= 1, (1...12).contains(month), (1...31).contains(day)
    else { return nil }
    self.init(year: year, month: month, day: day)
    // 2026-02-30 would roll over into March: the components read back differ.
    let check = components
    guard check.year == year, check.month == month, check.day == day else { return nil }
  }

  /// The year, month and day.
  public var components: (year: Int, month: Int, day: Int) {
    let shifted = daysSinceEpoch + 719_468
    let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
    let dayOfEra = shifted - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let monthIndex = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
    let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
    return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
  }

  /// The ISO weekday.
  public var weekday: Weekday {
    // 1970-01-01 was a Thursday (ISO 4).
    let index = ((daysSinceEpoch % 7) + 7 + 3) % 7
    return Weekday(rawValue: index + 1) ?? .monday
  }

  /// The date `days` later (or earlier, when negative).
  public func adding(days: Int) -> LogicalDate {
    LogicalDate(daysSinceEpoch: daysSinceEpoch + days)
  }

  /// Days from `self` to `other` (positive when `other` is later).
  public func days(to other: LogicalDate) -> Int { other.daysSinceEpoch - daysSinceEpoch }

  /// The start of the week containing this date, for a week that starts on `weekStart`.
  public func startOfWeek(weekStart: Weekday) -> LogicalDate {
    let back = (weekday.rawValue - weekStart.rawValue + 7) % 7
    return adding(days: -back)
  }

  /// `YYYY-MM-DD`.
  public var description: String {
    let (year, month, day) = components
    return "\(Self.pad(year, 4))-\(Self.pad(month, 2))-\(Self.pad(day, 2))"
  }

  /// Orders by day number.
  public static func < (lhs: LogicalDate, rhs: LogicalDate) -> Bool {
    lhs.daysSinceEpoch < rhs.daysSinceEpoch
  }

  /// The signed number of days between two dates.
  public func distance(to other: LogicalDate) -> Int { days(to: other) }

  /// The date `n` days on.
  public func advanced(by n: Int) -> LogicalDate { adding(days: n) }

  private static func pad(_ value: Int, _ width: Int) -> String {
    let text = String(abs(value))
    let padded = String(repeating: "0", count: max(0, width - text.count)) + text
    return value < 0 ? "-" + padded : padded
  }
}

extension LogicalDate: Codable {
  /// Decodes `YYYY-MM-DD`; an impossible date is an error naming the text.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let text = try container.decode(String.self)
    guard let date = LogicalDate(text) else {
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "'\(text)' is not a date (YYYY-MM-DD)")
    }
    self = date
  }

  /// Encodes as `YYYY-MM-DD`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(description)
  }
}
