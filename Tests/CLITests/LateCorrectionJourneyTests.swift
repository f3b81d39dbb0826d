import Foundation
import Testing

/// Issue 11 items 1, 4 and 6, replayed through `jamaal` in London (winter: the wall clock is UTC).
@Suite(.serialized) struct LateCorrectionJourneyTests {
  /// Item 1 (G-28, G-29, D-6): the plants were last watered Thu 26 Nov (3–4 days), so the window
  /// Sun 29 – Mon 30 closed unseen at Tue 03:00 and the next was scheduled after the miss. On
  /// Tuesday the missed one is listed with "Mark as done after all"; marking it done moves the
  /// next window to follow the new resolvedAt (Tue 1 Dec + 3 days → Fri 4 – Sat 5 Dec),
  /// replacing the one scheduled after the miss.
  @Test func aLateCorrectionReschedulesThePlants() throws {
    let journey = LondonJourney()
    let plants = try journey.add(
      ["--preset", "plants", "--set", "lastDone=2026-11-26"], at: "2026-11-26T10:00:00Z")
    // Opened on Sunday: the window is stored, then left undone.
    #expect(
      try journey.rows(at: "2026-11-29T10:00:00Z").map { $0["text"] as? String } == [
        "Water the plants · open · closes Mon"
      ])
    let rows = try journey.rows(at: "2026-12-01T10:00:00Z")
    #expect(
      rows.map { $0["text"] as? String } == [
        "Water the plants · missed", "Water the plants · open · closes Wed",
      ])
    let missed = try #require(rows.first)
    #expect(missed["actions"] as? [String] == ["markDoneAfterAll"])
    let text = try journey.text(["today"], at: "2026-12-01T10:00:00Z")
    #expect(text.contains("Mark as done after all"))
    let id = try #require(missed["anchor"] as? String)
    let done = try journey.text(
      ["anchors", "attend", String(id.prefix(8))], at: "2026-12-01T10:00:00Z")
    #expect(done == "Water the plants (2026-11-29): attended 10:00.\n")
    // At most one pending instance: the one after the miss is gone, the next follows 1 Dec.
    let upcoming =
      try journey.show(plants, at: "2026-12-01T10:05:00Z")["upcoming"]
      as? [[String: Any]]
    #expect(upcoming?.map { $0["occurrenceDate"] as? String } == ["2026-12-04"])
    #expect(upcoming?.first?["windowEnd"] as? String == "2026-12-06T03:00:00Z")
    #expect(try journey.rows(at: "2026-12-01T10:05:00Z").isEmpty)
    let detail = try journey.text(
      ["rules", "show", String(plants.prefix(8))], at: "2026-12-01T10:05:00Z")
    #expect(detail.contains("Fri 2026-12-04 · until Sat 2026-12-05 · Water the plants"))
  }

  /// Item 4 (D-13): rules added on Monday evening, the app not opened on Tuesday, opened at
  /// 12:30 on Wednesday: that morning's Fajr and drop-off are stored as missed and may be marked
  /// done after all; a rule added at 12:00 that day yields no drop-off (SPEC 4.3).
  @Test func aDayTheAppDidNotOpenListsTheMorningAsMissed() throws {
    let journey = LondonJourney()
    try journey.add(["--preset", "prayer-times", "--city", "London"], at: "2026-11-30T20:00:00Z")
    let school = try journey.add(["--preset", "school-run"], at: "2026-11-30T20:00:00Z")
    try journey.add(
      ["--preset", "school-run", "--title", "Second run"], at: "2026-12-02T12:00:00Z")
    let noon = "2026-12-02T12:30:00Z"
    let anchors = try journey.anchors(at: noon)
    for title in ["Fajr", "Drop-off"] {
      #expect(anchors[title]?["status"] as? String == "missed", "\(title)")
      #expect(anchors[title]?["actions"] as? [String] == ["markDoneAfterAll"], "\(title)")
    }
    let texts = try journey.rows(at: noon).compactMap { $0["text"] as? String }
    #expect(texts.contains("Second run · Pick-up · opens 15:15"))
    let text = try journey.text(["today"], at: noon)
    #expect(text.contains("missed") && text.contains("Mark as done after all"))
    // Item 6 (D-14): rule detail shows the stored Anchors of today, with the ids attend takes.
    let shown = try journey.show(school, at: noon)["upcoming"] as? [[String: Any]] ?? []
    let dropOff = try #require(shown.first { $0["occurrenceDate"] as? String == "2026-12-02" })
    #expect(dropOff["status"] as? String == "missed")
    let id = try #require(dropOff["id"] as? String)
    #expect(id == anchors["Drop-off"]?["anchor"] as? String)
    let attended = try journey.runner.run(["anchors", "attend", id], now: noon)
    #expect(attended.stdout == "Drop-off (2026-12-02): attended 12:30.\n", "\(attended.stderr)")
    let detail = try journey.text(["rules", "show", String(school.prefix(8))], at: noon)
    #expect(detail.contains("Today 2026-12-02 · 08:15–08:45 · Drop-off · attended 12:30"))
    #expect(detail.contains("Today 2026-12-02 · 15:15–15:45 · Pick-up\n"))
  }

  /// Item 6 (D-14): rule detail previews once, and the ids of `rules show --json` for days already
  /// stored are the stored rows' ids, so `anchors attend` takes them.
  @Test func ruleDetailShowsTheStoredAnchorsWithTheirIds() throws {
    let journey = LondonJourney()
    let school = try journey.add(["--preset", "school-run"], at: "2026-11-30T20:00:00Z")
    let morning = "2026-12-01T08:20:00Z"
    let upcoming = try journey.show(school, at: morning)["upcoming"] as? [[String: Any]] ?? []
    // Tue–Fri and Mon: two a day over 7 days from Tuesday, Saturday and Sunday have none.
    #expect(upcoming.count == 10)
    let dropOff = try #require(upcoming.first)
    #expect(dropOff["title"] as? String == "Drop-off")
    let id = try #require(dropOff["id"] as? String)
    #expect(try journey.anchors(at: morning)["Drop-off"]?["anchor"] as? String == id)
    let attended = try journey.runner.run(
      ["anchors", "attend", String(id.prefix(8))], now: morning)
    #expect(attended.status == 0, "\(attended.stderr)")
    let after = try journey.show(school, at: morning)["upcoming"] as? [[String: Any]] ?? []
    #expect(after.first?["status"] as? String == "attended")
    #expect(after.first?["resolvedAt"] as? String == "2026-12-01T08:20:00Z")
  }
}
