public import Foundation
public import JamaalModel
import JamaalPresentation
public import JamaalSchedule

extension Jamaal.Rules {
  /// Saves a new rule from a draft and generates its Anchors (today gets only windows that have
  /// not closed).
  /// - Parameter draft: the rule to save.
  /// - Returns: the saved rule.
  /// - Throws: ``JamaalError`` when the title is empty, the rule is over one of SPEC §7's limits
  ///   (``/JamaalModel/Limits``) or no registered source can read it; `StoreError`.
  @discardableResult
  public func add(_ draft: RuleDraft) throws -> AnchorRule {
    let rule = try checked(draft)
    try store.transaction {
      try store.insertRule(rule)
      try jamaal.apply(engine.planEdit(of: rule, stored: [], now: rule.createdAt))
    }
    return rule
  }

  /// Refuses a draft with an empty title, over one of SPEC §7's limits (``/JamaalModel/Limits``) or that
  /// no registered source can read, with no write: what ``add(_:)`` checks first, for
  /// commands that check everything before they write.
  /// - Throws: ``JamaalError`` of kind `field` or `unreadableRule`.
  public func check(_ draft: RuleDraft) throws { _ = try checked(draft) }

  /// The rule a draft makes now, or the refusal.
  private func checked(_ draft: RuleDraft) throws -> AnchorRule {
    let rule = AnchorRule(
      title: draft.title, sourceKey: draft.sourceKey, configData: draft.configData,
      effortMinutes: draft.effortMinutes, placement: draft.placement, createdAt: clock.now)
    try jamaal.refuseOverLimits(rule)
    do {
      try TitleRule.check(draft.title)
    } catch {
      throw JamaalError.field(error)
    }
    if case .needsAttention(let why) = engine.read(rule) {
      throw JamaalError(
        .unreadableRule(why),
        "the rule cannot be saved: \(RuleListStrings.needsAttention(why).lowercased())\(attentionDetail(why))"
      )
    }
    return rule
  }

  /// Saves an edited, paused, resumed or archived rule and replaces its pending Anchors whose
  /// window has not opened (D-7); open and decided ones stay.
  ///
  /// It writes the whole row: to change a stored rule, read it inside a `store.transaction` that
  /// also holds this call (as ``edit(_:sets:)`` and ``change(_:ruleWithID:)`` do), so a
  /// concurrent writer's change is never overwritten.
  /// - Parameters:
  ///   - rule: the rule as edited.
  ///   - checkingLimits: whether the rule must be within SPEC §7's limits (an edit); `false`
  ///     for a pause, resume or archive, which keeps a rule an older version wrote over a limit
  ///     as it is.
  /// - Throws: ``JamaalError`` of kind `field` when an edit leaves the rule over a limit;
  ///   `StoreError`.
  func saveRule(_ rule: AnchorRule, checkingLimits: Bool = true) throws {
    var rule = rule
    rule.modifiedAt = clock.now
    try store.transaction {
      try jamaal.updateRule(rule, checkingLimits: checkingLimits)
      try jamaal.apply(
        engine.planEdit(of: rule, stored: try jamaal.storedAnchors(of: rule.id), now: clock.now))
    }
  }

  /// Adds an exception to a rule (AN-06): pending Anchors inside it are removed; attended,
  /// missed, skipped and delegated ones stay.
  ///
  /// The rule is read inside the write transaction and the exception added to what is stored
  /// then, so a concurrent edit or exception is never lost.
  /// - Parameters:
  ///   - range: the days excepted.
  ///   - id: the rule's id.
  /// - Returns: the saved rule and how many pending Anchors were removed.
  /// - Throws: ``JamaalError`` — `notFound`, `newerVersion` (D-15), `archived` (an archived
  ///   rule takes none), `field` when the rule's config cannot take exceptions or would keep
  ///   more than 500 ranges once merged; `StoreError`.
  @discardableResult
  public func addException(_ range: ExceptionRange, toRuleWithID id: UUID) throws -> (
    rule: AnchorRule, removed: Int
  ) {
    let now = clock.now
    return try store.transaction {
      let rule = try storedRule(id)
      try refuseNewerVersion(rule)
      if rule.isArchived {
        throw JamaalError(.archived, RefusalStrings.archivedException(title: rule.title))
      }
      let stored = try store.pendingAnchors(rule: rule.id)
      let result: (rule: AnchorRule, deletions: [UUID])
      do {
        result = try ScheduleExceptions.add(range, to: rule, stored: stored, now: now)
      } catch {
        throw JamaalError.field(FieldError.from(error))
      }
      try jamaal.updateRule(result.rule)
      let removed = try store.deletePendingAnchors(ids: result.deletions)
      return (result.rule, removed)
    }
  }

  /// The rule with `id` (archived ones too), or `nil` when there is none.
  /// - Throws: `StoreError`.
  public func rule(id: UUID) throws -> AnchorRule? {
    try store.rule(id: id)
  }

