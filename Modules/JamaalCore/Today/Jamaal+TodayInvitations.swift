import JamaalModel
import JamaalReminders
import JamaalStorage

extension ReminderPreference {
  /// The logical date Today last showed the banner on (D-21: shown once per logical day).
  public static let bannerShownOn = PreferenceKey<LogicalDate>(date: "reminderBannerShownOn")
}

extension Jamaal {
  /// Whether Today shows the quiet "Plan tomorrow" row (G-45): after the planning time, unless
  /// tomorrow is planned or skipped — whatever the permission, the switch or the prompt.
  /// - Throws: `StoreError`.
  public func showsPlanTomorrow() throws -> Bool {
    let plan = try store.dayPlan(for: today.adding(days: 1))
    return PlanningTime.showsPlanTomorrow(
      try planningTime(), now: clock.now, logicalDay: logicalDay,
      tomorrowDecided: plan?.state.isKnown == true)
  }

  /// A view of Today takes the notifications banner (D-21): it shows when the banner is due
  /// (``Jamaal/Reminders/showsBanner(_:)``), the planning time of the logical today has come, and no
  /// view of Today showed it yet today; showing it records that (a local preference), so later
  /// views that day do not. `reminders plan` and settings are not views of Today: they call
  /// ``Jamaal/Reminders/showsBanner(_:)``, which writes nothing.
  /// - Parameter plan: the plan the last re-planning applied.
  /// - Returns: whether this view shows the banner.
  /// - Throws: `StoreError`.
  func takeReminderBanner(_ plan: ReminderPlan) throws -> Bool {
    let now = clock.now
    guard now >= PlanningTime.instant(try planningTime(), now: now, logicalDay: logicalDay) else {
      return false
    }
    let date = today
    return try store.transaction {
      let shown = try store.value(of: ReminderPreference.bannerShownOn)
      guard shown != date, try reminders.showsBanner(plan) else { return false }
      try store.set(date, for: ReminderPreference.bannerShownOn)
      return true
    }
  }

  /// The user's planning time (21:00 until changed).
  private func planningTime() throws -> WallClockTime {
    (try store.settings() ?? UserSettings(createdAt: clock.now)).planningTime
  }

  /// Marks the night before `date` planned or skipped (a `DayPlan`): no planning prompt that
  /// evening.
  /// - Parameters:
  ///   - date: the logical date planned.
  ///   - state: planned or skipped.
  /// - Returns: the plan stored.
  /// - Throws: `StoreError`.
  @discardableResult
  public func markNight(_ date: LogicalDate, as state: DayPlanState) throws -> DayPlan {
    let now = clock.now
    return try store.transaction {
      if var existing = try store.dayPlan(for: date) {
        guard existing.state != state else { return existing }
        existing.state = state
        existing.modifiedAt = now
        return try store.saveDayPlan(existing)
      }
      return try store.saveDayPlan(DayPlan(date: date, state: state, createdAt: now))
    }
  }
}
