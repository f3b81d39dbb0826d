public import Foundation

/// The user's settings that the rules engine and reminders read. One per user (dedup keeps the
/// earliest `createdAt`).
public struct UserSettings: Identifiable, Hashable, Codable, Sendable {
  /// Unique id.
  public var id: UUID
  /// Where the logical day starts (D-1), 00:00 … 06:00.
  public var dayStart: WallClockTime
  /// When the evening planning prompt fires.
  public var planningTime: WallClockTime
  /// When the morning nudge fires.
  public var morningTime: WallClockTime
  /// The first day of the week (every-N-weeks counting).
  public var weekStart: Weekday
  /// When the row was created.
  public var createdAt: Date
  /// When the row last changed.
  public var modifiedAt: Date

  /// Makes settings; defaults are 03:00 day start, 21:00 planning, 07:00 morning, Monday.
  public init(
    id: UUID = UUID(), dayStart: WallClockTime = .defaultDayStart,
    planningTime: WallClockTime = WallClockTime(minutes: 21 * 60) ?? .midnight,
    morningTime: WallClockTime = WallClockTime(minutes: 7 * 60) ?? .midnight,
    weekStart: Weekday = .monday, createdAt: Date, modifiedAt: Date? = nil
  ) {
    self.id = id
    self.dayStart = dayStart
    self.planningTime = planningTime
    self.morningTime = morningTime
    self.weekStart = weekStart
    self.createdAt = createdAt
    self.modifiedAt = modifiedAt ?? createdAt
  }

  /// Whether `time` is an allowed day start (00:00 … 06:00).
  public static func isValidDayStart(_ time: WallClockTime) -> Bool { time.minutes <= 360 }
}
