public import Model

/// A change the user asks of a stored rule, as far as whether it is allowed (D-15).
public enum RuleChangeKind: Hashable, Sendable, CaseIterable {
  /// `--set` edits.
  case edit
  /// Pause.
  case pause
  /// Resume.
  case resume
  /// An exception range.
  case exception
  /// Archive.
  case archive
}

/// Why a change to a rule is refused (D-15): the rule came from a newer version (it can only be
/// archived), or it is archived (nothing changes it any more).
public enum RuleChangeRefusal: Hashable, Sendable {
  /// The rule needs attention because a newer version wrote it ("Update Jamaal to change this
  /// rule").
  case newerVersion
  /// The rule is archived: it is never resumed, paused, edited or given exceptions.
  case archived

  /// Why `change` is refused on `rule`, or `nil` when it is allowed: a newer version's rule
  /// may only be archived; an archived rule takes no change but archiving again.
  /// - Parameters:
  ///   - change: what the user asks.
  ///   - rule: the stored rule.
  ///   - state: the rule's state (``ScheduleEngine/state(of:)``).
  /// - Returns: the refusal, or `nil`.
  public static func check(
    _ change: RuleChangeKind, rule: AnchorRule, state: RuleState
  ) -> RuleChangeRefusal? {
    guard change != .archive else { return nil }
    if rule.isArchived { return .archived }
    if case .needsAttention(.newerVersion) = state { return .newerVersion }
    return nil
  }
}
