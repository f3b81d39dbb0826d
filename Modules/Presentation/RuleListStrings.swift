public import JamaalModel
public import JamaalSchedule

/// Every word of the rules list (AN-01), in one table so it can be localised.
public enum RuleListStrings {
  /// "No rules yet" — an empty list.
  public static let empty = "No rules yet"

  /// The state words beside a rule: nothing while active, "paused", "archived",
  /// "needs attention".
  /// - Parameter state: the rule's state.
  /// - Returns: the words, or `nil` for an active rule.
  public static func state(_ state: RuleState) -> String? {
    switch state {
    case .active: nil
    case .paused: "paused"
    case .archived: "archived"
    case .needsAttention: "needs attention"
    }
  }

  /// `rules list --archived` with no archived rule.
  public static let noneArchived = "No archived rules"

  /// The message of a rule that needs attention (AN-07): "Update Jamaal to see this rule" (a
  /// newer version) or "This rule couldn't be read".
  /// - Parameter reason: why it cannot be read.
  /// - Returns: the message.
  public static func needsAttention(_ reason: NeedsAttention) -> String {
    switch reason {
    case .newerVersion: "Update Jamaal to see this rule"
    case .unreadable, .unregisteredSource: "This rule couldn't be read"
    }
  }

  /// "next: Tomorrow 2026-11-27 · 08:15–08:45 · Drop-off" — a rule's next Anchor.
  /// - Parameter occurrence: the Anchor's occurrence words.
  /// - Returns: the line.
  public static func next(_ occurrence: String) -> String { "next: \(occurrence)" }

  /// An active rule with nothing next: "nothing next: ends 2026-11-28", "nothing next: first
  /// on Tue 8 Dec", or "nothing next within a year" when nothing more can be said.
  /// - Parameter why: ``RuleGapStrings/why(_:)``'s clause, if any.
  /// - Returns: the line.
  public static func nothingNext(_ why: String?) -> String {
    why.map { "nothing next: \($0)" } ?? "nothing next within a year"
  }
}
