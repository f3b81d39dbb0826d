import Foundation
import Testing

/// Issue 25 items 1 and 8, replayed in Reykjavík (UTC all year) in June, where Fajr's window
/// 02:31–02:55 ends before the 03:00 day start of its own date.
@Suite(.serialized) struct DayStartJourneyTests {
  static let zone = "Atlantic/Reykjavik"

  /// Item 1 (D-20): the 2027-06-21 Fajr is on Today as missed with its action from 02:55 (still
  /// the logical 20th), can be marked done after all at 03:30 and all through the 21st, and a
  /// correction after 03:00 on the 22nd says the day ended, not that the window closed.
  @Test func fajrBeforeTheDayStartIsCorrectedAllThroughItsDay() throws {
    let journey = LondonJourney(timeZone: Self.zone)
    try journey.add(
      ["--preset", "prayer-times", "--city", "Reykjavik"], at: "2027-06-20T12:00:00Z")
    let open = try #require(try journey.anchors(at: "2027-06-21T02:40:00Z")["Salah · Fajr"])
    #expect(open["text"] as? String == "Salah · Fajr · until 02:55")
    let missed = try #require(try journey.anchors(at: "2027-06-21T02:57:00Z")["Salah · Fajr"])
    #expect(missed["status"] as? String == "missed")
    #expect(missed["actions"] as? [String] == ["markDoneAfterAll"])
    let text = try journey.text(["today"], at: "2027-06-21T02:57:00Z")
    #expect(text.contains("Salah · Fajr · missed") && text.contains("Mark as done after all"))
    let id = String(try #require(missed["anchor"] as? String).prefix(8))
    let late = try journey.text(["anchors", "attend", id], at: "2027-06-21T03:30:00Z")
    #expect(late == "Fajr (2027-06-21): attended 03:30.\n")

    // A second day's Fajr, left missed until its day has ended.
    let next = try #require(try journey.anchors(at: "2027-06-22T23:00:00Z")["Fajr"])
    #expect(next["actions"] as? [String] == ["markDoneAfterAll"])
    let nextID = String(try #require(next["anchor"] as? String).prefix(8))
    let refused = try journey.runner.run(
      ["anchors", "attend", nextID], now: "2027-06-23T03:00:00Z")
    #expect(refused.status == 1)
    #expect(refused.stderr == "jamaal: The day for marking this done ended at 03:00\n")
    let after = try journey.runner.run(
      ["anchors", "attend", nextID], now: "2027-06-25T12:00:00Z")
    #expect(
      after.stderr.contains("The day for marking this done ended Wed at 03:00"), "\(after.stderr)")
  }

  /// Item 1: a custom 01:30 slot behaves the same — missed at 02:00, still correctable at 10:00.
  @Test func aSlotBeforeTheDayStartIsCorrectedAllThroughItsDay() throws {
    let journey = LondonJourney(timeZone: Self.zone)
    try journey.add(
      [
        "--preset", "custom", "--title", "Night feed", "--set", "start=01:30", "--set", "window=20",
      ],
      at: "2027-06-20T12:00:00Z")
    let rows = try journey.rows(at: "2027-06-21T02:00:00Z")
    #expect(rows.map { $0["text"] as? String } == ["Night feed · missed"])
    let id = String(try #require(rows.first?["anchor"] as? String).prefix(8))
    let done = try journey.text(["anchors", "attend", id], at: "2027-06-21T10:00:00Z")
    #expect(done == "Night feed (2027-06-21): attended 10:00.\n")
  }

  /// Item 8 (D-12): at 02:40 on a June night the next date's Fajr is open before the day start;
  /// it stands on its own row and the day's group counts only the day's own members.
  @Test func aGroupCountsTodaysMembersOnly() throws {
    let journey = LondonJourney(timeZone: Self.zone)
    try journey.add(
      ["--preset", "prayer-times", "--city", "Reykjavik"], at: "2027-06-19T12:00:00Z")
    let rows = try journey.rows(at: "2027-06-21T02:40:00Z")
    let group = try #require(rows.first { $0["members"] != nil })
    let members = try #require(group["members"] as? [[String: Any]])
    #expect(members.map { $0["title"] as? String } == ["Fajr", "Dhuhr", "Asr", "Maghrib", "Isha"])
    #expect(members.first?["windowStart"] as? String == "2027-06-20T02:31:00Z", "\(members)")
    #expect((group["text"] as? String)?.hasPrefix("Salah 0/5") == true, "\(group)")
    #expect(rows.contains { $0["text"] as? String == "Salah · Fajr · until 02:55" })
    let text = try journey.text(["today"], at: "2027-06-21T02:40:00Z")
    #expect(!text.contains("0/6"))
  }
}
