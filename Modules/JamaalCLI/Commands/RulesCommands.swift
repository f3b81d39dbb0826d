import Foundation
import JamaalCore
import Model
import Schedule

/// `jamaal rules …`: add, list, show, edit, pause, resume, archive, except.
enum RulesCommands {
  static func add(_ invocation: Invocation) throws {
    let session = try Session(invocation)
    let jamaal = try session.openEvaluated()
    var draft = try RuleDrafts.draft(for: invocation, session: session, jamaal: jamaal)
    if let title = invocation.value("title") { draft.title = title }
    let rule = try refusing { try jamaal.addRule(draft) }
    try printRule(rule, jamaal: jamaal, output: session.output, verb: "Added")
  }

  static func list(_ invocation: Invocation) throws {
    let session = try Session(invocation)
    let jamaal = try session.openEvaluated()
    let overviews = try jamaal.ruleOverviews()
    if session.output.json {
      try session.output.document(overviews.map { json($0) })
      return
    }
    if overviews.isEmpty { session.output.line("No rules yet: jamaal rules add --preset KEY") }
    for overview in overviews {
      let id = String(overview.rule.id.uuidString.lowercased().prefix(8))
      let state = overview.state.key == "active" ? "" : "  [\(overview.state.key)]"
      session.output.line(
        "\(session.output.dim(id))  \(overview.rule.title) · \(overview.summary)\(state)")
      if let next = overview.next {
        session.output.line("          next: \(describe(next, jamaal: jamaal))")
      }
    }
  }

  static func show(_ invocation: Invocation) throws {
    let session = try Session(invocation)
    let jamaal = try session.openEvaluated()
    let rule = try refusing { try jamaal.rule(matching: invocation.positionals[0]) }
    try printRule(rule, jamaal: jamaal, output: session.output, verb: nil)
  }

  static func edit(_ invocation: Invocation) throws {
    let sets = invocation.values["set"] ?? []
    guard !sets.isEmpty else { throw CLIError.usage("jamaal rules edit: give at least one --set") }
    try change(invocation, verb: "Edited") { rule, jamaal in
      try RuleDrafts.edited(rule, sets: sets, jamaal: jamaal)
    }
  }

  static func pause(_ invocation: Invocation) throws {
    try change(invocation, verb: "Paused") { rule, _ in
      var rule = rule
      rule.isPaused = true
      return rule
    }
  }

  static func resume(_ invocation: Invocation) throws {
    try change(invocation, verb: "Resumed") { rule, _ in
      var rule = rule
      rule.isPaused = false
      return rule
    }
  }

  static func archive(_ invocation: Invocation) throws {
    try change(invocation, verb: "Archived") { rule, _ in
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
      let end = range.end.map { " to \($0)" } ?? " (open end)"
      session.output.line(
        "Added an exception to \(saved.title): \(range.start)\(end), \(range.reason)."
          + " Removed \(removed) pending Anchor\(removed == 1 ? "" : "s").")
    }
    try printRule(saved, jamaal: jamaal, output: session.output, verb: nil, quiet: true)
  }

  /// Loads a rule, changes it, saves it (D-7) and prints it.
  private static func change(
    _ invocation: Invocation, verb: String, _ body: (AnchorRule, Jamaal) throws -> AnchorRule
  ) throws {
    let session = try Session(invocation)
    let jamaal = try session.openEvaluated()
    let rule = try refusing { try jamaal.rule(matching: invocation.positionals[0]) }
    let changed = try body(rule, jamaal)
    try jamaal.saveRule(changed)
    let saved = try jamaal.rule(matching: rule.id.uuidString)
    try printRule(saved, jamaal: jamaal, output: session.output, verb: verb)
  }

  /// Prints a rule with its next 7 days and exceptions.
  static func printRule(
    _ rule: AnchorRule, jamaal: Jamaal, output: Output, verb: String?, quiet: Bool = false
  ) throws {
    let overview = try jamaal.ruleOverviews().first { $0.rule.id == rule.id }
    let upcoming = try jamaal.preview(rule, days: 7)
    let exceptions = (try? ExceptionRange.list(in: rule.configData)) ?? []
    if output.json {
      var document = json(
        overview ?? RuleOverview(rule: rule, engine: jamaal.engine, next: upcoming.first))
      document.upcoming = upcoming.map(AnchorJSON.init)
      document.exceptions = exceptions.map {
        RuleJSON.ExceptionJSON(
          start: $0.start.description, end: $0.end?.description, reason: $0.reason.rawValue)
      }
      try output.document(document)
      return
    }
    guard !quiet else { return }
    let summary = overview?.summary ?? jamaal.engine.summary(of: rule)
    let state = jamaal.engine.state(of: rule).key
    if let verb { output.line("\(verb) \(rule.title).") }
    output.line(
      output.bold(rule.title) + " · " + summary + (state == "active" ? "" : "  [\(state)]"))
    output.line(output.dim("id \(rule.id.uuidString.lowercased())  source \(rule.sourceKey)"))
    for exception in exceptions {
      let end = exception.end.map { "–\($0)" } ?? " onwards"
      output.line("except \(exception.start)\(end) (\(exception.reason))")
    }
    output.line(upcoming.isEmpty ? "Nothing in the next 7 days." : "Next 7 days:")
    for anchor in upcoming { output.line("  " + describe(anchor, jamaal: jamaal)) }
  }

  /// "Tomorrow 2026-12-03 · 08:15–08:45 · Drop-off", or for a multi-day window
  /// "Today 2026-11-26 · until Fri 2026-11-27 · Water the plants".
  static func describe(_ anchor: Anchor, jamaal: Jamaal) -> String {
    let date = anchor.occurrenceDate
    let offset = jamaal.today.days(to: date)
    let name = offset == 0 ? "Today" : offset == 1 ? "Tomorrow" : date.weekday.shortName
    return "\(name) \(date) · \(window(anchor, jamaal: jamaal)) · \(anchor.title)"
  }

  /// "08:15–08:45" in the device zone, or "until Fri 2026-11-27" for a multi-day window.
  static func window(_ anchor: Anchor, jamaal: Jamaal) -> String {
    let day = jamaal.logicalDay
    let last = TodaysSet.lastDay(of: anchor, logicalDay: day)
    if last != anchor.occurrenceDate { return "until \(last.weekday.shortName) \(last)" }
    let zone = day.timeZone
    let start = WallClockTime(minutes: zone.wallClock(at: anchor.windowStart).minutes) ?? .midnight
    let end = WallClockTime(minutes: zone.wallClock(at: anchor.windowEnd).minutes) ?? .midnight
    return "\(start)–\(end)"
  }

  static func json(_ overview: RuleOverview) -> RuleJSON {
    RuleJSON(
      id: overview.rule.id.uuidString.lowercased(), title: overview.rule.title,
      sourceKey: overview.rule.sourceKey.rawValue, summary: overview.summary,
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
