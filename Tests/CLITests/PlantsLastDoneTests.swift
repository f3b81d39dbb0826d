import Foundation
import Testing

/// Issue 25 item 9 (G-33): a plants rule added without a last-done date says what it assumed
/// and how to say otherwise; `--due-now` and `--set lastDone=…` say otherwise; rule detail shows
/// the last-done date, and a watering moves it.
@Suite struct PlantsLastDoneTests {
  @Test func addingPlantsSaysWhatItAssumed() throws {
    let journey = LondonJourney()
    let now = "2026-12-01T10:00:00Z"
    let added = try journey.text(["rules", "add", "--preset", "plants"], at: now)
    let lines = added.split(separator: "\n").map(String.init)
    #expect(lines.contains("Last done: today (Tue 2026-12-01)"), "\(added)")
    #expect(lines.contains("When did you last do this? Today (Tue 2026-12-01) was assumed."))
    let hint = try #require(lines.last)
    #expect(hint.hasPrefix("  To say otherwise: jamaal rules edit "))
    #expect(hint.hasSuffix(" --set lastDone=YYYY-MM-DD, or --due-now"))

    // Said otherwise, nothing is assumed.
    for extra in [["--due-now"], ["--set", "lastDone=2026-11-29"]] {
      let told = try journey.text(["rules", "add", "--preset", "plants"] + extra, at: now)
      #expect(!told.contains("was assumed"), "\(extra)")
    }
    let due = try journey.runner.run(
      ["rules", "add", "--json", "--preset", "plants", "--title", "Ferns", "--due-now"], now: now)
    let rule = try #require(try JamaalRunner.json(due) as? [String: Any])
    #expect(rule["lastDone"] as? String == "2026-11-28")
    #expect(!due.stdout.contains("was assumed"))

    // The hint's command works: --due-now on edit makes the first rule due today.
    let id = String(hint.dropFirst("  To say otherwise: jamaal rules edit ".count).prefix(8))
    let edited = try journey.text(["rules", "edit", id, "--due-now"], at: now)
    #expect(edited.contains("Last done: Sat 2026-11-28"), "\(edited)")
    #expect(edited.contains("Today 2026-12-01 · until Wed 2026-12-02 · Water the plants"))
  }

  @Test func ruleDetailShowsTheLastWatering() throws {
    let journey = LondonJourney()
    let plants = try journey.add(
      ["--preset", "plants", "--set", "lastDone=2026-11-26"], at: "2026-11-26T10:00:00Z")
    let shown = try journey.show(plants, at: "2026-11-29T10:00:00Z")
    #expect(shown["lastDone"] as? String == "2026-11-26")
    let row = try #require(try journey.rows(at: "2026-11-29T10:00:00Z").first)
    let anchor = String(try #require(row["anchor"] as? String).prefix(8))
    _ = try journey.text(["anchors", "attend", anchor], at: "2026-11-30T09:00:00Z")
    let detail = try journey.text(
      ["rules", "show", String(plants.prefix(8))], at: "2026-12-01T10:00:00Z")
    #expect(detail.contains("\nLast done: yesterday (Mon 2026-11-30)\n"), "\(detail)")
    // A school run has no last-done date.
    let school = try journey.add(["--preset", "school-run"], at: "2026-12-01T10:00:00Z")
    #expect(try journey.show(school, at: "2026-12-01T10:00:00Z")["lastDone"] == nil)
  }
}
