public import Foundation

/// What generation knows besides the rule: the clock, the settings and the stored history.
public struct GenerationContext: Sendable {
  /// The current instant.
  public var now: Date
  /// The device's zone (a rule without its own zone uses it, D-5).
  public var deviceTimeZone: TimeZone
  /// The user's day start (D-1).
  public var dayStart: WallClockTime
  /// The user's first day of the week.
  public var weekStart: Weekday
  /// Anchors already stored for this rule, any order.
  public var existing: [Anchor]

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
}
