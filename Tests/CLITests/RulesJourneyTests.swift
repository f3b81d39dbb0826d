import Foundation
import Testing

@Suite(.serialized) struct RulesJourneyTests {
  func texts(_ runner: JamaalRunner, now: String? = nil) throws -> [String] {
    let today = try runner.run(["today", "--json"], now: now)
    let document = try #require(try JamaalRunner.json(today) as? [String: Any])
    let rows = try #require(document["rows"] as? [[String: Any]])
    return rows.compactMap { $0["text"] as? String }
  }

  @Test func aRuleCreatedAt1405YieldsOnlyWhatIsStillToCome() throws {
    let runner = JamaalRunner()
    let added = try runner.run(["rules", "add", "--preset", "school-run", "--json"])
    #expect(added.status == 0, "\(added.stderr)")
    // Thursday 14:05 in Riyadh: the drop-off (08:15) had closed, the pick-up has not.
    #expect(try texts(runner) == ["School run · Pick-up · opens 15:15"])
    // Tomorrow both slots exist: a grouped row.
    #expect(
      try texts(runner, now: "2026-11-27T07:00:00+03:00") == [
        "School run 0/2 · Drop-off · opens 08:15"
      ])
  }

  @Test func actionsAreRefusedWithWordsTheUserCanRead() throws {
    let runner = JamaalRunner()
    try runner.run(["rules", "add", "--preset", "school-run"])
    let today = try JamaalRunner.json(try runner.run(["today", "--json"])) as? [String: Any]
    let row = try #require((today?["rows"] as? [[String: Any]])?.first)
    let id = try #require(row["anchor"] as? String)
    #expect(row["actions"] as? [String] == ["skip", "delegate"])
    let early = try runner.run(["anchors", "attend", String(id.prefix(8))])
    #expect(early.status == 1)
    #expect(early.stderr == "jamaal: Opens at 15:15\n")
    let attended = try runner.run(
      ["anchors", "attend", String(id.prefix(8)), "--json"], now: "2026-11-26T15:20:00+03:00")
    #expect(attended.status == 0)
    let written = try #require(try JamaalRunner.json(attended) as? [String: Any])
    #expect(written["status"] as? String == "attended")
    #expect(written["resolvedAt"] as? String == "2026-11-26T12:20:00Z")
  }

  @Test func invalidSetsNameTheKeyAndWriteNothing() throws {
    let runner = JamaalRunner()
    let bad = try runner.run(["rules", "add", "--preset", "school-run", "--set", "start=8h15"])
    #expect(bad.status == 1)
    #expect(bad.stderr.contains("start"))
    let unknown = try runner.run(["rules", "add", "--preset", "custom", "--set", "colour=red"])
    #expect(unknown.status == 1)
    #expect(unknown.stderr.contains("colour"))
    let list = try runner.run(["rules", "list", "--json"])
    #expect(list.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == "[\n\n]")
  }

  @Test func anExceptionRemovesPendingAnchorsInsideIt() throws {
    let runner = JamaalRunner()
    let added = try runner.run(["rules", "add", "--preset", "school-run", "--json"])
    let rule = try #require((try JamaalRunner.json(added) as? [String: Any])?["id"] as? String)
    let except = try runner.run([
      "rules", "except", String(rule.prefix(8)), "--from", "2026-11-26", "--to", "2026-11-27",
      "--reason", "holiday",
    ])
    #expect(except.status == 0, "\(except.stderr)")
    #expect(except.stdout.contains("Removed 3 pending Anchors."))
    #expect(try texts(runner).isEmpty)
    let backwards = try runner.run([
      "rules", "except", String(rule.prefix(8)), "--from", "2026-12-05", "--to", "2026-12-01",
      "--reason", "travel",
    ])
    #expect(backwards.status == 1)
    #expect(backwards.stderr == "jamaal: to: 2026-12-01 is before the start 2026-12-05\n")
  }

  @Test func aOneOffIsValidatedAndAppearsOnItsDay() throws {
    let runner = JamaalRunner()
    let backwards = try runner.run([
      "oneoff", "add", "--title", "Dentist", "--date", "2026-11-27", "--start", "15:00", "--end",
      "14:00",
    ])
    #expect(backwards.status == 1)
    #expect(
      backwards.stderr
        == "jamaal: --end: 14:00 is not after --start 15:00; for a window that crosses midnight,"
        + " add --end-date 2026-11-28\n")
    let past = try runner.run([
      "oneoff", "add", "--title", "Dentist", "--date", "2026-11-26", "--start", "09:00", "--end",
      "10:00",
    ])
    #expect(past.status == 1)
    #expect(past.stderr == "jamaal: end: must be in the future\n")
    let added = try runner.run([
      "oneoff", "add", "--title", "Dentist", "--date", "2026-11-27", "--start", "15:00", "--end",
      "16:00", "--remind-at-start",
    ])
    #expect(added.status == 0)
    #expect(try texts(runner).isEmpty)
    #expect(try texts(runner, now: "2026-11-27T09:00:00+03:00") == ["Dentist · opens 15:00"])
  }
}

