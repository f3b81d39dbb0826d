public import Foundation
public import JamaalModel
public import JamaalSchedule

extension Jamaal.Rules {
  /// A rule as rule detail shows it (G-34, D-14): its overview, the Anchors of the next `days`
  /// days (the stored ones, with their ids and outcomes, for days already stored) and its
  /// exceptions.
  /// - Parameters:
  ///   - rule: the rule.
  ///   - days: how many days from today to show (7 in rule detail).
  /// - Returns: the detail.
  /// - Throws: `StoreError`.
  public func detail(_ rule: AnchorRule, days: Int = 7) throws -> RuleSnapshot {
    try detail(id: rule.id, days: days)
      ?? detail(
        rule, days: days, stored: try jamaal.storedAnchors(of: rule.id), now: clock.now)
  }

  /// Rule detail (AN-02) of the rule with `id`, read from the store as it is now — so an edit
  /// or an exception made since the caller read the rule shows.
  /// - Parameters:
  ///   - id: the rule's id.
  ///   - days: how many days from today to show (7 in rule detail).
  /// - Returns: the detail, or `nil` when there is no rule with `id`.
  /// - Throws: `StoreError`.
  public func detail(id: UUID, days: Int = 7) throws -> RuleSnapshot? {
    try store.readTogether { () -> RuleSnapshot? in
      guard let rule = try store.rule(id: id) else { return nil }
      return try detail(rule, days: days, stored: try jamaal.storedAnchors(of: id), now: clock.now)
    }
  }

  /// Evaluates the day, re-plans reminders, then builds ``detail(_:days:)`` from the stored
  /// Anchors the evaluation read (what `jamaal rules show` does, reading them once).
  /// - Parameters:
  ///   - rule: the rule.
  ///   - days: how many days to show from today.
  /// - Returns: the rule's detail after the evaluation's writes.
  /// - Throws: `StoreError`.
  public func evaluateDetail(_ rule: AnchorRule, days: Int = 7) async throws -> RuleSnapshot {
    let now = clock.now
    let context = try await jamaal.evaluateReadingContext(now: now).stored
    let fresh = try store.rule(id: rule.id) ?? rule
    return try detail(
      fresh, days: days, stored: try jamaal.storedAnchors(of: rule.id, context: context), now: now)
  }

  private func detail(_ rule: AnchorRule, days: Int, stored: [Anchor], now: Date) throws
    -> RuleSnapshot
  {
    let today = engine.today(at: now)
    // One look a day past the shown days, so "next" finds a weekly rule's window a week on.
    let ahead = engine.upcoming(rule, from: today, days: days + 1, stored: stored, now: now)
    let last = today.adding(days: days - 1)
    let upcoming = ahead.filter { $0.occurrenceDate <= last }
    let gaps = engine.gaps(
      rule, from: today, days: days, shown: upcoming, stored: stored, now: now)
    return RuleSnapshot(
      overview: RuleOverview(
        rule: rule, engine: engine, next: ScheduleEngine.nextPending(in: ahead, now: now),
        today: today),
      upcoming: upcoming, gaps: gaps,
      exceptions: (try? ExceptionRange.list(in: rule.configData)) ?? [],
      lastDone: LastDoneDate.of(config: rule.configData, stored: stored, logicalDay: logicalDay))
  }
}

/// A rule as rule detail reads it from the store (Presentation's `RuleDetail` words it).
public struct RuleSnapshot: Sendable {
  /// The rule, its state, summary and next Anchor.
  public let overview: RuleOverview
  /// The Anchors of the next days (a preview; G-34).
  public let upcoming: [Anchor]
  /// What the rule cannot generate over those days, and why nothing is shown when nothing is.
  public let gaps: RuleGaps
  /// The rule's exceptions (AN-06).
  public let exceptions: [ExceptionRange]
  /// When an after-last-done rule was last done (G-33); `nil` for other rules.
  public let lastDone: LogicalDate?
}
