import Foundation
import Testing

/// Issue 11 items 2, 3 and 8, replayed through `jamaal`: windows across 03:00 (D-12), every
/// grouped member's outcome, and the rules list's next pending Anchor and order.
@Suite(.serialized) struct RowWordsJourneyTests {
  /// Item 2 (D-12): London's June Fajr 02:43–04:43 starts before the 03:00 day start but is a
  /// timed window: "until 04:43", never "open · closes …".
  @Test func aJuneFajrReadsUntilItsEnd() throws {
    let journey = LondonJourney()
    let salah = try journey.add(
      ["--preset", "prayer-times", "--city", "London"], at: "2026-06-20T11:00:00Z")
    let texts = try journey.rows(at: "2026-06-21T02:30:00Z").compactMap { $0["text"] as? String }
    #expect(texts == ["Salah 0/5 · Fajr · until 04:43"])
    let detail = try journey.text(
      ["rules", "show", String(salah.prefix(8))], at: "2026-06-20T11:00:00Z")
    #expect(detail.contains("Tomorrow 2026-06-21 · 02:43–04:43 · Fajr\n"))
  }

  /// Item 2 (D-12): a 01:30 custom slot previews as its times, never as "until" a date before
  /// the row's own date; Isha until the next Fajr reads "until HH:MM".
  @Test func windowsAcrossMidnightReadAsTimes() throws {
    let journey = LondonJourney()
    let custom = try journey.add(
      ["--preset", "custom", "--set", "start=01:30", "--set", "window=60"],
      at: "2026-12-01T10:00:00Z")
    let detail = try journey.text(
      ["rules", "show", String(custom.prefix(8))], at: "2026-12-01T10:00:00Z")
    let lines = detail.split(separator: "\n").filter { $0.hasSuffix("· Custom") }
    // Seven days from Tuesday; Tuesday's own 01:30 had closed when the rule was added.
    #expect(lines.count == 6)
    #expect(lines.allSatisfy { $0.contains("· 01:30–02:30 ·") }, "\(detail)")
    #expect(!detail.contains("until"))
    try journey.add(
      ["--preset", "prayer-times", "--city", "London", "--set", "ishaEndsAt=nextFajr"],
      at: "2026-12-01T10:00:00Z")
    let evening = try journey.rows(at: "2026-12-01T20:00:00Z").compactMap { $0["text"] as? String }
    #expect(evening.contains { $0.wholeMatch(of: /Salah 0\/4 · Isha · until 0\d:\d\d/) != nil })
    #expect(!evening.contains { $0.contains("closes") })
  }

  /// Item 3 (D-12): each member of a grouped row shows its outcome — attended with the time,
  /// not today, someone else did it, missed — in text and in `--json` with `resolvedAt`.
  @Test func everyGroupedMemberShowsItsOutcome() throws {
    let journey = LondonJourney()
    try journey.add(["--preset", "prayer-times", "--city", "London"], at: "2026-11-30T20:00:00Z")
    let ids = try journey.anchors(at: "2026-12-01T06:30:00Z").mapValues {
      String(($0["anchor"] as? String ?? "").prefix(8))
    }
    for (verb, title, time) in [
      ("attend", "Fajr", "06:30"), ("skip", "Dhuhr", "10:00"), ("delegate", "Asr", "10:00"),
    ] {
      let done = try journey.runner.run(
        ["anchors", verb, ids[title] ?? ""], now: "2026-12-01T\(time):00Z")
      #expect(done.status == 0, "\(title): \(done.stderr)")
    }
    let evening = "2026-12-01T17:40:00Z"
    let rows = try journey.rows(at: evening)
    #expect(rows.first?["text"] as? String == "Salah 2/5 · Isha · until 23:02")
    let members = try journey.anchors(at: evening)
    #expect(members["Fajr"]?["status"] as? String == "attended")
    #expect(members["Fajr"]?["resolvedAt"] as? String == "2026-12-01T06:30:00Z")
    #expect(members["Dhuhr"]?["status"] as? String == "skipped")
    #expect(members["Asr"]?["status"] as? String == "delegated")
    #expect(members["Maghrib"]?["status"] as? String == "missed")
    let text = try journey.text(["today"], at: evening)
    for words in ["attended 06:30", "not today", "someone else did it", "missed"] {
      #expect(text.contains(words), "\(words)")
    }
  }

  /// Item 8: the rules list's "next" is the next pending Anchor (the drop-off attended, the
  /// pick-up is next), and rules are listed by next window, then title, whatever order they
  /// were added in.
  @Test func theRulesListShowsTheNextPendingAnchorInWindowOrder() throws {
    let journey = LondonJourney()
    try journey.add(["--preset", "school-run"], at: "2026-11-30T20:00:00Z")
    try journey.add(["--preset", "custom", "--title", "Bravo"], at: "2026-11-30T20:01:00Z")
    try journey.add(["--preset", "custom", "--title", "Alpha"], at: "2026-11-30T20:02:00Z")
    let morning = "2026-12-01T08:20:00Z"
    let id = try #require(journey.anchors(at: morning)["Drop-off"]?["anchor"] as? String)
    #expect(try journey.runner.run(["anchors", "attend", id], now: morning).status == 0)
    let list = try JamaalRunner.json(
      try journey.runner.run(["rules", "list", "--json"], now: morning))
    let rules = try #require(list as? [[String: Any]])
    #expect(rules.map { $0["title"] as? String } == ["Alpha", "Bravo", "School run"])
    let next = rules.last?["next"] as? [String: Any]
    #expect(next?["title"] as? String == "Pick-up")
  }
}
