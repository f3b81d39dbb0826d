import Foundation
import Testing

/// Issue 25 item 5 (ST-03): `jamaal settings` shows and sets the planning and morning times, the
/// day start (from the next logical day, SPEC §7), the daily reminders and this device's switch,
/// re-planning reminders; `status` and `--json` show them.
@Suite(.serialized) struct SettingsCommandTests {
  func settings(_ runner: JamaalRunner, _ extra: [String] = [], at now: String) throws
    -> [String: Any]
  {
    let result = try runner.run(["settings", "--json"] + extra, now: now)
    #expect(result.status == 0, "\(result.stderr)")
    return try #require(try JamaalRunner.json(result) as? [String: Any])
  }

  @Test func theDefaultsThenEachSetting() throws {
    let runner = JamaalRunner(now: "2026-12-01T10:00:00Z", timeZone: "Europe/London")
    let shown = try runner.run(["settings"]).stdout
    #expect(
      shown == """
        Notifications & times
          Planning time                   21:00
          Morning time                    07:00
          Day starts at                   03:00
          Planning prompt                 on
          Morning nudge                   off
          Send reminders on this device   on
        Reminders are on for this device, but notifications haven't been turned on yet

        """)
    let changed = try settings(
      runner,
      [
        "--planning-time", "20:30", "--morning-time", "6:45", "--morning-nudge", "on",
        "--planning-prompt", "off", "--switch", "off",
      ],
      at: "2026-12-01T10:00:00Z")
    #expect(changed["planningTime"] as? String == "20:30")
    #expect(changed["morningTime"] as? String == "06:45")
    #expect(changed["morningNudge"] as? String == "on")
    #expect(changed["planningPrompt"] as? String == "off")
    #expect(changed["switch"] as? String == "off")
    // Kept, and shown by status as text and JSON.
    let status = try runner.run(["status"]).stdout
    #expect(
      status.contains(
        "\nsettings: planning 20:30 · morning 06:45 · day starts 03:00 · morning nudge on\n"))
    #expect(status.contains("\nreminders on this device: off\n"))
    let json = try #require(
      try JamaalRunner.json(try runner.run(["status", "--json"])) as? [String: Any])
    #expect((json["settings"] as? [String: Any])?["planningTime"] as? String == "20:30")
  }

  /// The planning time moves Plan tomorrow and the planning prompt (reminders are re-planned).
  @Test func thePlanningTimeRePlansReminders() throws {
    let runner = JamaalRunner(now: "2026-12-01T10:00:00Z", timeZone: "Europe/London")
    #expect(try runner.run(["reminders", "plan", "--permission", "authorized"]).status == 0)
    _ = try settings(runner, ["--planning-time", "19:00"], at: "2026-12-01T10:00:00Z")
    let plan = try runner.run(["reminders", "plan", "--json"])
    let scheduled = try #require(
      (try JamaalRunner.json(plan) as? [String: Any])?["scheduled"] as? [[String: Any]])
    let planning = scheduled.filter { $0["title"] as? String == "Plan tomorrow" }
    #expect(planning.first?["fireDate"] as? String == "2026-12-01T19:00:00Z", "\(scheduled)")
    let today = try runner.run(["today", "--json"], now: "2026-12-01T19:30:00Z")
    #expect((try JamaalRunner.json(today) as? [String: Any])?["planTomorrow"] != nil)
  }

  /// D-1 and SPEC §7: a new day start applies from the next logical day; today keeps its date
  /// and the Anchors already stored keep theirs. Set at 04:00 between two starts, it waits.
  @Test func aNewDayStartAppliesFromTheNextDay() throws {
    let runner = JamaalRunner(now: "2026-12-01T10:00:00Z", timeZone: "Europe/London")
    #expect(try runner.run(["rules", "add", "--preset", "school-run"]).status == 0)
    let set = try runner.run(["settings", "--day-start", "05:00"])
    #expect(
      set.stdout.hasPrefix(
        "Settings saved.\nA new day start applies from the next day: 05:00 from Wed 2026-12-02.\n"),
      "\(set.stdout)")
    func date(at now: String) throws -> String? {
      (try JamaalRunner.json(try runner.run(["today", "--json"], now: now)) as? [String: Any])?[
        "date"]
        as? String
    }
    #expect(try date(at: "2026-12-01T23:00:00Z") == "2026-12-01")
    #expect(try date(at: "2026-12-02T04:00:00Z") == "2026-12-01")
    #expect(try date(at: "2026-12-02T05:00:00Z") == "2026-12-02")
    // Back to 03:00 at 04:00 on the 3rd (still the 2nd by 05:00): it waits until 05:00.
    let back = try settings(runner, ["--day-start", "03:00"], at: "2026-12-03T04:00:00Z")
    #expect(back["dayStart"] as? String == "05:00")
    let next = try #require(back["nextDayStart"] as? [String: Any])
    #expect(next["dayStart"] as? String == "03:00")
    #expect(next["from"] as? String == "2026-12-04")
    #expect(next["at"] as? String == "2026-12-03T05:00:00Z")
    #expect(try date(at: "2026-12-03T04:30:00Z") == "2026-12-02")
    #expect(try date(at: "2026-12-03T05:00:00Z") == "2026-12-03")
    #expect(try date(at: "2026-12-04T03:30:00Z") == "2026-12-04")
    #expect(try settings(runner, at: "2026-12-04T03:30:00Z")["dayStart"] as? String == "03:00")
    let refused = try runner.run(["settings", "--day-start", "07:00"])
    #expect(refused.status == 1)
    #expect(refused.stderr == "jamaal: --day-start: '07:00' is not from 00:00 to 06:00\n")
  }
}
