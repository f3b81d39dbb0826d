import Foundation
import Testing

/// Issue 11 item 5 (the rest): the summary counts what the rule can generate today, and the
/// rules list says why nothing is next for an active rule with no next window.
@Suite(.serialized) struct SummaryCountsTests {
  /// The rules list's lines at `now`.
  private func list(_ journey: LondonJourney, at now: String) throws -> String {
    try journey.text(["rules", "list"], at: now)
  }

  @Test func theSummaryCountsPrayersWithAWindowToday() throws {
    let journey = LondonJourney()
    // Isha under middleOfTheNight in a London June has no window: four of the five remain.
    let june = "2026-06-20T11:00:00Z"
    let london = try journey.add(
      [
        "--preset", "prayer-times", "--city", "London", "--set", "method=muslimWorldLeague",
        "--set", "highLatitudeRule=middleOfTheNight",
      ], at: june)
    let summary = try journey.show(london, at: june)["summary"] as? String
    #expect(summary == "4 of 5 prayers · Muslim World League · Shafi")
    #expect(try list(journey, at: june).contains("Salah · 4 of 5 prayers · Muslim World League"))
    // The same rule in December has all five.
    let december = try journey.show(london, at: "2026-12-01T10:00:00Z")["summary"] as? String
    #expect(december == "5 prayers · Muslim World League · Shafi")
  }

  @Test func theRulesListSaysWhyNothingIsNext() throws {
    let journey = LondonJourney()
    let december = "2026-12-01T10:00:00Z"
    try journey.add(
      [
        "--preset", "prayer-times", "--lat", "69.6492", "--lon", "18.9553", "--set",
        "polar=unresolved", "--title", "Salah Tromsø",
      ], at: december)
    try journey.add(
      ["--preset", "custom", "--title", "Ended", "--set", "endDate=2026-11-28"],
      at: "2026-11-20T10:00:00Z")
    try journey.add(
      [
        "--preset", "custom", "--title", "Later", "--set", "every=3", "--set",
        "startDate=2026-12-20",
      ], at: december)
    let paused = try journey.add(["--preset", "school-run"], at: december)
    _ = try journey.text(["rules", "pause", String(paused.prefix(8))], at: december)
    let lines = try list(journey, at: december).split(separator: "\n").map(String.init)
    func after(_ title: String) -> String? {
      guard let index = lines.firstIndex(where: { $0.contains(title + " · ") }),
        index + 1 < lines.count
      else { return nil }
      return lines[index + 1].trimmingCharacters(in: .whitespaces)
    }
    #expect(after("Ended") == "nothing next: ends 2026-11-28", "\(lines)")
    #expect(after("Later") == "nothing next: first on Sun 20 Dec", "\(lines)")
    #expect(
      after("Salah Tromsø")
        == "nothing next: polar night: no Fajr, Dhuhr, Asr, Maghrib or Isha", "\(lines)")
    #expect(lines.contains { $0.contains("0 of 5 prayers") })
    // A paused rule's state says why; no "nothing next" line under it.
    #expect(after("School run")?.hasPrefix("nothing next") != true, "\(lines)")
  }
}
