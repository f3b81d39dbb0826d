import Foundation
import TestSupport
import Testing

/// Issue 13 items 6 and 7 on Today: a sync problem is one quiet line, dismissible for a day; an
/// account change raises its notice and pauses the daily rollover until the user goes on.
@Suite(.serialized) struct SyncTodayTests {
  let cloud = Fixtures.temporaryFolder("jamaal-cloud").path

  private func sync(_ runner: JamaalRunner, at now: String, _ extra: [String] = []) throws
    -> JamaalRunner.Result
  {
    try runner.run(["sync", "--cloud", cloud, "--device", "iphone"] + extra, now: now)
  }

  private func today(_ runner: JamaalRunner, at now: String) throws -> (String, [String: Any]) {
    let text = try runner.run(["today"], now: now).stdout
    let json = try JamaalRunner.json(try runner.run(["today", "--json"], now: now))
    return (text, json as? [String: Any] ?? [:])
  }

  @Test func storageFullIsOneQuietLineUntilDismissedForADay() throws {
    let phone = JamaalRunner(now: "2026-11-26T10:00:00+03:00")
    _ = try phone.run(["rules", "add", "--preset", "school-run"])
    _ = try sync(phone, at: "2026-11-26T10:00:00+03:00")
    try Data().write(to: URL(fileURLWithPath: cloud).appendingPathComponent("full"))
    _ = try phone.run(["rules", "add", "--preset", "plants"])
    _ = try sync(phone, at: "2026-11-26T10:05:00+03:00")
    let line = "iCloud storage is full. Your data is safe on this device"
    let (text, json) = try today(phone, at: "2026-11-26T10:06:00+03:00")
    #expect(text.contains("  " + line), "\(text)")
    #expect((json["notices"] as? [String])?.first?.hasPrefix(line) == true)
    let dismissed = try phone.run(["sync", "dismiss"], now: "2026-11-26T10:07:00+03:00")
    #expect(dismissed.status == 0, "\(dismissed.stderr)")
    #expect(try !today(phone, at: "2026-11-26T18:00:00+03:00").0.contains(line))
    #expect(try today(phone, at: "2026-11-27T10:08:00+03:00").0.contains(line), "back after a day")
  }

  @Test func anAccountChangePausesTheRolloverUntilTheUserGoesOn() throws {
    let phone = JamaalRunner(now: "2026-11-26T10:00:00+03:00")
    _ = try phone.run(["rules", "add", "--preset", "school-run"])
    _ = try sync(phone, at: "2026-11-26T10:00:00+03:00")
    let accounts = URL(fileURLWithPath: cloud).appendingPathComponent("accounts")
    try FileManager.default.createDirectory(at: accounts, withIntermediateDirectories: true)
    try Data("another-account".utf8).write(to: accounts.appendingPathComponent("iphone"))
    _ = try sync(phone, at: "2026-11-26T10:01:00+03:00")
    // Sunday: nothing generated while paused, and the notice says why and what to do.
    let (text, json) = try today(phone, at: "2026-11-29T10:00:00+03:00")
    #expect(text.contains("  Your iCloud account changed. Sync and the daily rollover are paused."))
    #expect(text.contains("Export my data first"))
    #expect(text.contains("jamaal sync --cloud DIR --continue"))
    let exported = try JamaalRunner.json(try phone.run(["export"])) as? [String: Any]
    let anchors = (exported?["tables"] as? [String: Any])?["anchors"] as? [[String: Any]] ?? []
    #expect(!anchors.contains { $0["occurrence_date"] as? String == "2026-11-30" })
    #expect((json["notices"] as? [String])?.count == 2)
    // The user goes on: the rollover runs again and Monday's run is generated.
    let resumed = try sync(phone, at: "2026-11-29T10:05:00+03:00", ["--continue"])
    #expect(resumed.status == 0, "\(resumed.stderr)")
    let after = try today(phone, at: "2026-11-29T10:06:00+03:00")
    #expect(!after.0.contains("account changed"))
    let again = try JamaalRunner.json(try phone.run(["export"])) as? [String: Any]
    let generated = (again?["tables"] as? [String: Any])?["anchors"] as? [[String: Any]] ?? []
    #expect(generated.contains { $0["occurrence_date"] as? String == "2026-11-30" })
  }
}
