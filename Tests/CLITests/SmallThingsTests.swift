import Foundation
import Testing

@testable import JamaalStorage

/// Issue 25 item 14: small things a person notices, each replayed in London in winter (the wall
/// clock is UTC).
@Suite(.serialized) struct SmallThingsTests {
  let now = "2026-12-01T10:00:00Z"

  /// The focus chip for a multi-day window names its last day, as the row does.
  @Test func theFocusChipOfAMultiDayWindowNamesItsDay() throws {
    let journey = LondonJourney()
    try journey.add(["--preset", "plants", "--due-now"], at: now)
    _ = try journey.text(["focus", "start"], at: now)
    let text = try journey.text(["today"], at: "2026-12-01T10:05:00Z")
    #expect(text.contains("  Focus · Water the plants closes Wed\n"), "\(text)")
    #expect(!text.contains(" min"))
  }

  /// A focus session left running is stopped at the end of its day, with one quiet line.
  @Test func aFocusSessionLeftRunningStopsAtTheDaysEnd() throws {
    let journey = LondonJourney()
    _ = try journey.text(["focus", "start", "--title", "Reading"], at: "2026-12-01T20:00:00Z")
    let next = try journey.text(["today"], at: "2026-12-02T09:00:00Z")
    #expect(
      next.contains(
        "\n  Focus on Reading stopped at the end of the day (03:00): 420 min logged.\n"),
      "\(next)")
    #expect(!next.contains("Focus · "))
    #expect(!(try journey.text(["today"], at: "2026-12-02T09:01:00Z")).contains("stopped"))
    let stop = try journey.runner.run(["focus", "stop"], now: "2026-12-02T09:02:00Z")
    #expect(stop.status == 1)
  }

  /// `--reason` is taken in any case; all-day and multi-day Anchors are all-day events.
  @Test func reasonsInAnyCaseAndAllDayEvents() throws {
    let journey = LondonJourney()
    let school = String(try journey.add(["--preset", "school-run"], at: now).prefix(8))
    for reason in ["Holiday", "TERMBREAK", " illness "] {
      let except = try journey.runner.run(
        ["rules", "except", school, "--from", "2026-12-07", "--reason", reason], now: now)
      #expect(except.status == 0, "\(reason): \(except.stderr)")
    }
    let shown = try journey.show(school, at: now)
    let reasons = (shown["exceptions"] as? [[String: Any]])?.compactMap { $0["reason"] as? String }
    #expect(reasons == ["holiday", "termBreak", "illness"], "\(shown)")
    try journey.add(["--preset", "plants", "--due-now"], at: now)
    let ics = try journey.text(["calendar", "--ics", "--days", "3"], at: now)
    let plants = try #require(
      ics.components(separatedBy: "BEGIN:VEVENT").first { $0.contains("SUMMARY:Water the plants") })
    #expect(plants.contains("DTSTART;VALUE=DATE:20261201\r\n"), "\(plants)")
    #expect(plants.contains("DTEND;VALUE=DATE:20261203\r\n"))
    let dropOff = try #require(
      ics.components(separatedBy: "BEGIN:VEVENT").first { $0.contains("Drop-off") })
    #expect(dropOff.contains("DTSTART:20261202T081500Z"), "\(dropOff)")
  }

  /// `sync dismiss` with nothing to dismiss says so; `status` says nothing of unsynced changes
  /// while sync was never set up; `--tz UTC` reads UTC.
  @Test func quietWordsWhereNothingIsTheMatter() throws {
    let journey = LondonJourney()
    try journey.add(["--preset", "school-run"], at: now)
    #expect(
      try journey.text(["sync", "dismiss"], at: now)
        == "Today shows no sync problem; nothing to dismiss.\n")
    let status = try journey.text(["status"], at: now)
    #expect(status.contains("\nsync: not set up\n"))
    #expect(!status.contains("not yet synced"), "\(status)")
    let utc = try JamaalRunner.raw([
      "today", "--store", journey.runner.store, "--now", now, "--tz", "UTC",
    ])
    #expect(utc.stdout.hasPrefix("Today · Tue 2026-12-01 · UTC\n"), "\(utc.stdout)")
  }

  /// An outcome a newer version wrote fits its column: the ids stay in one column.
  @Test func anUnknownOutcomeFitsItsColumn() throws {
    let journey = LondonJourney()
    try journey.add(["--preset", "school-run"], at: "2026-11-30T20:00:00Z")
    _ = try journey.text(["today"], at: now)
    do {
      let connection = try Connection(path: journey.runner.store, readOnly: false)
      try connection.execute(
        "UPDATE anchors SET attendance_status = 'postponed' WHERE slot_key = 'dropoff'")
    }
    let text = try journey.text(["today"], at: now)
    let members = text.split(separator: "\n").filter { $0.hasPrefix("    ") }
    #expect(members.count == 2, "\(text)")
    #expect(members.contains { $0.contains("Update Jamaal to see this  id ") }, "\(text)")
    let columns = Set(
      members.map { line in
        line.range(of: "id ").map { line.distance(from: line.startIndex, to: $0.lowerBound) }
      })
    #expect(columns.count == 1, "\(text)")
  }
}
