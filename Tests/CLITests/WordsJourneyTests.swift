import Foundation
import Testing

/// Issue 11 item 11: words, not code names, in every text a person reads.
@Suite(.serialized) struct WordsJourneyTests {
  static let codeNames = [
    "[needsAttention]", "needsAttention", "closingSoon", "markDoneAfterAll", "(termBreak)",
    "notDetermined", "change_log", "jamaal: jamaal", "moonsightingCommittee",
  ]

  @Test func textOutputShowsWordsNotCodeNames() throws {
    let journey = LondonJourney()
    let school = try journey.add(["--preset", "school-run"], at: "2026-11-30T20:00:00Z")
    try journey.add(["--preset", "prayer-times", "--city", "London"], at: "2026-11-30T20:00:00Z")
    let except = try journey.runner.run(
      [
        "rules", "except", String(school.prefix(8)), "--from", "2026-12-05", "--to", "2026-12-06",
        "--reason", "termBreak",
      ], now: "2026-12-01T10:00:00Z")
    #expect(except.stdout.contains("term break"), "\(except.stderr)")
    // 15:50: Asr closing soon, the morning missed (its action offered).
    let moment = "2026-12-02T15:50:00Z"
    var texts = [except.stdout]
    for arguments in [
      ["today"], ["rules", "list"], ["rules", "show", String(school.prefix(8))], ["status"],
      ["prayer-times", "--lat", "51.5", "--lon", "-0.12"],
    ] {
      texts.append(try journey.text(arguments, at: moment))
    }
    let usage = try journey.runner.run(["today", "--bogus"])
    texts.append(usage.stderr)
    #expect(usage.stderr.hasPrefix("jamaal today: unknown option"))
    for text in texts {
      for name in Self.codeNames { #expect(!text.contains(name), "\(name) in \(text)") }
    }
    #expect(texts[1].contains("closing soon") && texts[1].contains("Mark as done after all"))
    #expect(texts[3].contains("except 2026-12-05–2026-12-06 (term break)"))
  }

  @Test func sentencesReadAsEnglish() throws {
    let journey = LondonJourney()
    let nowhere = try journey.text(
      ["prayer-times", "--lat", "0", "--lon", "-30"], at: "2026-12-01T10:00:00Z")
    #expect(nowhere.contains("Using the device zone Europe/London: no place lies within 150 km."))
    // An early-morning one-off is confirmed with the date the user typed (its logical date is
    // the day before, D-2).
    let early = try journey.text(
      [
        "oneoff", "add", "--title", "Flight", "--date", "2026-12-03", "--start", "01:30", "--end",
        "02:00",
      ], at: "2026-12-01T10:00:00Z")
    #expect(early.hasPrefix("Added Flight: Thu 2026-12-03 · 01:30–02:00 · Flight"))
  }

  /// SPEC 4.2: adjacent ranges merge, and the merged range keeps every reason.
  @Test func mergedExceptionsKeepEveryReason() throws {
    let journey = LondonJourney()
    let school = String(
      try journey.add(["--preset", "school-run"], at: "2026-12-01T10:00:00Z").prefix(8))
    for (from, to, reason) in [
      ("2026-12-07", "2026-12-08", "holiday"), ("2026-12-09", "2026-12-10", "travel"),
    ] {
      let added = try journey.runner.run(
        ["rules", "except", school, "--from", from, "--to", to, "--reason", reason],
        now: "2026-12-01T10:00:00Z")
      #expect(added.status == 0, "\(added.stderr)")
    }
    let detail = try journey.text(["rules", "show", school], at: "2026-12-01T10:00:00Z")
    #expect(detail.contains("except 2026-12-07–2026-12-10 (holiday, travel)\n"))
    let ranges =
      try journey.show(school, at: "2026-12-01T10:00:00Z")["exceptions"]
      as? [[String: Any]]
    #expect(ranges?.map { $0["reason"] as? String } == ["holiday", "travel"])
  }
}
