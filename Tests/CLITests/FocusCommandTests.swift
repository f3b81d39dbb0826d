import Foundation
import JamaalTestSupport
import Testing

/// `jamaal focus start | stop` and Today's chip (issue 14 item 2, D-12): "Asr closes in N min"
/// while a session runs, nothing without one; one session at a time, even from several
/// processes at once.
@Suite(.serialized) struct FocusCommandTests {
  /// London, Tuesday 1 December: Asr runs 13:36–15:58.
  private static func journey() throws -> LondonJourney {
    let journey = LondonJourney()
    try journey.add(["--preset", "prayer-times", "--city", "London"], at: "2026-12-01T09:00:00Z")
    return journey
  }

  private static func focusRows(_ journey: LondonJourney, at now: String) throws -> (
    text: String, json: [String: Any]?
  ) {
    let text = try journey.text(["today"], at: now)
    let json = try JamaalRunner.json(try journey.runner.run(["today", "--json"], now: now))
    return (text, (json as? [String: Any])?["focus"] as? [String: Any])
  }

  @Test func theChipShowsAt1545OnlyWhileASessionRuns() throws {
    let journey = try Self.journey()
    let before = try Self.focusRows(journey, at: "2026-12-01T15:45:00Z")
    #expect(!before.text.contains("closes in"))
    #expect(before.json == nil)
    #expect(
      try journey.text(["focus", "start", "--title", "Homework"], at: "2026-12-01T15:40:00Z")
        == "Focus on Homework started at 15:40.\n")
    let during = try Self.focusRows(journey, at: "2026-12-01T15:45:00Z")
    #expect(during.text.contains("  Focus · Asr closes in 13 min\n"))
    #expect(during.json?["chip"] as? String == "Asr closes in 13 min")
    #expect(during.json?["title"] as? String == "Homework")
    #expect(
      try journey.text(["focus", "stop"], at: "2026-12-01T16:05:30Z")
        == "Focus on Homework stopped: 25 min logged.\n")
    let after = try Self.focusRows(journey, at: "2026-12-01T16:06:00Z")
    #expect(!after.text.contains("Focus ·"))
    #expect(after.json == nil)
  }

  @Test func aSecondStartIsRefusedNamingWhatRunsAndWritesNothing() throws {
    let journey = try Self.journey()
    _ = try journey.text(["focus", "start"], at: "2026-12-01T15:40:00Z")
    let exported = try journey.text(["export"], at: "2026-12-01T15:41:00Z")
    let second = try journey.runner.run(
      ["focus", "start", "--title", "Reading"], now: "2026-12-01T15:42:00Z")
    #expect(second.status == 1)
    #expect(second.stderr == "jamaal: Focus is running since 15:40; stop it first\n")
    #expect(try journey.text(["export"], at: "2026-12-01T15:41:00Z") == exported)
    let stopped = try journey.runner.run(["focus", "stop", "--json"], now: "2026-12-01T15:52:00Z")
    let sessions = try #require(try JamaalRunner.json(stopped) as? [[String: Any]])
    #expect(sessions.count == 1)
    #expect(sessions.first?["loggedMinutes"] as? Int == 12)
    let again = try journey.runner.run(["focus", "stop"], now: "2026-12-01T15:53:00Z")
    #expect(again.status == 1)
    #expect(again.stderr == "jamaal: No focus session is running\n")
    let blank = try journey.runner.run(["focus", "start", "--title", "  "])
    #expect(blank.status == 1)
    #expect(blank.stderr.contains("--title: must not be empty"))
  }

  @Test func ofFourStartsAtOnceExactlyOneRuns() throws {
    let runner = JamaalRunner(now: "2026-12-01T15:40:00Z", timeZone: "Europe/London")
    _ = try runner.run(["today"])
    let results = LockedList<Int32>()
    DispatchQueue.concurrentPerform(iterations: 4) { index in
      let result = try? runner.run(["focus", "start", "--title", "Run \(index)"])
      results.append(result?.status ?? -1)
    }
    #expect(results.all.sorted() == [0, 1, 1, 1])
    let stopped = try runner.run(["focus", "stop", "--json"], now: "2026-12-01T15:50:00Z")
    #expect((try JamaalRunner.json(stopped) as? [[String: Any]])?.count == 1)
  }
}
