/// A change the user made to a rule, for the line that confirms it.
public enum RuleChange: Hashable, Sendable, CaseIterable {
  /// A new rule.
  case added
  /// Its config edited.
  case edited
  /// Paused.
  case paused
  /// Resumed.
  case resumed
  /// Archived.
  case archived
}
