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

/// Whether the night before a date was planned or skipped. One per date.
public struct DayPlan: Identifiable, Hashable, Codable, Sendable {
  /// Unique id.
  public var id: UUID
  /// The logical date planned.
  public var date: LogicalDate
  /// Planned or skipped (unknown values kept).
  public var state: DayPlanState
  /// When the row was created.
  public var createdAt: Date
  /// When the row last changed.
  public var modifiedAt: Date

  /// Makes a day plan.
  public init(
    id: UUID = UUID(), date: LogicalDate, state: DayPlanState, createdAt: Date,
    modifiedAt: Date? = nil
  ) {
    self.id = id
    self.date = date
    self.state = state
    self.createdAt = createdAt
    self.modifiedAt = modifiedAt ?? createdAt
  }
}

/// A focus session: the timer behind the focus chip.
public struct FocusSession: Identifiable, Hashable, Codable, Sendable {
  /// Unique id.
  public var id: UUID
  /// What the user is focusing on, if named.
  public var title: String?
  /// When it started.
  public var startedAt: Date
  /// When it stopped; `nil` while running.
  public var endedAt: Date?
  /// Minutes logged when it stopped.
  public var loggedMinutes: Int
  /// When the row was created.
  public var createdAt: Date
  /// When the row last changed.
  public var modifiedAt: Date

  /// Makes a session.
  public init(
    id: UUID = UUID(), title: String? = nil, startedAt: Date, endedAt: Date? = nil,
    loggedMinutes: Int = 0, createdAt: Date? = nil, modifiedAt: Date? = nil
  ) {
    self.id = id
    self.title = title
    self.startedAt = startedAt
    self.endedAt = endedAt
    self.loggedMinutes = loggedMinutes
    self.createdAt = createdAt ?? startedAt
    self.modifiedAt = modifiedAt ?? createdAt ?? startedAt
  }

  /// Whether the timer is still running.
  public var isRunning: Bool { endedAt == nil }
}
