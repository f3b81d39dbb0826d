public import Model
public import Schedule

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
  /// The rule's title.
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
  public init(
    rule: AnchorRule, state: RuleState, summary: String?, next: Anchor?, logicalDay: LogicalDay,
    today: LogicalDate
  ) {
    shortID = TimeText.shortID(rule.id)
    title = rule.title
    if case .needsAttention(let why) = state {
      self.summary = RuleListStrings.needsAttention(why)
    } else {
      self.summary = summary ?? ""
    }
    self.state = RuleListStrings.state(state)
    self.next = next.map {
      RuleListStrings.next(
        RuleDetailStrings.occurrence($0, logicalDay: logicalDay, today: today))
    }
  }

  /// "School run · Mon–Fri · 08:15, 15:15 · 30 min": the title and the summary.
  public var line: String { title + AnchorTitles.separator + summary }
}
