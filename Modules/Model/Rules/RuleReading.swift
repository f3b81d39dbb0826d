/// What reading a rule gives: a schedule, or why the rule needs attention.
public enum RuleReading: Sendable {
  /// The rule can generate.
  case ready(any RuleSchedule)
  /// The rule is shown as needing attention, never generated, never deleted.
  case needsAttention(NeedsAttention)
}
