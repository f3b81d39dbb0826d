public import Foundation
import JamaalModel
public import JamaalPresentation
public import JamaalSchedule
import JamaalStorage

/// The launch cycle's first steps: finalise missed, generate, re-plan reminders, then Today.
extension Jamaal {
  /// Finalises missed Anchors and generates today and tomorrow, in one transaction that also
  /// holds every read deciding it, so a concurrent action or edit is never overwritten.
  /// Running it twice writes nothing the second time.
  /// - Returns: what was written.
  /// - Throws: `StoreError`.
  @discardableResult
  public func evaluate() async throws -> GenerationPlan {
    try await evaluateReadingContext(now: clock.now).plan
  }

  /// ``evaluate()`` at `now`, also returning the rules and the stored Anchors it read (as they
  /// are after its writes), for a command that shows them next without reading them again.
  /// The platform's center is re-planned after the transaction, none open while it is awaited.
  func evaluateReadingContext(now: Date) async throws -> EvaluationContext {
    let context = try evaluateInStore(now: now)
    if case .platform(let center) = reminderTarget {
      try await reminders.replan(
        on: center, rules: context.rules, now: now, stored: context.stored,
        beyond: context.beyond)
    }
    return context
  }

  /// The evaluation's transaction, then (with `jamaal`'s stored center) the re-planning of
  /// reminders, all synchronous: what a read-first scope can run. The platform's center is
  /// left to ``evaluateReadingContext(now:)``.
  func evaluateInStore(now: Date) throws -> EvaluationContext {
    let (evaluation, rules) = try store.transaction {
      try settings.applyDueDayStart(now: now)
      let rules = try store.rules()
      return (try evaluateKeepingContext(rules: rules, now: now), rules)
    }
    try reminders.replanRemindersInStore(
      rules: rules, now: now, stored: evaluation.stored, beyond: evaluation.beyond)
    return EvaluationContext(
      rules: rules, stored: evaluation.stored, beyond: evaluation.beyond, plan: evaluation.plan)
  }

  /// What an evaluation read and wrote: the rules, the stored Anchors as its writes leave them
  /// (with those past today + 2 up to the reminder horizon in `beyond`), and its plan.
  struct EvaluationContext {
    /// The rules read.
    var rules: [AnchorRule]
    /// The stored Anchors generation saw, after the plan.
    var stored: [Anchor]
    /// The stored Anchors of today + 3 … today + 4 not in `stored`.
    var beyond: [Anchor]
    /// What was written.
    var plan: GenerationPlan
  }

  /// Today's Anchors section (D-3, D-12).
  /// - Throws: `StoreError`.
  public func todaySection() throws -> TodaySection {
    try todaySection(rules: try store.rules(), now: clock.now)
  }

  /// Evaluates the day, re-plans reminders (with a notification center), then builds Today's
  /// section: what a launch and `jamaal today` do.
  ///
  /// One read of the rules serves both steps (evaluation writes Anchors, never rules), at one
  /// instant; every rule's latest Anchor comes in one query. Nothing is kept after the call, so
  /// a later call sees every write made in between.
  /// - Returns: Today's section after the evaluation's writes.
  /// - Throws: `StoreError`.
  public func evaluateToday() async throws -> TodaySection {
    let now = clock.now
    return try todaySection(rules: try await evaluateReadingContext(now: now).rules, now: now)
  }

  /// ``evaluateToday()`` on the synchronous path (reminders off or in the store).
  func evaluateTodayInStore() throws -> TodaySection {
    let now = clock.now
    return try todaySection(rules: try evaluateInStore(now: now).rules, now: now)
  }

  /// ``evaluate()`` on rules already read (inside the caller's transaction).
  @discardableResult
  func evaluate(rules: [AnchorRule], now: Date) throws -> GenerationPlan {
    try evaluateKeepingContext(rules: rules, now: now).plan
  }

  /// ``evaluate(rules:now:)``, also returning the stored Anchors it read as the plan leaves
  /// them (deletions gone, updates in place, inserts added), so re-planning reminders right
  /// after needs no second read of them.
  /// The stored Anchors dated past today + 2 up to the reminder horizon come back too, from
  /// the same read, in `beyond` (generation never sees them, nor changes them).
  func evaluateKeepingContext(rules: [AnchorRule], now: Date) throws
    -> (plan: GenerationPlan, stored: [Anchor], beyond: [Anchor])
  {
    let (stored, beyond) = try generationContext(now: now, readingThrough: 4)
    let plan =
      isRolloverPaused ? GenerationPlan() : engine.evaluate(rules: rules, stored: stored, now: now)
    try apply(plan)
    return (plan, plan.isEmpty ? stored : plan.applied(to: stored), beyond)
  }

  /// ``todaySection()`` with titles from rules already read.
  func todaySection(rules: [AnchorRule], now: Date) throws -> TodaySection {
    let date = logicalDay.logicalDate(of: now)
    let anchors = try store.todayAnchors(
      date: date, interval: logicalDay.interval(of: date), now: now)
    let titles = Dictionary(rules.map { ($0.id, $0.title) }) { first, _ in first }
    return TodaySection(anchors: anchors, ruleTitles: titles, now: now, logicalDay: logicalDay)
  }

  /// Every rule's title by id (archived ones too: their Anchors keep their names).
  /// - Throws: `StoreError`.
  public func ruleTitles() throws -> [UUID: String] {
    Dictionary(try store.rules().map { ($0.id, $0.title) }) { first, _ in first }
  }

  /// The stored Anchors generation must see: a few days around today, every pending one that
  /// closed, and each rule's latest (the history an `afterLast` rule schedules from).
  func generationContext(now: Date? = nil) throws -> [Anchor] {
    try generationContext(now: now ?? clock.now, readingThrough: 2).stored
  }

  /// ``generationContext(now:)``, its range read through today + `last` (≥ 2) in the same
  /// query: the Anchors past today + 2 not otherwise in it come back in `beyond`.
  func generationContext(now: Date, readingThrough last: Int) throws
    -> (stored: [Anchor], beyond: [Anchor])
  {
    let today = engine.today(at: now)
    let edge = today.adding(days: 2)
    let range = try store.anchors(from: today.adding(days: -2), through: today.adding(days: last))
    var seen: Set<UUID> = []
    let candidates =
      try range.filter { $0.occurrenceDate <= edge } + store.pendingAnchors(closedBy: now)
      + store.latestAnchorPerRule()
    let stored = candidates.filter { seen.insert($0.id).inserted }
    return (stored, range.filter { $0.occurrenceDate > edge && !seen.contains($0.id) })
  }

  /// Writes a plan in one transaction.
  func apply(_ plan: GenerationPlan) throws {
    guard !plan.isEmpty else { return }
    try store.transaction {
      if !plan.deletions.isEmpty { _ = try store.deletePendingAnchors(ids: plan.deletions) }
      for anchor in plan.updates { try store.updateAnchor(anchor) }
      if !plan.inserts.isEmpty { try store.insertAnchors(plan.inserts) }
    }
  }
}
