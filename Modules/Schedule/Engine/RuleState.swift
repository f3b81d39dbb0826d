public import JamaalModel

/// A rule's state in the rules list: what generation does with it.
public enum RuleState: Hashable, Sendable {
  /// Generates Anchors.
  case active
  /// Paused by the user: generates nothing.
  case paused
  /// Archived: hidden, generates nothing, history kept.
  case archived
  /// Cannot be read (AN-07): shown with the reason's message, never generated, never deleted.
  case needsAttention(NeedsAttention)

  /// The list's state word: `active`, `paused`, `archived` or `needsAttention`.
  public var key: String {
    switch self {
    case .active: "active"
    case .paused: "paused"
    case .archived: "archived"
    case .needsAttention: "needsAttention"
    }
  }
}
