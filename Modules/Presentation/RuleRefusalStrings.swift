public import Schedule

/// The words of a refused change to a rule (D-15), in one table so they can be localised.
public enum RuleRefusalStrings {
  /// "Update Jamaal to change this rule" (a newer version's rule; archive still works), or
  /// "School run is archived: it cannot be resumed".
  /// - Parameters:
  ///   - refusal: why the change is refused.
  ///   - change: what was asked.
  ///   - title: the rule's title.
  /// - Returns: the message.
  public static func message(
    _ refusal: RuleChangeRefusal, change: RuleChangeKind, title: String
  ) -> String {
    switch refusal {
    case .newerVersion: "Update Jamaal to change this rule"
    case .archived: "\(title) is archived: it cannot be \(participle(change))"
    }
  }

  /// "edited", "paused", "resumed", "given an exception", "archived".
  static func participle(_ change: RuleChangeKind) -> String {
    switch change {
    case .edit: "edited"
    case .pause: "paused"
    case .resume: "resumed"
    case .exception: "given an exception"
    case .archive: "archived"
    }
  }
}
