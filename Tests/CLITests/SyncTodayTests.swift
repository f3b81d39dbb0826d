import Foundation
import JamaalTestSupport
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
    // Sunday: nothing generated while paused, and one quiet line says why and what to do.
    let (text, json) = try today(phone, at: "2026-11-29T10:00:00+03:00")
    let notices = try #require(json["notices"] as? [String])
    #expect(notices.count == 1, "one line, not two")
    let line = try #require(notices.first)
    #expect(line.hasPrefix("Your iCloud account changed"))
    #expect(line.contains("nothing new appears"))
    #expect(line.contains("Export my data first: jamaal export --out FILE"))
    #expect(line.contains("go on: jamaal sync --cloud DIR --continue"))
    #expect(text.components(separatedBy: "\n").filter { $0.contains("account changed") }.count == 1)
    #expect(text.contains("  " + line))
    let exported = try JamaalRunner.json(try phone.run(["export"])) as? [String: Any]
    let anchors = (exported?["tables"] as? [String: Any])?["anchors"] as? [[String: Any]] ?? []
    #expect(!anchors.contains { $0["occurrence_date"] as? String == "2026-11-30" })
    // The user goes on: the rollover runs again and Monday's run is generated.
    let resumed = try sync(phone, at: "2026-11-29T10:05:00+03:00", ["--continue"])
    #expect(resumed.status == 0, "\(resumed.stderr)")
    let after = try today(phone, at: "2026-11-29T10:06:00+03:00")
    #expect(!after.0.contains("account changed"))
    let again = try JamaalRunner.json(try phone.run(["export"])) as? [String: Any]
    let generated = (again?["tables"] as? [String: Any])?["anchors"] as? [[String: Any]] ?? []
    #expect(generated.contains { $0["occurrence_date"] as? String == "2026-11-30" })
  }

  /// Issue 24 item 6: a week into the pause Today reads what is stored and the one line, and
  /// `reminders plan` schedules nothing Today lacks (no previewed day, no stored day Today does
  /// not show).
  @Test func aWeekIntoThePauseRemindersAreOnlyForTodaysRows() throws {
    let phone = JamaalRunner(now: "2026-11-23T10:00:00Z", timeZone: "Europe/London")
    let added = try phone.run([
      "rules", "add", "--preset", "prayer-times", "--lat", "51.5074", "--lon", "-0.1278",
    ])
    #expect(added.status == 0, "\(added.stderr)")
    _ = try sync(phone, at: "2026-11-23T10:00:00Z")
    let accounts = URL(fileURLWithPath: cloud).appendingPathComponent("accounts")
    try FileManager.default.createDirectory(at: accounts, withIntermediateDirectories: true)
    try Data("another-account".utf8).write(to: accounts.appendingPathComponent("iphone"))
    _ = try sync(phone, at: "2026-11-23T10:01:00Z")
    // The day it paused: today's prayers still to come are reminded, tomorrow's stored ones
    // and the days after are not.
    let first = "2026-11-23T10:05:00Z"
    let shown = try anchorIDs(try today(phone, at: first).1)
    #expect(shown.count == 4, "Dhuhr to Isha")
    let planned = try plannedAnchors(phone, at: first)
    #expect(!planned.isEmpty)
    #expect(planned.isSubset(of: shown), "nothing Today lacks")
    // A week on: Today shows what is stored (nothing for the day) and the line; no Anchor is
    // reminded.
    let week = "2026-11-30T10:05:00Z"
    let (text, json) = try today(phone, at: week)
    #expect(text.contains("  No Anchors today"))
    #expect(text.contains("  Your iCloud account changed"))
    #expect((json["rows"] as? [Any])?.isEmpty == true)
    #expect((json["notices"] as? [String])?.count == 1)
    #expect(try plannedAnchors(phone, at: week).isEmpty)
    // Going on: the rollover runs and the week's prayers are reminded again.
    _ = try sync(phone, at: "2026-11-30T10:06:00Z", ["--continue"])
    #expect(try !plannedAnchors(phone, at: "2026-11-30T10:07:00Z").isEmpty)
  }

  /// The Anchors `reminders plan --json` schedules (permission granted) at `now`.
  private func plannedAnchors(_ runner: JamaalRunner, at now: String) throws -> Set<String> {
    let result = try runner.run(
      ["reminders", "plan", "--json", "--permission", "authorized"], now: now)
    #expect(result.status == 0, "\(result.stderr)")
    let plan = try #require(try JamaalRunner.json(result) as? [String: Any])
    let scheduled = try #require(plan["scheduled"] as? [[String: Any]])
    return Set(
      scheduled.compactMap { ($0["route"] as? String)?.split(separator: ":").last }.filter {
        $0.count == 36
      }.map(String.init))
  }

  /// Every Anchor id on `today --json`, plain rows and grouped members alike.
  private func anchorIDs(_ today: [String: Any]) throws -> Set<String> {
    let rows = try #require(today["rows"] as? [[String: Any]])
    return Set(
      rows.flatMap { row in
        (row["members"] as? [[String: Any]])?.compactMap { $0["anchor"] as? String }
          ?? [row["anchor"] as? String].compactMap { $0 }
      })
  }

  /// Issue 24 item 7 (SPEC §8): two timers on two devices, synced both ways; the device whose
  /// round stopped the later one prints the line in that round and shows it on Today once, and
  /// so does the device that learns of it from the stopped session; none shows it twice.
  @Test func theTimerClashShowsOnTodayOncePerDevice() throws {
    let phone = JamaalRunner(now: "2026-11-26T10:00:00Z", timeZone: "Europe/London")
    let pad = JamaalRunner(now: "2026-11-26T10:00:00Z", timeZone: "Europe/London")
    #expect(try phone.run(["focus", "start"], now: "2026-11-26T10:00:00Z").status == 0)
    #expect(try pad.run(["focus", "start"], now: "2026-11-26T10:05:00Z").status == 0)
    let rounds = [
      (phone, "iphone", "2026-11-26T10:10:00Z"), (pad, "ipad", "2026-11-26T10:11:00Z"),
      (phone, "iphone", "2026-11-26T10:12:00Z"), (pad, "ipad", "2026-11-26T10:13:00Z"),
    ]
    var printed: [String: Int] = [:]
    for (runner, device, now) in rounds {
      let round = try runner.run(["sync", "--cloud", cloud, "--device", device], now: now)
      #expect(round.status == 0, "\(round.stderr)")
      if round.stdout.contains(Self.clash) { printed[device, default: 0] += 1 }
    }
    #expect(printed["ipad"] == 1, "the pad's round stopped its later timer: said once")
    #expect(printed["iphone"] == 1, "the phone's round learned of the clash: said once")
    // The pad: the first view of Today (JSON here) carries the line; the next does not.
    let first = try JamaalRunner.json(
      try pad.run(["today", "--json"], now: "2026-11-26T10:20:00Z"))
    let notices = (first as? [String: Any])?["notices"] as? [String] ?? []
    #expect(notices.filter { $0 == Self.clash }.count == 1, "sync left the notice for Today")
    #expect(try !pad.run(["today"], now: "2026-11-26T10:21:00Z").stdout.contains(Self.clash))
    // The phone learns of the clash from the stopped session the pad marked: once, never
    // repeated.
    var shown = 0
    for minute in ["20", "21", "22"] {
      let text = try phone.run(["today"], now: "2026-11-26T10:\(minute):00Z").stdout
      if text.contains("  " + Self.clash) { shown += 1 }
    }
    #expect(shown == 1, "once on each device, never repeated")
  }

  /// A focus session stopped for starting later than another device's.
  static let clash = "Two timers were running; the later one was stopped and its time logged."
}
