package import Foundation
import JamaalModel
import JamaalPresentation
public import JamaalReminders
import JamaalSchedule
import JamaalStorage

extension Jamaal.Reminders {
  /// The plan the last re-planning applied (what Today's banner reads), `nil` before any.
  public var lastPlan: ReminderPlan? { jamaal.lastReminderPlan }

  /// Plans reminders now (SPEC §6) under `delivery`, reading what the plan depends on.
  /// - Parameters:
  ///   - delivery: the permission and this device's switch (``delivery(reported:)``).
  ///   - horizonDays: logical days ahead (5).
  /// - Returns: the plan; nothing is written.
  /// - Throws: `StoreError`.
  public func plan(delivery: ReminderDelivery, horizonDays: Int = 5) throws
    -> ReminderPlan
  {
    var options = try options()
    options.horizonDays = horizonDays
    return try plan(
      rules: try store.rules(), now: clock.now, delivery: delivery, options: options)
  }

  /// The plan as it stood at an earlier `instant` (what a desktop's deliverer catches up on
  /// after a sleep: the requests that came due since), from the store as it is now; nothing
  /// is written.
  /// - Throws: `StoreError`.
  package func plan(at instant: Date, delivery: ReminderDelivery) throws -> ReminderPlan {
    try plan(rules: try store.rules(), now: instant, delivery: delivery, options: try options())
  }

  /// Plans and applies reminders to the notification center, if one is set: the last step of
  /// the launch cycle (SPEC §9), run on launch, foreground and background refresh. The
  /// permission is read from the center and compared with the last-known state.
  /// - Returns: the plan and what changed, or `nil` without a center.
  /// - Throws: `StoreError`, or what the center throws.
  @discardableResult
  public func replan() async throws -> (plan: ReminderPlan, diff: NotificationDiff)? {
    let now = clock.now
    if case .platform(let center) = jamaal.reminderTarget {
      return try await replan(on: center, rules: try store.rules(), now: now)
    }
    return try replanRemindersInStore(rules: try store.rules(), now: now)
  }

  /// ``replan()`` into the platform's center, on rules already read (and, right after
  /// an evaluation, the stored Anchors it read: today − 2 … today + 2 and each rule's latest,
  /// with its inserts, and in `beyond` those of today + 3 … today + 4 not among them). No
  /// transaction is open while the center is awaited.
  @discardableResult
  func replan(
    on center: any UserNotificationCenter, rules: [AnchorRule], now: Date,
    stored: [Anchor]? = nil, beyond: [Anchor] = []
  ) async throws -> (plan: ReminderPlan, diff: NotificationDiff) {
    let plan = try reminderPlan(
      reported: await center.authorizationStatus(), rules: rules, now: now, stored: stored,
      beyond: beyond)
    let diff = try await plan.apply(to: center)
    jamaal.setLastReminderPlan(plan)
    return (plan, diff)
  }

  /// ``replan()`` into `jamaal`'s stored center, synchronously, right after the
  /// evaluation's transaction (inside the read-first scope of a quiet `jamaal today`), on the
  /// same reads as ``replan(on:rules:now:stored:beyond:)``; with reminders off or the
  /// platform's center (re-planned only by the async calls), nothing.
  @discardableResult
  func replanRemindersInStore(
    rules: [AnchorRule], now: Date, stored: [Anchor]? = nil, beyond: [Anchor] = []
  ) throws -> (plan: ReminderPlan, diff: NotificationDiff)? {
    guard case .stored(let center) = jamaal.reminderTarget else { return nil }
    let plan = try reminderPlan(
      reported: center.authorizationStatus(), rules: rules, now: now, stored: stored,
      beyond: beyond)
    let diff = try center.apply(plan)
    jamaal.setLastReminderPlan(plan)
    return (plan, diff)
  }

  /// The plan under what the center reported, from what an evaluation read (if it did).
  private func reminderPlan(
    reported: NotificationPermission, rules: [AnchorRule], now: Date, stored: [Anchor]?,
    beyond: [Anchor]
  ) throws -> ReminderPlan {
    try plan(
      rules: rules, now: now, delivery: try delivery(reported: reported),
      options: try options(), stored: stored.map { ($0 + beyond, throughDays: 4) })
  }

  /// The plan from rules already read. While the rollover is paused (G-80), Anchor reminders
  /// come only from the stored Anchors Today shows now: no day is previewed, and nothing is
  /// planned for a row Today lacks.
  /// `known` is what an evaluation read, covering today − 2 … today + `throughDays`.
  func plan(
    rules: [AnchorRule], now: Date, delivery: ReminderDelivery, options: ReminderOptions,
    stored known: (anchors: [Anchor], throughDays: Int)? = nil
  ) throws -> ReminderPlan {
    let today = engine.today(at: now)
    let last = today.adding(days: max(0, options.horizonDays - 1))
    let stored: [Anchor]
    if jamaal.isRolloverPaused {
      stored = try store.todayAnchors(
        date: today, interval: logicalDay.interval(of: today), now: now)
    } else if let known {
      // The evaluation read through today + 4; later days hold only one-offs, if anything.
      let beyond = today.adding(days: known.throughDays + 1)
      stored =
        beyond <= last
        ? known.anchors + (try store.anchors(from: beyond, through: last)) : known.anchors
    } else {
      stored =
        try store.anchors(from: today.adding(days: -1), through: last)
        + store.latestAnchorPerRule()
    }
    var nights: Set<LogicalDate> = []
    if options.planningPrompt {
      for offset in 1...max(1, options.horizonDays) {
        let date = today.adding(days: offset)
        if let plan = try store.dayPlan(for: date), plan.state.isKnown { nights.insert(date) }
      }
    }
    let inputs = ReminderGathering.inputs(
      engine: engine, rules: rules, stored: stored, now: now,
      settings: try store.settings() ?? UserSettings(createdAt: now), options: options,
      decidedNights: nights, delivery: delivery, previewing: !jamaal.isRolloverPaused)
    return ReminderPlanner.plan(inputs, wording: ReminderWords())
  }
}
