public import Foundation

/// A zone's UTC offset on a few consecutive calendar days, for the days on which it does not
/// change: there a wall time's instant is one subtraction instead of the time zone database's
/// lookups (a cold generation reads about two per window, most of S2C's time zone cost).
///
/// Exactly `TimeZone.instant(on:minutesAfterMidnight:)`'s answer: a day counts as
/// steady only when the zone has no transition anywhere in the span that function samples for
/// that day's wall times (36 hours either side), so on a DST day, and on the days next to one,
/// the table answers nil and the caller asks the zone.
///
/// ```swift
/// let offsets = SteadyOffsets(zone: london, from: today, days: 3)
/// let opens = offsets.instant(on: today, minutesAfterMidnight: 495) ?? london.instant(…)
/// ```
public struct SteadyOffsets: Sendable {
  /// The zone.
  public let zone: TimeZone
  private let first: LogicalDate
  /// Seconds east of UTC for each day from `first`, nil when a transition is near.
  private let offsets: [Int?]

  /// No days: every lookup answers nil.
  public static let none = SteadyOffsets(zone: TimeZone.gmt)

  private init(zone: TimeZone) {
    self.zone = zone
    self.first = LogicalDate(daysSinceEpoch: 0)
    self.offsets = []
  }

  /// Reads the zone's offsets for `days` days from `first`.
  /// - Parameters:
  ///   - zone: the zone.
  ///   - first: the first calendar day.
  ///   - days: how many days (at most 31; more read as 31).
  public init(zone: TimeZone, from first: LogicalDate, days: Int) {
    self.zone = zone
    self.first = first
    self.offsets = (0..<min(max(days, 0), 31)).map { day in
      Self.steadyOffset(of: zone, on: first.adding(days: day))
    }
  }

  /// The instant a wall clock shows `minutes` after midnight on `date`, when the table knows the
  /// day and the zone is steady over it; nil otherwise.
  /// - Parameters:
  ///   - date: the calendar date.
  ///   - minutes: minutes after that date's midnight, 0 … 1440.
  /// - Returns: the instant, or nil when the zone must be asked.
  public func instant(on date: LogicalDate, minutesAfterMidnight minutes: Int) -> Date? {
    let day = first.days(to: date)
    guard day >= 0, day < offsets.count, (0...1440).contains(minutes),
      let offset = offsets[day]
    else { return nil }
    return Date(timeIntervalSince1970: Double(date.daysSinceEpoch * 86_400 + minutes * 60 - offset))
  }

  /// The offset in force over every instant `instant(on:minutesAfterMidnight:)` samples for a
  /// wall time on `date`, or nil when a transition falls inside that span.
  private static func steadyOffset(of zone: TimeZone, on date: LogicalDate) -> Int? {
    let midnight = Double(date.daysSinceEpoch) * 86_400
    let lower = Date(timeIntervalSince1970: midnight - 129_600)
    let upper = Date(timeIntervalSince1970: midnight + 86_400 + 129_600)
    if let next = zone.nextDaylightSavingTimeTransition(after: lower), next <= upper {
      return nil
    }
    return zone.secondsFromGMT(for: lower)
  }
}
