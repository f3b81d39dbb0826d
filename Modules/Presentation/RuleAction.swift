public import JamaalSchedule

/// What the rules list (AN-01) and rule detail (AN-02) let a person do to a rule: "Edit ·
/// Pause · Archive" (the seeds' words), "Resume" on a paused rule, and "Add" at the top of the
/// list. A rule that needs attention (AN-07) offers Edit and Archive only; an archived one
/// offers nothing (its history stays).
public enum RuleAction: String, Hashable, Sendable, CaseIterable {
  /// Add a rule (the list's top button).
  case add
  /// Edit the rule.
  case edit
  /// Pause it: no new Anchors until resumed.
  case pause
  /// Resume a paused rule.
  case resume
  /// Archive it: hidden, its history kept.
  case archive

  /// The words of each action, in one table so they can be localised.
  public var label: String {
    switch self {
    case .add: "Add"
    case .edit: "Edit"
    case .pause: "Pause"
    case .resume: "Resume"
    case .archive: "Archive"
    }
  }

  /// The buttons of a rule in `state`, in screen order.
  /// - Parameter state: what the rule does now.
  /// - Returns: the actions with their words.
  public static func buttons(for state: RuleState) -> [ScreenAction<RuleAction>] {
    let actions: [RuleAction] =
      switch state {
      case .active: [.edit, .pause, .archive]
      case .paused: [.edit, .resume, .archive]
      case .needsAttention: [.edit, .archive]
      case .archived: []
      }
    return actions.map { ScreenAction($0, label: $0.label) }
  }
}
