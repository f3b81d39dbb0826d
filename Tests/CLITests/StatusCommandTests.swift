import Foundation
import JamaalTestSupport
import Testing

/// `jamaal status`: read-only, fast on years of history, and honest about which check vouched
/// for the store.
@Suite(.serialized) struct StatusCommandTests {
  @Test func aStorePathWithNothingThereSaysSoAndMakesNoStore() throws {
    let runner = JamaalRunner()
    let folder = URL(fileURLWithPath: runner.store).deletingLastPathComponent()
    let missing = folder.appendingPathComponent("not-yet/j.sqlite").path
    let text = try JamaalRunner.raw(["status", "--store", missing])
    #expect(text.status == 0, "\(text.stderr)")
    #expect(
      text.stdout == """
        store: \(missing)
        health: no store yet (the first command that saves something makes it)

        """)
    let json = try JamaalRunner.raw(["status", "--json", "--store", missing])
    let document = try JamaalRunner.json(json) as? [String: Any]
    #expect(document?["health"] as? String == "none")
    #expect(document?["integrity"] == nil)
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("not-yet").path))
  }

  @Test func theIntegrityLineNamesTheCheckAndFullRunsSQLitesFullCheck() throws {
    let runner = JamaalRunner()
    try runner.run(["rules", "add", "--preset", "school-run"])
    // The store closed healthy and nothing touched it since: opening needed no check.
    let unchanged = try JamaalRunner.json(try runner.run(["status", "--json"])) as? [String: Any]
    #expect(unchanged?["integrity"] as? String == "ok")
    #expect(unchanged?["integrityCheck"] as? String == "unchanged")
    // Another program touched the file: opening runs SQLite's quick check.
    let later = Date(timeIntervalSince1970: 1_900_000_000)
    try FileManager.default.setAttributes([.modificationDate: later], ofItemAtPath: runner.store)
    let quick = try runner.run(["status"])
    #expect(quick.status == 0)
    #expect(
      quick.stdout.contains("integrity: ok (quick check at opening; --full for the full check)"))
    let full = try JamaalRunner.json(try runner.run(["status", "--full", "--json"]))
    #expect((full as? [String: Any])?["integrityCheck"] as? String == "full")
    #expect((full as? [String: Any])?["integrity"] as? String == "ok")
  }

  /// Issue 24 item 5: `status` reads sync through the Sync plug-in; `--json` keeps `sync`'s raw
  /// values and adds the counts of records set aside and held, and the first set aside.
  @Test func statusSaysHowSyncStandsWithTheCountsInJSON() throws {
    let runner = JamaalRunner(now: "2026-11-26T10:00:00Z", timeZone: "Europe/London")
    try runner.run(["rules", "add", "--preset", "school-run"])
    let before = try #require(
      try JamaalRunner.json(try runner.run(["status", "--json"])) as? [String: Any])
    #expect(before["sync"] as? String == "not set up")
    #expect(before["syncSetAside"] as? Int == 0)
    #expect(before["syncHeld"] as? Int == 0)
    #expect(before["syncFirstSetAside"] is NSNull)
    #expect(try runner.run(["status"]).stdout.contains("sync: not set up\n"))
    let cloud = Fixtures.temporaryFolder("jamaal-cloud").path
    let synced = try runner.run(["sync", "--cloud", cloud, "--device", "phone"])
    #expect(synced.status == 0, "\(synced.stderr)")
    let after = try #require(
      try JamaalRunner.json(try runner.run(["status", "--json"])) as? [String: Any])
    #expect(after["sync"] as? String == "signedIn")
    #expect(after["syncSetAside"] as? Int == 0)
    #expect(after["syncFirstSetAside"] is NSNull)
    let text = try runner.run(["status"]).stdout
    #expect(text.contains("sync: Signed in\n"))
    #expect(!text.contains("set aside"), "nothing set aside: not a word of it")
    // An account change reads as `accountChanged`, as before.
    let accounts = URL(fileURLWithPath: cloud).appendingPathComponent("accounts")
    try FileManager.default.createDirectory(at: accounts, withIntermediateDirectories: true)
    try Data("another".utf8).write(to: accounts.appendingPathComponent("phone"))
    try runner.run(["sync", "--cloud", cloud])
    let paused = try JamaalRunner.json(try runner.run(["status", "--json"])) as? [String: Any]
    #expect(paused?["sync"] as? String == "accountChanged")
  }
}
