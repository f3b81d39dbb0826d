public import Foundation

/// What generation knows besides the rule: the clock, the settings and the stored history.
public struct GenerationContext: Sendable {
  /// The current instant.
  public var now: Date
  /// The device's zone (a rule without its own zone uses it, D-5).
  public var deviceTimeZone: TimeZone {
    didSet { steadyDeviceOffsets = .none }
  }
  /// The user's day start (D-1).
  public var dayStart: WallClockTime
  /// The user's first day of the week.
  public var weekStart: Weekday
  /// Anchors already stored for this rule, any order.
  public var existing: [Anchor]
  /// The device zone's offsets on the days generation reads most (see ``readSteadyOffsets(from:days:)``).
  public private(set) var steadyDeviceOffsets = SteadyOffsets.none

  /// Makes a context.
  public init(
    now: Date, deviceTimeZone: TimeZone, dayStart: WallClockTime = .defaultDayStart,
    weekStart: Weekday = .monday, existing: [Anchor] = []
  ) {
    self.now = now
    self.deviceTimeZone = deviceTimeZone
    self.dayStart = dayStart
    self.weekStart = weekStart
    self.existing = existing
  }

  /// The logical day in `timeZone` (the rule's, else the device's).
  public func logicalDay(in timeZone: TimeZone?) -> LogicalDay {
    LogicalDay(dayStart: dayStart, timeZone: timeZone ?? deviceTimeZone)
  }

  /// Reads the device zone's offsets for `days` days from `first` once, so ``instant(on:minutesAfterMidnight:in:)``
  /// answers those days without the time zone database (a cold generation reads thousands).
  /// - Parameters:
  ///   - first: the first calendar day.
  ///   - days: how many days.
  public mutating func readSteadyOffsets(from first: LogicalDate, days: Int) {
    steadyDeviceOffsets = SteadyOffsets(zone: deviceTimeZone, from: first, days: days)
  }

  /// The instant a wall clock shows `minutes` after midnight on `date` in `zone` (a rule's own),
  /// or in the device's zone when `zone` is nil: `TimeZone.instant(on:minutesAfterMidnight:)`.
  /// - Parameters:
  ///   - date: the calendar date.
  ///   - minutes: minutes after that date's midnight.
  ///   - zone: the rule's zone, nil for the device's.
  /// - Returns: the instant.
  public func instant(on date: LogicalDate, minutesAfterMidnight minutes: Int, in zone: TimeZone?)
    -> Date
  {
    if zone == nil,
      let instant = steadyDeviceOffsets.instant(on: date, minutesAfterMidnight: minutes)
    {
      return instant
    }
    return (zone ?? deviceTimeZone).instant(on: date, minutesAfterMidnight: minutes)
  }
}
