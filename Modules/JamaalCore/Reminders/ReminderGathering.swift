public import Foundation
public import JamaalModel
public import JamaalReminders
public import JamaalSchedule

/// Gathers the planner's inputs from rules and stored Anchors (SPEC §6): the stored Anchors of
/// the horizon, a preview of every active rule for the days not stored, and each rule's
/// standing. Pure: the facade feeds it what it read from the store.
public enum ReminderGathering {
  /// The planner's inputs.
  /// - Parameters:
  ///   - engine: the rules engine (it remembers how each rule read, so configs are decoded
  ///     once per change, not per plan).
  ///   - rules: every stored rule.
  ///   - stored: the stored Anchors from at least the logical today through the horizon, and
  ///     each rule's latest (the history an `afterLast` rule previews from).
  ///   - now: the current instant.
  ///   - settings: the planning and morning times.
  ///   - options: the horizon, the budget, and which daily reminders are on.
  ///   - decidedNights: the dates with a `DayPlan`.
  ///   - delivery: the permission and this device's switch.
  ///   - previewing: whether the days not stored are previewed (`false` while the rollover is
  ///     paused, G-80: Anchor reminders then come from `stored` alone, which is what Today
  ///     shows).
  /// - Returns: the inputs.
  public static func inputs(
    engine: ScheduleEngine, rules: [AnchorRule], stored: [Anchor], now: Date,
    settings: UserSettings, options: ReminderOptions, decidedNights: Set<LogicalDate>,
    delivery: ReminderDelivery, previewing: Bool = true
  ) -> ReminderInputs {
    let today = engine.today(at: now)
    let last = today.adding(days: max(0, options.horizonDays - 1))
    var byRule: [UUID: [Anchor]] = [:]
    var storedInHorizon: [Anchor] = []
    var seen = Set<UUID>(minimumCapacity: stored.count)
    for anchor in stored where seen.insert(anchor.id).inserted {
      if let rule = anchor.rule { byRule[rule, default: []].append(anchor) }
      if anchor.occurrenceDate <= last, anchor.windowEnd > now { storedInHorizon.append(anchor) }
    }
    var standings: [UUID: RuleStanding] = [:]
    var titles: [UUID: String] = [:]
    var previewed: [Anchor] = []
    for rule in rules {
      titles[rule.id] = rule.title
      guard !rule.isPaused, !rule.isArchived, case .ready(let schedule) = engine.read(rule) else {
        standings[rule.id] = .inactive
        continue
      }
      standings[rule.id] = .active(exceptions: (schedule as? ExceptedSchedule)?.exceptions ?? [])
      guard previewing else { continue }
      let mine = byRule[rule.id] ?? []
      let storedDates = Set(mine.lazy.map(\.occurrenceDate))
      // Days already stored show what is stored: only the days after them are previewed.
      for anchor in engine.preview(
        rule, from: today, days: options.horizonDays, after: storedDates, stored: mine, now: now)
      where !storedDates.contains(anchor.occurrenceDate) {
        previewed.append(anchor)
      }
    }
    return ReminderInputs(
      now: now, logicalDay: engine.logicalDay, horizonDays: options.horizonDays,
      budget: options.budget, stored: storedInHorizon, previewed: previewed, rules: standings,
      ruleTitles: titles, planningTime: options.planningPrompt ? settings.planningTime : nil,
      decidedNights: decidedNights, morningTime: options.morningNudge ? settings.morningTime : nil,
      extra: options.extra, delivery: delivery)
  }
}

/// What the user chose about reminders besides rules: the horizon and budget, the daily
/// reminders, and the habit and trial-end reminders their owners word.
public struct ReminderOptions: Sendable {
  /// Logical days planned ahead (5).
  public var horizonDays: Int
  /// The platform's budget (64).
  public var budget: Int
  /// Whether the evening planning prompt is on (default on).
  public var planningPrompt: Bool
  /// Whether the morning nudge is on (default off).
  public var morningNudge: Bool
  /// Habit and trial-end reminders.
  public var extra: [NotificationRequest]

  /// The defaults: 5 days, 64, planning prompt on, morning nudge off, no extras.
  public init(
    horizonDays: Int = 5, budget: Int = 64, planningPrompt: Bool = true,
    morningNudge: Bool = false, extra: [NotificationRequest] = []
  ) {
    self.horizonDays = horizonDays
    self.budget = budget
    self.planningPrompt = planningPrompt
    self.morningNudge = morningNudge
    self.extra = extra
  }
}
