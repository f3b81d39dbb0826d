public import Foundation

/// The user's logical day (D-1): a calendar date in their zone that starts at `dayStart`.
///
/// With the default start of 03:00, 02:30 on Tuesday still belongs to Monday. These are the only
/// conversions between instants and logical dates:
///
/// ```swift
/// let day = LogicalDay(timeZone: london)
/// day.logicalDate(of: instant)   // the date the instant belongs to
/// day.interval(of: date)         // [date 03:00, next date 03:00)
/// ```
public struct LogicalDay: Hashable, Sendable {
  /// Where the day starts, 00:00 … 06:00.
  public let dayStart: WallClockTime
  /// The zone the day is read in.
  public let timeZone: TimeZone

  /// Makes a logical day for a zone; `dayStart` defaults to 03:00.
  public init(dayStart: WallClockTime = .defaultDayStart, timeZone: TimeZone) {
    self.dayStart = dayStart
    self.timeZone = timeZone
  }

  /// The logical date that `instant` belongs to.
  public func logicalDate(of instant: Date) -> LogicalDate {
    let date = timeZone.wallClock(at: instant).date
    return instant < start(of: date) ? date.adding(days: -1) : date
  }

  /// The instant `date` starts (its day start, on the wall clock of `timeZone`).
  public func start(of date: LogicalDate) -> Date {
    timeZone.instant(on: date, minutesAfterMidnight: dayStart.minutes)
  }

  /// The half-open interval of instants belonging to `date`.
  public func interval(of date: LogicalDate) -> DateInterval {
    DateInterval(start: start(of: date), end: start(of: date.adding(days: 1)))
  }
}
