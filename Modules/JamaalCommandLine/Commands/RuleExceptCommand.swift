import JamaalModel
import JamaalPresentation
import JamaalSchedule

/// `jamaal rules except ID`: an exception to a rule, for a range of days and a reason (AN-06).
extension RulesCommands {
  /// `jamaal rules except ID --from … --reason …`.
  static let exceptCommand = CommandSpec(
    "rules except", "ID --from YYYY-MM-DD [--to YYYY-MM-DD] --reason REASON",
    "Adds an exception to a rule.", options: ExceptOption.self, positionals: 1...1, run: except
  ).completing(.listed(.rules))

  /// The options of `jamaal rules except`.
  enum ExceptOption: String, CommandOption {
    case from, to, reason

    var usage: (value: String?, help: String) {
      switch self {
      case .from: ("YYYY-MM-DD", "the first day excepted")
      case .to: ("YYYY-MM-DD", "the last day (default: open end)")
      case .reason: ("REASON", "termBreak, holiday, travel, illness or other")
      }
    }

    var completion: CompletionValues { self == .reason ? .known(of: ExceptionReason.self) : .text }
  }

  static func except(_ invocation: Invocation<ExceptOption>) async throws {
    let session = try Session(invocation)
    let range = try refusing {
      try ScheduleExceptions.range(
        from: try invocation.required(.from), to: invocation.value(.to),
        reason: try invocation.required(.reason))
    }
    let jamaal = try session.openForChecking()
    let rule = try refusing { try jamaal.rules.rule(matching: invocation.positionals[0]) }
    let (saved, removed) = try refusing {
      try jamaal.rules.addException(range, toRuleWithID: rule.id)
    }
    let snapshot = try await jamaal.rules.evaluateDetail(saved)
    if !session.output.json {
      session.output.line(
        RuleDetailStrings.exceptionAdded(range, title: saved.title, removed: removed))
    }
    try printRule(saved, snapshot, jamaal: jamaal, output: session.output, change: nil, quiet: true)
  }
}
