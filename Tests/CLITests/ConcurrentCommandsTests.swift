import Foundation
import JamaalTestSupport
import Testing

/// Issue 10, item 1, through the command: several `jamaal` processes on one store lose no
/// acknowledged change, and of several conflicting actions exactly one is acknowledged.
@Suite(.serialized) struct ConcurrentCommandsTests {
  /// 15:20 on Thursday in Riyadh: the school run's pick-up is open.
  let now = "2026-11-26T15:20:00+03:00"

  func addSchoolRun(_ runner: JamaalRunner) throws -> String {
    let added = try runner.run(["rules", "add", "--preset", "school-run", "--json"], now: now)
    #expect(added.status == 0, "\(added.stderr)")
    let rule = try #require(try JamaalRunner.json(added) as? [String: Any])
    return try #require(rule["id"] as? String)
  }

  /// Runs each argument list as its own process, all at once.
  func runAtOnce(_ runner: JamaalRunner, _ commands: [[String]]) -> [JamaalRunner.Result?] {
    let results = LockedList<(Int, JamaalRunner.Result?)>()
    let now = now
    DispatchQueue.concurrentPerform(iterations: commands.count) { index in
      results.append((index, try? runner.run(commands[index], now: now)))
    }
    return results.all.sorted { $0.0 < $1.0 }.map(\.1)
  }

  @Test func editsPauseAndExceptionFromSeveralProcessesAreAllKept() throws {
    for _ in 0..<2 {
      let runner = JamaalRunner(now: now)
      let id = try addSchoolRun(runner)
      let results = runAtOnce(
        runner,
        [
          ["rules", "edit", id, "--set", "effort=45"],
          ["rules", "edit", id, "--set", "endDate=2027-06-30"],
          ["rules", "edit", id, "--set", "title=Kids' school run"],
          ["rules", "pause", id],
          [
            "rules", "except", id, "--from", "2026-12-21", "--to", "2027-01-01", "--reason",
            "holiday",
          ],
        ])
      for result in results { #expect(result?.status == 0, "\(result?.stderr ?? "did not run")") }
      let shown = try runner.run(["rules", "show", id, "--json"], now: now)
      let rule = try #require(try JamaalRunner.json(shown) as? [String: Any])
      #expect(rule["title"] as? String == "Kids' school run")
      #expect(rule["effortMinutes"] as? Int == 45)
      #expect(rule["state"] as? String == "paused")
      let config = try #require(rule["config"] as? [String: Any])
      #expect(config["endDate"] as? String == "2027-06-30")
      #expect((config["exceptions"] as? [Any])?.count == 1)
    }
  }

  @Test func ofSixActionsOnOneAnchorExactlyOneIsAcknowledged() throws {
    let runner = JamaalRunner(now: now)
    _ = try addSchoolRun(runner)
    let today = try JamaalRunner.json(try runner.run(["today", "--json"], now: now))
    let row = try #require(((today as? [String: Any])?["rows"] as? [[String: Any]])?.first)
    let anchor = try #require(row["anchor"] as? String)
    let verbs = ["attend", "skip", "delegate", "attend", "skip", "delegate"]
    let results = runAtOnce(runner, verbs.map { ["anchors", $0, anchor] })
    let acknowledged = results.filter { $0?.status == 0 }
    #expect(acknowledged.count == 1, "\(results.map { $0?.stderr ?? "" })")
    let refused = results.compactMap { $0 }.filter { $0.status == 1 }
    #expect(refused.count == verbs.count - 1)
    #expect(refused.allSatisfy { $0.stderr.hasPrefix("jamaal: Already marked") })
  }
}
