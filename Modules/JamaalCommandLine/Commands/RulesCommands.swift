import Foundation
import JamaalCore
import JamaalModel
import JamaalPresentation
import JamaalSchedule

/// `jamaal rules …`: add, list, show, edit, pause, resume, archive, except.
enum RulesCommands {
  /// `jamaal rules add` (plug-ins add options for their sources: `RuleOptionsPlugin`).
  static let addCommand = CommandSpec(
    "rules add", "--preset KEY [--title T] [--set key=value]… | --file RULE.yaml",
    "Adds a rule from a preset or a rule file.", options: AddOption.self, run: add
  ).noting(setValueNotes)

  /// The options of `jamaal rules add`.
  enum AddOption: String, CommandOption {
    case preset, file, title, set
    case dueNow = "due-now"

    var isRepeatable: Bool { self == .set }

    var completion: CompletionValues {
      switch self {
      case .preset: .listed(.presets)
      case .file: .file
      case .title, .set, .dueNow: .text
      }
    }

    var usage: (value: String?, help: String) {
      switch self {
      case .preset: ("KEY", "the preset (jamaal presets list)")
      case .file: ("RULE.yaml", "a rule file of a preset's shape")
      case .title: ("T", "the rule's title")
      case .set: ("key=value", "a field (days, start, window, every, lastDone, …; see CLI.md)")
      case .dueNow: (nil, Self.dueNowHelp)
      }
    }

    /// The help of `--due-now`, on `rules add` and `rules edit`.
    static let dueNowHelp =
      "an after-last-done rule is due now (the same as --set lastDone=due-now)"
  }

  static func add(_ invocation: Invocation<AddOption>) async throws {
    let session = try Session(invocation)
    let checking = try session.openForChecking()
    var (draft, assumedLastDone) = try RuleDrafts.draft(
      for: invocation, session: session, jamaal: checking)
    if let title = invocation.value(.title) { draft.title = title }
    try refusing { try checking.rules.check(draft) }
    let jamaal = try session.writable(checking)
    let rule = try refusing { try jamaal.rules.add(draft) }
    let snapshot = try await jamaal.rules.evaluateDetail(rule)
    session.printNotes()
    try printRule(rule, snapshot, jamaal: jamaal, output: session.output, change: .added)
    if assumedLastDone {
      RuleDrafts.printAssumedLastDone(rule, today: jamaal.today, output: session.output)
    }
  }

  /// `jamaal rules show ID`.
  static let showCommand = CommandSpec(
    "rules show", "ID", "Shows a rule and its next 7 days.", positionals: 1...1, run: show
  ).completing(.listed(.rules))

  static func show(_ invocation: Invocation<NoOption>) async throws {
    let session = try Session(invocation)
    let jamaal = try session.openForChecking()
    let rule = try refusing { try jamaal.rules.rule(matching: invocation.positionals[0]) }
    let snapshot = try await jamaal.rules.evaluateDetail(rule)
    try printRule(rule, snapshot, jamaal: jamaal, output: session.output, change: nil)
  }

  /// `jamaal rules edit ID --set key=value…`.
  static let editCommand = CommandSpec(
    "rules edit", "ID --set key=value…", "Edits a rule.", options: EditOption.self,
    positionals: 1...1, run: edit
  ).noting(setValueNotes).completing(.listed(.rules))

  /// The options of `jamaal rules edit`.
  enum EditOption: String, CommandOption {
    case set
    case dueNow = "due-now"

    var isRepeatable: Bool { self == .set }

    var usage: (value: String?, help: String) {
      switch self {
      case .set: ("key=value", "a field to change")
      case .dueNow: (nil, AddOption.dueNowHelp)
      }
    }
  }

  static func edit(_ invocation: Invocation<EditOption>) async throws {
    let sets = RuleDrafts.sets(invocation.values(.set), dueNow: invocation.flag(.dueNow))
    guard !sets.isEmpty else {
      throw CLIError.usage("jamaal rules edit: give at least one --set (or --due-now)")
    }
    let session = try Session(invocation)
    let jamaal = try session.openForChecking()
    let rule = try refusing { try jamaal.rules.rule(matching: invocation.positionals[0]) }
    let saved = try refusing { try jamaal.rules.edit(rule.id, sets: sets) }
    let snapshot = try await jamaal.rules.evaluateDetail(saved)
    try printRule(saved, snapshot, jamaal: jamaal, output: session.output, change: .edited)
  }

