import Foundation
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
}