extension RulesJourneyTests {
  func rules(_ runner: JamaalRunner) throws -> [[String: Any]] {
    try #require(
      try JamaalRunner.json(try runner.run(["rules", "list", "--json"])) as? [[String: Any]])
  }

  @Test func editPauseResumeAndArchiveFollowD7() throws {
    let runner = JamaalRunner()
    let added = try runner.run(["rules", "add", "--preset", "school-run", "--json"])
    let id = try #require((try JamaalRunner.json(added) as? [String: Any])?["id"] as? String)
    let short = String(id.prefix(8))
    // Moving the drop-off replaces tomorrow's (not yet open) drop-off.
    let edited = try runner.run(["rules", "edit", short, "--set", "start=09:00", "--json"])
    #expect(edited.status == 0, "\(edited.stderr)")
    let upcoming = try #require(
      (try JamaalRunner.json(edited) as? [String: Any])?["upcoming"] as? [[String: Any]])
    #expect(
      upcoming.first { $0["slotKey"] as? String == "dropoff" }?["windowStart"] as? String
        == "2026-11-27T06:00:00Z")
    #expect(try rules(runner).first?["summary"] as? String == "Mon–Fri · 09:00, 15:15 · 30 min")

    #expect(try runner.run(["rules", "pause", short]).status == 0)
    #expect(try rules(runner).first?["state"] as? String == "paused")
    #expect(try texts(runner, now: "2026-11-27T07:00:00+03:00").isEmpty)
    #expect(try runner.run(["rules", "resume", short]).status == 0)
    #expect(
      try texts(runner, now: "2026-11-27T07:00:00+03:00") == [
        "School run 0/2 · Drop-off · opens 09:00"
      ])
    #expect(try runner.run(["rules", "archive", short]).status == 0)
    #expect(try rules(runner).isEmpty)
    // Archived: no edit is taken, not even a bad one (the refusal says why, not the field).
    let bad = try runner.run(["rules", "edit", short, "--set", "window=0"])
    #expect(bad.status == 1)
    #expect(bad.stderr.hasSuffix("is archived: Archived rules can't be changed\n"))
  }
}

extension RulesJourneyTests {
  @Test func aRuleFileIsAddedAndShowsItsWeekAndExceptions() throws {
    let runner = JamaalRunner()
    let file = URL(fileURLWithPath: runner.store).deletingLastPathComponent()
      .appendingPathComponent("swimming.yaml")
    try """
    source: scheduled
    title: Swimming
    effortMinutes: 45
    recurrence: {kind: everyNWeeks, n: 2, days: [sat]}
    slots:
      - {id: swim, start: "10:00", windowMinutes: 60}
    exceptions:
      - {start: "2026-12-12", end: "2026-12-13", reason: holiday}
    """.write(to: file, atomically: true, encoding: .utf8)
    let added = try runner.run(["rules", "add", "--file", file.path, "--json"])
    #expect(added.status == 0, "\(added.stderr)")
    let rule = try #require(try JamaalRunner.json(added) as? [String: Any])
    #expect(rule["summary"] as? String == "Every 2 weeks · Sat · 10:00 · 1 h")
    let exceptions = try #require(rule["exceptions"] as? [[String: Any]])
    #expect(exceptions.first?["reason"] as? String == "holiday")
    // Started this week (Thursday 26 November): Saturdays 28 Nov, (12 Dec excepted), 26 Dec.
    let id = try #require(rule["id"] as? String)
    let shown = try runner.run(["rules", "show", String(id.prefix(8)), "--json"])
    let upcoming = try #require(
      (try JamaalRunner.json(shown) as? [String: Any])?["upcoming"] as? [[String: Any]])
    #expect(upcoming.map { $0["occurrenceDate"] as? String } == ["2026-11-28"])
    let broken = file.deletingLastPathComponent().appendingPathComponent("broken.yaml")
    try "source: scheduled\ntitle: Broken\nrecurrence: {kind: fortnightly}\nslots: []\n".write(
      to: broken, atomically: true, encoding: .utf8)
    let refused = try runner.run(["rules", "add", "--file", broken.path])
    #expect(refused.status == 1)
    #expect(refused.stderr.contains("broken.yaml:"))
  }
}