  /// `jamaal rules pause ID`.
  static let pauseCommand = CommandSpec(
    "rules pause", "ID", "Pauses a rule.", positionals: 1...1, run: pause
  ).completing(.listed(.rules))

  static func pause(_ invocation: Invocation<NoOption>) async throws {
    try await change(invocation, .pause, .paused)
  }

  /// `jamaal rules resume ID`.
  static let resumeCommand = CommandSpec(
    "rules resume", "ID", "Resumes a paused rule.", positionals: 1...1, run: resume
  ).completing(.listed(.rules))

  static func resume(_ invocation: Invocation<NoOption>) async throws {
    try await change(invocation, .resume, .resumed)
  }

  /// `jamaal rules archive ID`.
  static let archiveCommand = CommandSpec(
    "rules archive", "ID", "Archives a rule (its history stays).", positionals: 1...1,
    run: archive
  ).completing(.listed(.rules))

  static func archive(_ invocation: Invocation<NoOption>) async throws {
    try await change(invocation, .archive, .archived)
  }

  /// Pauses, resumes or archives a rule (D-7) and prints it.
  private static func change(
    _ invocation: Invocation<NoOption>, _ change: RuleStateChange, _ words: RuleChange
  ) async throws {
    let session = try Session(invocation)
    let jamaal = try session.openForChecking()
    let rule = try refusing { try jamaal.rules.rule(matching: invocation.positionals[0]) }
    let saved = try refusing { try jamaal.rules.change(change, ruleWithID: rule.id) }
    let snapshot = try await jamaal.rules.evaluateDetail(saved)
    try printRule(saved, snapshot, jamaal: jamaal, output: session.output, change: words)
  }

  /// Prints a rule with its next 7 days and exceptions, from the detail the launch evaluation
  /// built (`Jamaal.Rules.evaluateDetail`).
  static func printRule(
    _ rule: AnchorRule, _ snapshot: RuleSnapshot, jamaal: Jamaal, output: Output,
    change: RuleChange?, quiet: Bool = false
  ) throws {
    let overview = snapshot.overview
    let upcoming = snapshot.upcoming
    let exceptions = snapshot.exceptions
    if output.json {
      var document = json(overview)
      document.upcoming = upcoming.map(AnchorJSON.init)
      document.lastDone = snapshot.lastDone?.description
      document.missing = snapshot.gaps.missing.map {
        RuleJSON.MissingJSON(
          date: $0.date.description, title: $0.title, kind: "\($0.kind)", reason: $0.reason)
      }
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
      exceptions: exceptions, logicalDay: jamaal.logicalDay, today: jamaal.today,
      gaps: snapshot.gaps)
    if let change { output.line(RuleDetailStrings.changed(change, title: rule.title)) }
    output.line(
      output.bold(detail.title) + AnchorTitles.separator + detail.summary + stateTag(detail.state))
    output.line(output.dim(detail.identity))
    if let fault = jamaal.rules.unreadableFault(of: rule) {
      let id = String(rule.id.lowercasedText.prefix(8))
      output.line(RuleDetailStrings.unreadable(fault.detail))
      let mend = fault.replacement.map { "jamaal rules edit \(id) --set \($0)" }
      output.line(output.dim("  " + (mend ?? "jamaal rules archive \(id)")))
    }
    if let lastDone = snapshot.lastDone {
      output.line(LastDoneStrings.line(lastDone, today: jamaal.today))
    }
    for line in detail.exceptions { output.line(line) }
    output.line(detail.days)
    for line in detail.upcoming { output.line("  " + line) }
    for line in detail.missing { output.line("  " + line) }
    try RemindersCommands.printReminderRow(of: upcoming, jamaal: jamaal, output: output)
  }

  /// "  [paused]" after a rule's line; nothing while active.
  static func stateTag(_ state: String?) -> String { state.map { "  [\($0)]" } ?? "" }

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
      id: overview.rule.id.lowercasedText, title: overview.rule.title,
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
  do { return try body() } catch { throw refusal(error) }
}

/// ``refusing(_:)`` for a body that awaits.
func refusingAwaited<T>(_ body: () async throws -> T) async throws -> T {
  do { return try await body() } catch { throw refusal(error) }
}

/// A facade's refusal or a field's error as the CLI's refusal; any other error as it is.
private func refusal(_ error: any Error) -> any Error {
  switch error {
  case let error as JamaalError: CLIError.refused(error.message)
  case let error as FieldError: CLIError.refused(error.description)
  default: error
  }
}
