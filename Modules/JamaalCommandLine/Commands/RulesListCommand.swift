import Foundation
import JamaalCore
import JamaalPresentation

/// `jamaal rules list [--archived]`: the rules list (AN-01), or the archived rules.
extension RulesCommands {
  /// `jamaal rules list [--archived]`.
  static let listCommand = CommandSpec(
    "rules list", "[--archived]", "Lists the rules (or the archived ones).",
    options: ListOption.self, run: list)

  /// The options of `jamaal rules list`.
  enum ListOption: String, CommandOption {
    case archived

    var usage: (value: String?, help: String) {
      switch self {
      case .archived: (nil, "list the archived rules instead")
      }
    }
  }

  static func list(_ invocation: Invocation<ListOption>) async throws {
    let session = try Session(invocation)
    let jamaal = try session.open()
    let archived = invocation.flag(.archived)
    let overviews = try await jamaal.rules.evaluateOverviews(archived: archived)
    if session.output.json {
      try session.output.document(overviews.map { json($0) })
      return
    }
    let output = session.output
    if overviews.isEmpty {
      output.line(
        archived
          ? RuleListStrings.noneArchived : RuleListStrings.empty + ": jamaal rules add --preset KEY"
      )
    }
    for overview in overviews {
      let row = RuleRow(
        rule: overview.rule, state: overview.state, summary: overview.summary, next: overview.next,
        logicalDay: jamaal.logicalDay, today: jamaal.today, gaps: overview.gaps)
      output.line(output.dim(row.shortID) + "  " + row.line + stateTag(row.state))
      if let next = row.next { output.line(String(repeating: " ", count: 10) + next) }
    }
  }
}
