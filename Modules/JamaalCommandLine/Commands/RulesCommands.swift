import Foundation
import JamaalCore
import Model
import Presentation
import Schedule

/// `jamaal rules …`: add, list, show, edit, pause, resume, archive, except.
enum RulesCommands {
  static func add(_ invocation: Invocation) throws {
    let session = try Session(invocation)
    let jamaal = try session.openEvaluated()
    var draft = try RuleDrafts.draft(for: invocation, session: session, jamaal: jamaal)
    if let title = invocation.value("title") { draft.title = title }
    let rule = try refusing { try jamaal.addRule(draft) }
    try printRule(rule, jamaal: jamaal, output: session.output, change: .added)
  }

  static func list(_ invocation: Invocation) throws {
    let session = try Session(invocation)
    let jamaal = try session.openEvaluated()
    let overviews = try jamaal.ruleOverviews()
    if session.output.json {
      try session.output.document(overviews.map { json($0) })
      return
    }
    let output = session.output
    if overviews.isEmpty { output.line(RuleListStrings.empty + ": jamaal rules add --preset KEY") }
    for overview in overviews {
      let row = RuleRow(
        rule: overview.rule, state: overview.state, summary: overview.summary, next: overview.next,
        logicalDay: jamaal.logicalDay, today: jamaal.today)
      output.line(output.dim(row.shortID) + "  " + row.line + stateTag(row.state))
      if let next = row.next { output.line(String(repeating: " ", count: 10) + next) }
    }
  }

  static func show(_ invocation: Invocation) throws {
    let session = try Session(invocation)
    let jamaal = try session.openEvaluated()
    let rule = try refusing { try jamaal.rule(matching: invocation.positionals[0]) }
    try printRule(rule, jamaal: jamaal, output: session.output, change: nil)
  }

  static func edit(_ invocation: Invocation) throws {
    let sets = invocation.values["set"] ?? []
    guard !sets.isEmpty else { throw CLIError.usage("jamaal rules edit: give at least one --set") }
    let session = try Session(invocation)
    let jamaal = try session.openEvaluated()
    let rule = try refusing { try jamaal.rule(matching: invocation.positionals[0]) }
    let saved = try refusing { try jamaal.editRule(rule.id, sets: sets) }
    try printRule(saved, jamaal: jamaal, output: session.output, change: .edited)
  }

  static func pause(_ invocation: Invocation) throws {
    try change(invocation, .paused) { rule, _ in
      var rule = rule
      rule.isPaused = true
      return rule
    }
  }

  static func resume(_ invocation: Invocation) throws {
    try change(invocation, .resumed) { rule, _ in
      var rule = rule
      rule.isPaused = false
      return rule
    }
  }

  static func archive(_ invocation: Invocation) throws {
    try change(invocation, .archived) { rule, _ in
      var rule = rule
      rule.isArchived = true
      return rule
    }
  }

  static func except(_ invocation: Invocation) throws {
    let session = try Session(invocation)
    let jamaal = try session.openEvaluated()
    let rule = try refusing { try jamaal.rule(matching: invocation.positionals[0]) }
    let range = try refusing {
      try ScheduleExceptions.range(
        from: try invocation.required("from"), to: invocation.value("to"),
        reason: try invocation.required("reason"))
    }
    let (saved, removed) = try refusing { try jamaal.addException(range, to: rule) }
    if !session.output.json {
      session.output.line(
        RuleDetailStrings.exceptionAdded(range, title: saved.title, removed: removed))
    }
    try printRule(saved, jamaal: jamaal, output: session.output, change: nil, quiet: true)
  }

  /// Loads a rule, changes it, saves it (D-7) and prints it.
  private static func change(
    _ invocation: Invocation, _ change: RuleChange,
    _ body: (AnchorRule, Jamaal) throws -> AnchorRule
  ) throws {
    let session = try Session(invocation)
    let jamaal = try session.openEvaluated()
    let rule = try refusing { try jamaal.rule(matching: invocation.positionals[0]) }
    let changed = try body(rule, jamaal)
    try jamaal.saveRule(changed)
    let saved = try jamaal.rule(matching: rule.id.uuidString)
    try printRule(saved, jamaal: jamaal, output: session.output, change: change)
  }

  /// Prints a rule with its next 7 days and exceptions.
  static func printRule(
    _ rule: AnchorRule, jamaal: Jamaal, output: Output, change: RuleChange?,
    quiet: Bool = false
  ) throws {
    let snapshot = try jamaal.ruleDetail(rule)
    let overview = snapshot.overview
    let upcoming = snapshot.upcoming
    let exceptions = snapshot.exceptions
    if output.json {
      var document = json(overview)
      document.upcoming = upcoming.map(AnchorJSON.init)
      document.exceptions = exceptions.map {
        RuleJSON.ExceptionJSON(
          start: $0.start.description, end: $0.end?.description, reason: $0.reason.rawValue)
      }
      try output.document(document)
      return
    }
    guard !quiet else { return }
    let detail = RuleDetail(
      rule: rule, state: overview.state, summary: overview.summary, upcoming: upcoming,
      exceptions: exceptions, logicalDay: jamaal.logicalDay, today: jamaal.today)
    if let change { output.line(RuleDetailStrings.changed(change, title: rule.title)) }
    output.line(
      output.bold(detail.title) + AnchorTitles.separator + detail.summary + stateTag(detail.state))
    output.line(output.dim(detail.identity))
    for line in detail.exceptions { output.line(line) }
    output.line(detail.days)
    for line in detail.upcoming { output.line("  " + line) }
  }

  /// "  [paused]" after a rule's line; nothing while active.
  private static func stateTag(_ state: String?) -> String { state.map { "  [\($0)]" } ?? "" }

  /// "Tomorrow 2026-12-03 · 08:15–08:45 · Drop-off", or for a multi-day window
  /// "Today 2026-11-26 · until Fri 2026-11-27 · Water the plants".
  static func describe(_ anchor: Anchor, jamaal: Jamaal) -> String {
    RuleDetailStrings.occurrence(anchor, logicalDay: jamaal.logicalDay, today: jamaal.today)
  }

  /// The summary, or for a rule that needs attention, why.
  private static func summaryWords(_ overview: RuleOverview) -> String {
    if case .needsAttention(let why) = overview.state { return RuleListStrings.needsAttention(why) }
    return overview.summary ?? ""
  }

  static func json(_ overview: RuleOverview) -> RuleJSON {
    RuleJSON(
      id: overview.rule.id.uuidString.lowercased(), title: overview.rule.title,
      sourceKey: overview.rule.sourceKey.rawValue, summary: summaryWords(overview),
      state: overview.state.key == "archived" ? "archived" : overview.state.key,
      effortMinutes: overview.rule.effortMinutes, placement: overview.rule.placement.rawValue,
      config: JSONText(data: overview.rule.configData),
      next: overview.next.map {
        RuleJSON.NextJSON(
          windowStart: isoUTC($0.windowStart), windowEnd: isoUTC($0.windowEnd), title: $0.title)
      })
  }
}

/// Runs `body`, turning the facade's and the engine's refusals into exit 1 with their words.
func refusing<T>(_ body: () throws -> T) throws -> T {
  do {
    return try body()
  } catch let error as CLIError {
    throw error
  } catch let error as JamaalError {
    throw CLIError.refused(error.message)
  } catch let error as FieldError {
    throw CLIError.refused(error.description)
  }
}
