import Foundation
import JamaalModel
import JamaalStorage
import JamaalTestSupport
import Testing

/// SPEC §7's limits at the command line: every way a row is written refuses one over a limit
/// with words naming the field and the limit, and writes nothing; a rule an older version wrote
/// over a limit is kept, shown cut, and can be edited down.
@Suite(.serialized) struct LimitsCommandTests {
  static let long = String(repeating: "t", count: 201)

  /// A rule file of the custom preset's shape with `slots` slots (the first labelled `label`)
  /// and `exceptions` one-day ranges three days apart.
  static func ruleFile(slots: Int = 1, label: String? = nil, exceptions: Int = 0) throws -> String {
    var lines = [
      "source: scheduled", "title: Lots", "recurrence: {kind: weekdays, days: [mon, tue]}",
      "slots:",
    ]
    for index in 0..<slots {
      let labelled = index == 0 ? label.map { ", label: \($0)" } ?? "" : ""
      lines.append("  - {id: s\(index)\(labelled), start: \"09:00\", windowMinutes: 30}")
    }
    if exceptions > 0 { lines.append("exceptions:") }
    let start = Fixtures.date("2027-01-01")
    for index in 0..<exceptions {
      let day = start.adding(days: 3 * index)
      lines.append("  - {start: \"\(day)\", end: \"\(day)\", reason: holiday}")
    }
    let url = Fixtures.temporaryFolder("jamaal-limits").appendingPathComponent("rule.yaml")
    try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: url)
    return url.path
  }

  /// Writes a rule straight into the store at `path`, as an older version might have.
  static func writeRule(_ rule: AnchorRule, into path: String) throws {
    let clock = FixedClock(
      now: Fixtures.instant("2026-11-20T09:00:00Z"), timeZone: Fixtures.zone("Asia/Riyadh"))
    guard case .ready(let store) = Store.open(at: URL(fileURLWithPath: path), clock: clock) else {
      throw CocoaError(.fileReadCorruptFile)
    }
    try store.insertRule(rule)
  }

  static func rule(title: String, config: String) -> AnchorRule {
    AnchorRule(
      title: title, sourceKey: .scheduled, configData: Data(config.utf8), effortMinutes: 10,
      createdAt: Fixtures.instant("2026-11-20T09:00:00Z"))
  }

  @Test func everyAddOverALimitNamesItAndCreatesNoStore() throws {
    let refusals: [([String], String)] = [
      (
        ["rules", "add", "--preset", "custom", "--title", Self.long],
        "title: is too long: a title is at most 200 characters; this one has 201 (1 too many)"
      ),
      (
        ["rules", "add", "--file", try Self.ruleFile(slots: 49)],
        "slots: a rule has at most 48 slots; this one has 49 (1 too many)"
      ),
      (
        ["rules", "add", "--file", try Self.ruleFile(label: Self.long)],
        "slots[0].label: is too long: a title is at most 200 characters"
      ),
      (
        ["rules", "add", "--file", try Self.ruleFile(exceptions: 501)],
        "exceptions: a rule has at most 500 exception ranges; this one has 501 (1 too many)"
      ),
      (
        ["rules", "add", "--file", try Self.ruleFile(slots: 2000)],
        "config: is too big: a rule's config is at most 64 KB (65536 bytes); this one is"
      ),
      (
        [
          "oneoff", "add", "--title", Self.long, "--date", "2026-11-27", "--start", "10:00",
          "--end", "11:00",
        ],
        "title: is too long: a title is at most 200 characters; this one has 201"
      ),
      (
        ["focus", "start", "--title", Self.long],
        "--title: is too long: a title is at most 200 characters; this one has 201"
      ),
    ]
    for (arguments, words) in refusals {
      let runner = JamaalRunner()
      let result = try runner.run(arguments)
      #expect(result.status == 1, "\(arguments.prefix(3)): \(result.stderr)")
      #expect(result.stderr.hasPrefix("jamaal: " + words), "\(result.stderr)")
      #expect(!FileManager.default.fileExists(atPath: runner.store), "\(arguments.prefix(3))")
    }
    let atTheLimits = JamaalRunner()
    for file in [try Self.ruleFile(slots: 48), try Self.ruleFile(exceptions: 500)] {
      let added = try atTheLimits.run(["rules", "add", "--file", file])
      #expect(added.status == 0, "\(added.stderr)")
    }
  }

  /// SPEC §4.2: ranges merge before they count, so the 501st is refused only when it stands
  /// apart; the refusal writes nothing.
  @Test func theFiveHundredAndFirstExceptionRangeIsRefused() throws {
    let runner = JamaalRunner()
    let rule = Self.rule(
      title: "Lessons", config: LimitConfigs.scheduled(exceptions: 500))
    try Self.writeRule(rule, into: runner.store)
    let id = rule.id.lowercasedText
    let before = try runner.run(["export"]).stdout
    let refused = try runner.run([
      "rules", "except", id, "--from", "2035-01-01", "--reason", "travel",
    ])
    #expect(refused.status == 1)
    #expect(
      refused.stderr
        == "jamaal: exceptions: a rule has at most 500 exception ranges; this one has 501 (1 too"
        + " many)\n")
    #expect(try runner.run(["export"]).stdout == before)
    let merged = try runner.run(
      ["rules", "except", id, "--from", "2027-01-02", "--to", "2027-01-02", "--reason", "illness"])
    #expect(merged.status == 0, "\(merged.stderr)")
    #expect(merged.stdout.hasPrefix("Added an exception to Lessons: 2027-01-02 to 2027-01-02"))
  }

  @Test func aRuleAnOlderVersionWroteOverALimitIsShownCutAndEditedDown() throws {
    let runner = JamaalRunner()
    let title = String(repeating: "w", count: 300)
    let cut = String(repeating: "w", count: 199) + "…"
    let rule = Self.rule(title: title, config: LimitConfigs.scheduled())
    try Self.writeRule(rule, into: runner.store)
    let id = rule.id.lowercasedText

    // Kept and shown: cut in text, whole in JSON.
    let listed = try runner.run(["rules", "list"])
    #expect(listed.stdout.contains(cut + " · "), "\(listed.stdout)")
    #expect(!listed.stdout.contains(title))
    let json =
      try JamaalRunner.json(try runner.run(["rules", "list", "--json"])) as? [[String: Any]]
    #expect(json?.first?["title"] as? String == title)
    let today = try runner.run(["today"])
    #expect(today.stdout.contains(cut + " · "), "\(today.stdout)")
    #expect(!today.stdout.contains(title))
    let todayJSON = try JamaalRunner.json(try runner.run(["today", "--json"])) as? [String: Any]
    let rows = todayJSON?["rows"] as? [[String: Any]]
    #expect(rows?.first?["title"] as? String == title)
    let shown = try runner.run(["rules", "show", id])
    #expect(shown.stdout.hasPrefix(cut + " · "), "\(shown.stdout)")

    // An edit that leaves it over the limit is refused, naming it and by how much.
    let before = try runner.run(["export"]).stdout
    let refused = try runner.run(["rules", "edit", id, "--set", "start=10:00"])
    #expect(refused.status == 1)
    #expect(
      refused.stderr
        == "jamaal: title: is too long: a title is at most 200 characters; this one has 300 (100"
        + " too many)\n")
    #expect(try runner.run(["export"]).stdout == before)

    // An edit that brings it within the limit is taken.
    let edited = try runner.run(["rules", "edit", id, "--set", "title=Water the plants"])
    #expect(edited.status == 0, "\(edited.stderr)")
    #expect(edited.stdout.hasPrefix("Edited Water the plants."), "\(edited.stdout)")
  }

  /// An import keeps every row an older version wrote over a limit, naming each (table, row,
  /// id, column, limit); the rule is then shown cut and can be edited within the limits.
  @Test func anImportKeepsARowOverALimitAndNamesIt() throws {
    let older = JamaalRunner()
    let long = String(repeating: "w", count: 300)
    let rules = [
      Self.rule(title: long, config: LimitConfigs.scheduled()),
      Self.rule(title: "Slots", config: LimitConfigs.scheduled(slots: 49)),
      Self.rule(title: "Breaks", config: LimitConfigs.scheduled(exceptions: 501)),
    ]
    for rule in rules { try Self.writeRule(rule, into: older.store) }
    let export = try older.run(["export"]).stdout
    let file = Fixtures.temporaryFolder("jamaal-limits-import").appendingPathComponent("e.json")
    try Data(export.utf8).write(to: file)

    let runner = JamaalRunner()
    let imported = try runner.run(["import", file.path])
    #expect(imported.status == 0, "\(imported.stderr)")
    let kept = "Kept over a limit (shown cut, edit it within the limit): table 'rules', row"
    let findings = [
      (rules[0], "title", "the title is 300 characters; the most is 200"),
      (rules[1], "config_data", "the config lists 49 slots; the most is 48"),
      (rules[2], "config_data", "the config keeps 501 exception ranges; the most is 500"),
    ]
    for (rule, column, words) in findings {
      let id = rule.id.uuidString
      #expect(
        imported.stdout.contains(" (id \(id)), column '\(column)': \(words)\n"),
        "\(imported.stdout)")
    }
    #expect(imported.stdout.components(separatedBy: kept).count == 4, "\(imported.stdout)")
    #expect(try runner.run(["export"]).stdout == export)
    let listed = try runner.run(["rules", "list"]).stdout
    #expect(listed.contains(String(repeating: "w", count: 199) + "… · "), "\(listed)")
    let edited = try runner.run([
      "rules", "edit", rules[0].id.lowercasedText, "--set", "title=Short",
    ])
    #expect(edited.status == 0, "\(edited.stderr)")
  }
}
