import Foundation
import JamaalTestSupport
import Testing

/// A `jamaal today` with nothing to write reads and nothing more (issue 26, item 5): a handful
/// of statements, counted with SQLite's trace hook (`$JAMAAL_SQL_TRACE`), and no write lock.
@Suite struct QuietTodayTests {
  /// Runs `jamaal today` at `now`, returning what it printed and the statements it ran.
  func today(_ runner: JamaalRunner, at now: String) throws -> (String, [String]) {
    let trace = Fixtures.temporaryFolder("jamaal-trace").appendingPathComponent("sql").path
    let result = try JamaalRunner.raw(
      ["today", "--store", runner.store, "--now", now, "--tz", runner.timeZone],
      environment: ["JAMAAL_SQL_TRACE": trace])
    #expect(result.status == 0, "\(result.stderr)")
    let text = (try? String(contentsOfFile: trace, encoding: .utf8)) ?? ""
    return (result.stdout, text.split(separator: "\n").map(String.init))
  }

  @Test func aSecondTodayReadsFewStatementsAndTakesNoWriteLock() throws {
    let runner = JamaalRunner(now: "2026-12-01T07:00:00Z", timeZone: "Europe/London")
    for preset in ["school-run", "bin-night", "plants"] {
      #expect(try runner.run(["rules", "add", "--preset", preset]).status == 0)
    }
    let (first, firstTrace) = try today(runner, at: runner.now)
    let (again, quiet) = try today(runner, at: "2026-12-01T07:05:00Z")
    // The first run after adding rules had nothing left to generate either (adding generated
    // today and tomorrow), but the second is the launch of every other minute of the day.
    #expect(again == first)
    #expect(!quiet.contains("BEGIN IMMEDIATE"), "\(quiet)")
    #expect(quiet.count <= 8, "\(quiet.count) statements: \(quiet)")
    #expect(quiet.filter { $0.hasPrefix("SELECT") }.count == quiet.count - 2)
    #expect(firstTrace.count >= quiet.count)
  }

  @Test func aNewDayStillWritesWhatItNeeds() throws {
    let runner = JamaalRunner(now: "2026-12-01T07:00:00Z", timeZone: "Europe/London")
    #expect(try runner.run(["rules", "add", "--preset", "school-run"]).status == 0)
    _ = try today(runner, at: runner.now)
    // Two days on: yesterday's Anchors are finalised missed and today's generated, so the read
    // gives up and the day is written inside a write transaction.
    let (text, trace) = try today(runner, at: "2026-12-03T07:00:00Z")
    #expect(trace.contains("BEGIN IMMEDIATE"))
    #expect(trace.contains { $0.hasPrefix("INSERT") && $0.contains("anchors") }, "\(trace)")
    #expect(text.contains("Today · Thu 2026-12-03"), "\(text)")
    // And the next look at that day is quiet again.
    let (again, quiet) = try today(runner, at: "2026-12-03T07:05:00Z")
    #expect(again == text)
    #expect(!quiet.contains("BEGIN IMMEDIATE"), "\(quiet)")
  }
}