  /// Finds a rule by its id or a unique id prefix of at least 6 characters.
  /// - Throws: ``JamaalError`` naming the id when none or several match.
  public func rule(matching text: String) throws -> AnchorRule {
    try jamaal.unique(try store.rules(idPrefix: Jamaal.prefix(text)), kind: "rule", text: text)
  }

  /// The rules list (AN-01): every rule not archived (or, with `archived`, every archived
  /// one), with its state, summary and next pending Anchor, listed by next window, then title
  /// (those with nothing next last).
  /// - Throws: `StoreError`.
  public func overviews(archived: Bool = false) throws -> [RuleOverview] {
    let now = clock.now
    return overviews(
      rules: try store.rules(), stored: try jamaal.generationContext(now: now), now: now,
      archived: archived)
  }

  /// Evaluates the day, re-plans reminders, then builds the rules list from the same read of the
  /// rules and stored Anchors (what `jamaal rules list` does, in one read instead of two).
  /// - Returns: ``overviews(archived:)`` after the evaluation's writes.
  /// - Throws: `StoreError`.
  public func evaluateOverviews(archived: Bool = false) async throws -> [RuleOverview] {
    let now = clock.now
    let context = try await jamaal.evaluateReadingContext(now: now)
    return overviews(rules: context.rules, stored: context.stored, now: now, archived: archived)
  }

  /// ``overviews(archived:)`` from rules and a generation context already read.
  private func overviews(
    rules: [AnchorRule], stored context: [Anchor], now: Date, archived: Bool
  ) -> [RuleOverview] {
    let today = engine.today(at: now)
    var byRule: [UUID: [Anchor]] = [:]  // keyed by UUID, as elsewhere: no `UUID?` key type
    for anchor in context {
      if let rule = anchor.rule { byRule[rule, default: []].append(anchor) }
    }
    let overviews = rules.filter { $0.isArchived == archived }.map { rule in
      let stored = byRule[rule.id] ?? []
      let upcoming = engine.upcoming(rule, from: today, days: 8, stored: stored, now: now)
      let next = ScheduleEngine.nextPending(in: upcoming, now: now)
      // Nothing next: say why, as rule detail does (ended, first later, no window).
      let gaps =
        next == nil
        ? engine.gaps(rule, from: today, days: 8, shown: [], stored: stored, now: now)
        : RuleGaps()
      return RuleOverview(rule: rule, engine: engine, next: next, today: today, gaps: gaps)
    }
    return RuleOverview.listed(overviews)
  }

  /// The Anchors a rule would have over `days` days from today, with no writes (G-34).
  /// - Throws: `StoreError`.
  public func preview(_ rule: AnchorRule, days: Int) throws -> [Anchor] {
    engine.preview(
      rule, from: today, days: days, stored: try jamaal.storedAnchors(of: rule.id), now: clock.now)
  }

  private func attentionDetail(_ why: NeedsAttention) -> String {
    if case .unreadable(let detail) = why { return " (\(detail))" }
    return ""
  }

}

/// A rule as the rules list shows it.
public struct RuleOverview: Sendable {
  /// The rule.
  public let rule: AnchorRule
  /// Active, paused, archived or needs attention.
  public let state: RuleState
  /// The one-line schedule (D-12); `nil` when the rule needs attention (an archived one says
  /// why here, its state being "archived").
  public let summary: String?
  /// Its next Anchor, if any.
  public let next: Anchor?
  /// Why nothing is next, when nothing is (the rules list says so).
  public let gaps: RuleGaps

  /// The rules list's order: by next window (rules with nothing next last), then title, then
  /// when the rule was added, then id, so the list never reshuffles between runs.
  public static func listed(_ overviews: [RuleOverview]) -> [RuleOverview] {
    overviews.sorted { lhs, rhs in
      let left = lhs.next?.windowStart ?? .distantFuture
      let right = rhs.next?.windowStart ?? .distantFuture
      if left != right { return left < right }
      if lhs.rule.title != rhs.rule.title { return lhs.rule.title < rhs.rule.title }
      if lhs.rule.createdAt != rhs.rule.createdAt { return lhs.rule.createdAt < rhs.rule.createdAt }
      return lhs.rule.id.canonicalText < rhs.rule.id.canonicalText
    }
  }

  /// Reads a rule's state and summary through the engine; with `today`, the summary counts
  /// what the rule can generate that day ("4 of 5 prayers").
  public init(
    rule: AnchorRule, engine: ScheduleEngine, next: Anchor?, today: LogicalDate? = nil,
    gaps: RuleGaps = RuleGaps()
  ) {
    self.rule = rule
    state = engine.state(of: rule)
    var summary = engine.summary(of: rule, on: today)
    // An archived rule that needs attention (a newer version's) still says what it is.
    if summary == nil, rule.isArchived, case .needsAttention(let why) = engine.read(rule) {
      summary = RuleListStrings.needsAttention(why)
    }
    self.summary = summary
    self.next = next
    self.gaps = gaps
  }
}
