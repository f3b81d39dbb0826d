public import Foundation
public import JamaalModel
public import JamaalPresentation

/// Today (TD-01) as one value: the section, the banner, the notices, the focus chip and the
/// "Plan tomorrow" row, read in one call (``Jamaal/todayScreen()``) at one instant.
public struct TodayScreen: Sendable, Hashable {
  /// The instant it was read at.
  public let now: Date
  /// The device's zone, for the times shown.
  public let timeZone: TimeZone
  /// The Anchors section: rows sorted by window start, grouped where a rule groups them.
  public let section: TodaySection
  /// Today's notifications banner (G-77) with its buttons, shown once a logical day (D-21);
  /// `nil` when none shows.
  public let banner: TodayBanner?
  /// The extensions' notices (sync's account change or problem line), in order.
  public let notices: [TodayNotice]
  /// The running focus session, if one runs.
  public let focus: FocusSession?
  /// The focus chip: which open window closes soonest (with a running session only).
  public let focusChip: String?
  /// Focus sessions left running past their day, stopped at its end by this read.
  public let focusStopped: [FocusSession]
  /// The night the quiet "Plan tomorrow" row plans (G-45), `nil` when it does not show.
  public let planTomorrow: LogicalDate?

  /// The "Plan tomorrow" row's words.
  public var planTomorrowText: String { ReminderStrings.planTomorrow }

  /// Makes the screen (the facade does; a preview may too).
  public init(
    now: Date, timeZone: TimeZone, section: TodaySection, banner: TodayBanner? = nil,
    notices: [TodayNotice] = [], focus: FocusSession? = nil, focusChip: String? = nil,
    focusStopped: [FocusSession] = [], planTomorrow: LogicalDate? = nil
  ) {
    self.now = now
    self.timeZone = timeZone
    self.section = section
    self.banner = banner
    self.notices = notices
    self.focus = focus
    self.focusChip = focusChip
    self.focusStopped = focusStopped
    self.planTomorrow = planTomorrow
  }
}

extension Jamaal {
  /// Evaluates the day (finalise missed, generate, re-plan reminders), then reads Today as one
  /// value: what a launch and `jamaal today` show. Taking the banner records its showing (D-21),
  /// and a focus session left running past its day is stopped at the day's end.
  /// - Throws: `StoreError`, or what an extension throws.
  ///
  /// It reads first, in one read transaction that takes no write lock: on a day with nothing to
  /// write (most launches) that is all. When the day needs writing — Anchors to finalise or
  /// generate, reminders to re-plan into the store, the banner's showing to record, a focus
  /// session to stop — the read gives up, writing nothing, and the same steps run again with
  /// writes, each re-reading inside its own transaction (R8). With the platform's center the
  /// evaluation and the screen are each read first that way, and the center is awaited between
  /// them, with no transaction open.
  public func todayScreen() async throws -> TodayScreen {
    guard case .platform(let center) = reminderTarget else { return try todayScreenInStore() }
    let now = clock.now
    let context = try store.readingFirst { try evaluateInStore(now: now) }
    // The center is awaited with no transaction open; the banner then reads the plan it took.
    try await reminders.replan(
      on: center, rules: context.rules, now: now, stored: context.stored, beyond: context.beyond)
    let section = try todaySection(rules: context.rules, now: now)
    return try store.readingFirst { try todayScreen(section: section, takingBanner: true) }
  }

  /// ``todayScreen()`` on the synchronous path (reminders off or in the store, as `jamaal`
  /// has them): one read-first try, then again writing what the day needs.
  package func todayScreenInStore() throws -> TodayScreen {
    try store.readingFirst { try writingTodayScreen() }
  }

  /// ``todayScreenInStore()``'s steps, writing what the day needs (after a read-first try gave
  /// up).
  package func writingTodayScreen() throws -> TodayScreen {
    let section = try evaluateTodayInStore()
    return try todayScreen(section: section, takingBanner: true)
  }

  /// Today as one value around a section already built (the demo's, with no banner taken).
  package func todayScreen(section: TodaySection, takingBanner: Bool) throws -> TodayScreen {
    let now = clock.now
    var banner: TodayBanner?
    if takingBanner, let plan = lastReminderPlan, try takeReminderBanner(plan) {
      banner = TodayBanner(plan.delivery)
    }
    let notices = try todayNotices()
    let stopped = try focus.stopPastTheirDay()
    let focus = try focus.running()
    let chip = focus.flatMap { _ in section.focusChip(now: now, logicalDay: logicalDay) }
    let invitation = try showsPlanTomorrow() ? today.adding(days: 1) : nil
    return TodayScreen(
      now: now, timeZone: logicalDay.timeZone, section: section, banner: banner,
      notices: notices, focus: focus, focusChip: chip, focusStopped: stopped,
      planTomorrow: invitation)
  }
}
