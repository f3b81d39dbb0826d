public import Foundation
public import JamaalModel

/// Everything the planner reads (SPEC §6): plain values, no store and no clock.
public struct ReminderInputs: Sendable {
  /// The current instant.
  public var now: Date
  /// The device's logical day (zone and day start).
  public var logicalDay: LogicalDay
  /// How many logical days ahead reminders are planned (5: today and four more).
  public var horizonDays: Int
  /// The most notifications pending at once (the platform's budget, 64).
  public var budget: Int
  /// The stored Anchors that may fall in the horizon (any order; extra ones are ignored).
  public var stored: [Anchor]
  /// The preview of every active rule for the days not stored (an Anchor also stored is
  /// ignored: ids agree, D-14).
  public var previewed: [Anchor]
  /// Each rule's standing; an Anchor of a rule missing here gets no reminder.
  public var rules: [UUID: RuleStanding]
  /// Each rule's title (for the words: "School run · Drop-off").
  public var ruleTitles: [UUID: String]
  /// When the planning prompt fires, `nil` when the user turned it off.
  public var planningTime: WallClockTime?
  /// The dates whose night is already planned or skipped (a `DayPlan` exists): no prompt the
  /// evening before.
  public var decidedNights: Set<LogicalDate>
  /// When the morning nudge fires, `nil` when it is off.
  public var morningTime: WallClockTime?
  /// Habit and trial-end reminders, already worded by their owners.
  public var extra: [NotificationRequest]
  /// The permission and this device's switch.
  public var delivery: ReminderDelivery

  /// Makes the inputs; the horizon is 5 days and the budget 64 unless given.
  public init(
    now: Date, logicalDay: LogicalDay, horizonDays: Int = 5, budget: Int = 64,
    stored: [Anchor] = [], previewed: [Anchor] = [], rules: [UUID: RuleStanding] = [:],
    ruleTitles: [UUID: String] = [:], planningTime: WallClockTime? = nil,
    decidedNights: Set<LogicalDate> = [], morningTime: WallClockTime? = nil,
    extra: [NotificationRequest] = [], delivery: ReminderDelivery
  ) {
    self.now = now
    self.logicalDay = logicalDay
    self.horizonDays = horizonDays
    self.budget = budget
    self.stored = stored
    self.previewed = previewed
    self.rules = rules
    self.ruleTitles = ruleTitles
    self.planningTime = planningTime
    self.decidedNights = decidedNights
    self.morningTime = morningTime
    self.extra = extra
    self.delivery = delivery
  }
}

/// Whether a rule's Anchors may remind: an active rule (with its exceptions), or one that is
/// paused, archived or needs attention (nothing).
public enum RuleStanding: Hashable, Sendable {
  /// Active; no reminder on a date inside one of `exceptions`.
  case active(exceptions: [ExceptionRange])
  /// Paused, archived or needing attention.
  case inactive

  /// Active with no exceptions.
  public static let active = RuleStanding.active(exceptions: [])
}
