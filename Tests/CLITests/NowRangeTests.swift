import Foundation
import JamaalTestSupport
import Testing

/// `--now` is refused, before anything is written, when what a command looks at from it would
/// leave years 1…9999 (the years a store, an export and a sync record hold): from 0002-01-01
/// to 9979-12-31 (UTC) is allowed.
@Suite(.serialized) struct NowRangeTests {
  static let refusedWords = "jamaal: --now: 9999-12-30T12:00:00Z is beyond the years Jamaal"

  @Test func aNowPastTheYearsJamaalPlansForIsRefusedAndWritesNothing() throws {
    let fresh = JamaalRunner()
    let refused = try fresh.run(["today"], now: "9999-12-30T12:00:00Z")
    #expect(refused.status == 1)
    #expect(refused.stderr.hasPrefix(Self.refusedWords), "\(refused.stderr)")
    #expect(refused.stderr.contains("from 0002-01-01 to 9979-12-31 (UTC)"))
    #expect(!FileManager.default.fileExists(atPath: fresh.store))

    let runner = JamaalRunner()
    #expect(try runner.run(["rules", "add", "--preset", "custom", "--title", "Walk"]).status == 0)
    let before = try runner.run(["export"]).stdout
    for now in [
      "9999-12-30T12:00:00Z", "9980-01-01T00:00:00Z", "9979-12-31T23:00:00-01:00",
      "0001-12-31T23:59:59Z", "0002-01-01T02:00:00+03:00", "0001-01-01T00:00:00Z",
    ] {
      for command in [["today"], ["rules", "list"], ["calendar", "--ics"], ["status"]] {
        let result = try runner.run(command, now: now)
        #expect(result.status == 1, "\(command) at \(now)")
        #expect(result.stderr.hasPrefix("jamaal: --now: \(now) is beyond"), "\(result.stderr)")
      }
    }
    #expect(try runner.run(["export"]).stdout == before)
  }

  /// Just inside the window, the longest after-last-done window (3,660 days) generated today
  /// still ends within year 9999, so the store exports and imports again whole.
  @Test func theEdgesOfTheWindowWorkAndTheirRowsExportAndImport() throws {
    for now in ["9979-12-31T23:59:59Z", "0002-01-01T00:00:00Z"] {
      let runner = JamaalRunner(now: now, timeZone: "Pacific/Kiritimati")
      let added = try runner.run([
        "rules", "add", "--preset", "plants", "--title", "Cactus", "--set", "minDays=1",
        "--set", "maxDays=3660", "--due-now",
      ])
      #expect(added.status == 0, "\(now): \(added.stderr)")
      #expect(try runner.run(["rules", "add", "--preset", "custom"]).status == 0)
      for command in [["today"], ["rules", "list"], ["calendar", "--ics", "--days", "366"]] {
        let result = try runner.run(command)
        #expect(result.status == 0, "\(command) at \(now): \(result.stderr)")
      }
      let export = try runner.run(["export"])
      #expect(export.status == 0, "\(export.stderr)")
      let file = Fixtures.temporaryFolder("jamaal-now-range").appendingPathComponent("e.json")
      try Data(export.stdout.utf8).write(to: file)
      let copy = JamaalRunner(now: now, timeZone: "Pacific/Kiritimati")
      let imported = try copy.run(["import", file.path])
      #expect(imported.status == 0, "\(now): \(imported.stderr)")
      #expect(try copy.run(["export"]).stdout == export.stdout)
    }
  }
}
