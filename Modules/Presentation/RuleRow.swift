public import JamaalModel
public import JamaalSchedule

/// One rule of the rules list (AN-01) as words: "School run · Mon–Fri · 08:15, 15:15 · 30 min",
/// its state and its next Anchor.
///
/// ```swift
/// let row = RuleRow(rule: rule, state: .paused, summary: summary, next: nil,
///                   logicalDay: day, today: today)
/// row.line    // "School run · Mon–Fri · 08:15, 15:15 · 30 min"
/// row.state   // "paused"
/// ```
public struct RuleRow: Hashable, Sendable {
  /// The short id that names the rule on the command line ("1a2b3c4d").
  public let shortID: String
  /// The rule's title, cut for display (``ShownTitle``).
  public let title: String
  /// The one-line schedule, or the needs-attention message.
  public let summary: String
  /// "paused", "archived", "needs attention"; `nil` while active.
  public let state: String?
  /// "next: Tomorrow 2026-11-27 · 08:15–08:45 · Drop-off", or `nil` when nothing is next.
  public let next: String?

  /// The words of one rule.
  /// - Parameters:
  ///   - rule: the rule.
  ///   - state: what it does now.
  ///   - summary: its one-line schedule (D-12), as its source writes it; `nil` when it needs
  ///     attention.
  ///   - next: its next Anchor, if any.
  ///   - logicalDay: the device's logical day.
  ///   - today: the logical today.
  ///   - gaps: why nothing is next, for an active rule with no next Anchor.
  public init(
    rule: AnchorRule, state: RuleState, summary: String?, next: Anchor?, logicalDay: LogicalDay,
    today: LogicalDate, gaps: RuleGaps = RuleGaps()
  ) {
    shortID = TimeText.shortID(rule.id)
    title = ShownTitle.cut(rule.title)
    if case .needsAttention(let why) = state {
      self.summary = RuleListStrings.needsAttention(why)
    } else {
      self.summary = summary ?? ""
    }
    self.state = RuleListStrings.state(state)
    if let next {
      self.next = RuleListStrings.next(
        RuleDetailStrings.occurrence(next, logicalDay: logicalDay, today: today))
    } else if case .active = state {
      self.next = RuleListStrings.nothingNext(RuleGapStrings.why(gaps))
    } else {
      self.next = nil
    }
  }

  /// "School run · Mon–Fri · 08:15, 15:15 · 30 min": the title and the summary.
  public var line: String { title + AnchorTitles.separator + summary }
}
