import Foundation
import Testing

@testable import JamaalStorage

/// Small things of issue 11 met after the first pass: an archived rule takes no exception (the
/// refusal in words, nothing written), and an archived rule a newer version wrote still says
/// what it is.
@Suite(.serialized) struct ArchivedRuleTests {
  let now = "2026-12-01T10:00:00Z"

  @Test func anArchivedRuleTakesNoException() throws {
    let journey = LondonJourney()
    let rule = String(try journey.add(["--preset", "school-run"], at: now).prefix(8))
    _ = try journey.text(["rules", "archive", rule], at: now)
    let before = try journey.runner.run(["export"], now: now).stdout
    let refused = try journey.runner.run(
      ["rules", "except", rule, "--from", "2026-12-07", "--reason", "holiday"], now: now)
    #expect(refused.status == 1)
    #expect(
      refused.stderr
        == "jamaal: School run is archived: an archived rule takes no exceptions (it generates"
        + " nothing)\n")
    #expect(try journey.runner.run(["export"], now: now).stdout == before)
  }

  /// D-15: a rule from a newer version, archived, reads "Update Jamaal to see this rule" rather
  /// than an empty summary.
  @Test func anArchivedNewerRuleSaysWhatItIs() throws {
    let journey = LondonJourney()
    let id = try journey.add(["--preset", "school-run"], at: now)
    do {
      let connection = try Connection(path: journey.runner.store, readOnly: false)
      try connection.execute(
        "UPDATE rules SET config_data = CAST(json_set(CAST(config_data AS TEXT), '$.version', 9)"
          + " AS BLOB)")
    }
    let rule = String(id.prefix(8))
    let archived = try journey.runner.run(["rules", "archive", rule], now: now)
    #expect(archived.status == 0, "\(archived.stderr)")
    let shown = try journey.text(["rules", "show", rule], at: now)
    #expect(
      shown.hasPrefix("School run · Update Jamaal to see this rule  [archived]"), "\(shown)")
    #expect(try journey.show(id, at: now)["summary"] as? String == "Update Jamaal to see this rule")
  }

  /// Issue 25 item 10: an archived rule cannot be edited (nothing written), and `rules list
  /// --archived` lists what `rules list` leaves out.
  @Test func anArchivedRuleCannotBeChangedAndIsListedApart() throws {
    let journey = LondonJourney()
    #expect(try journey.text(["rules", "list", "--archived"], at: now) == "No archived rules\n")
    let id = try journey.add(["--preset", "plants", "--title", "Ferns"], at: now)
    try journey.add(["--preset", "school-run"], at: now)
    let rule = String(id.prefix(8))
    _ = try journey.text(["rules", "archive", rule], at: now)
    let before = try journey.runner.run(["export"], now: now).stdout
    for command in [["rules", "edit", rule, "--set", "title=Palms"], ["rules", "pause", rule]] {
      let refused = try journey.runner.run(command, now: now)
      #expect(refused.status == 1, "\(command)")
      #expect(refused.stderr == "jamaal: Ferns is archived: Archived rules can't be changed\n")
    }
    #expect(try journey.runner.run(["export"], now: now).stdout == before)
    let listed = try journey.text(["rules", "list"], at: now)
    #expect(listed.contains("School run") && !listed.contains("Ferns"))
    let archived = try journey.text(["rules", "list", "--archived"], at: now)
    #expect(archived.hasPrefix("\(rule)  Ferns · 3–4 days after last done · All day  [archived]"))
    #expect(!archived.contains("School run"))
    let json = try journey.runner.run(["rules", "list", "--archived", "--json"], now: now)
    let rows = try #require(try JamaalRunner.json(json) as? [[String: Any]])
    #expect(rows.map { $0["id"] as? String } == [id])
  }

  /// Issue 25 item 10: a rule whose config cannot be read takes a new title, says which field
  /// could not be read and how to replace it, and is mended by the command it names.
  @Test func anUnreadableRuleSaysWhatToMend() throws {
    let journey = LondonJourney()
    let id = try journey.add(["--preset", "school-run"], at: now)
    do {
      let connection = try Connection(path: journey.runner.store, readOnly: false)
      try connection.execute(
        "UPDATE rules SET config_data = CAST(json_set(CAST(config_data AS TEXT),"
          + " '$.slots[0].start', '25:99') AS BLOB)")
    }
    let rule = String(id.prefix(8))
    let shown = try journey.text(["rules", "show", rule], at: now)
    #expect(
      shown.contains("\nCouldn't read slots[0].start: '25:99' is not a time (HH:MM, 24-hour)\n"))
    #expect(shown.contains("\n  jamaal rules edit \(rule) --set start=HH:MM\n"), "\(shown)")
    let titled = try journey.runner.run(
      ["rules", "edit", rule, "--set", "title=Morning run"], now: now)
    #expect(titled.status == 0, "\(titled.stderr)")
    #expect(
      titled.stdout.hasPrefix("Edited Morning run.\nMorning run · This rule couldn't be read"))
    let effort = try journey.runner.run(["rules", "edit", rule, "--set", "effort=5"], now: now)
    #expect(effort.status == 1)
    #expect(
      effort.stderr
        == "jamaal: This rule couldn't be read: slots[0].start: '25:99' is not a time (HH:MM,"
        + " 24-hour); replace it with start=HH:MM\n")
    let mended = try journey.runner.run(["rules", "edit", rule, "--set", "start=08:15"], now: now)
    #expect(mended.status == 0, "\(mended.stderr)")
    #expect(mended.stdout.contains("Morning run · Mon–Fri · 08:15"), "\(mended.stdout)")
  }
}
