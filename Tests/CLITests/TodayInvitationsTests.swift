import Foundation
import Testing

/// Issue 25 items 3 and 4, in London in winter (the wall clock is UTC; planning time 21:00).
@Suite struct TodayInvitationsTests {
  static let banner = "Your reminders can't arrive"

  func today(_ runner: JamaalRunner, at now: String) throws -> [String: Any] {
    let result = try runner.run(["today", "--json"], now: now)
    #expect(result.status == 0, "\(result.stderr)")
    return try #require(try JamaalRunner.json(result) as? [String: Any])
  }

  /// Item 3 (G-45): after the planning time Today shows a quiet "Plan tomorrow" row, whatever
  /// the permission or the switch, until tomorrow is planned or skipped; `--json` carries it.
  @Test func planTomorrowInvitesAfterThePlanningTime() throws {
    let runner = JamaalRunner(now: "2026-11-30T10:00:00Z", timeZone: "Europe/London")
    #expect(try runner.run(["rules", "add", "--preset", "school-run"]).status == 0)
    #expect(try today(runner, at: "2026-11-30T20:59:00Z")["planTomorrow"] == nil)
    for (permission, deviceSwitch) in [("denied", "on"), ("authorized", "on"), ("denied", "off")] {
      let plan = try runner.run(
        ["reminders", "plan", "--permission", permission, "--switch", deviceSwitch])
      #expect(plan.status == 0, "\(plan.stderr)")
      let row = try today(runner, at: "2026-11-30T21:00:00Z")["planTomorrow"] as? [String: Any]
      #expect(row?["date"] as? String == "2026-12-01", "\(permission) \(deviceSwitch)")
      #expect(row?["text"] as? String == "Plan tomorrow")
    }
    let text = try runner.run(["today"], now: "2026-11-30T22:00:00Z").stdout
    #expect(text.hasSuffix("  Plan tomorrow  jamaal plan --date 2026-12-01 --planned\n"), "\(text)")
    // Until 03:00 the night is still the 30th's: the row stays at 01:00.
    #expect(try today(runner, at: "2026-12-01T01:00:00Z")["planTomorrow"] != nil)
    let planned = try runner.run(
      ["plan", "--date", "2026-12-01", "--planned"], now: "2026-11-30T22:00:00Z")
    #expect(planned.status == 0, "\(planned.stderr)")
    #expect(try today(runner, at: "2026-11-30T22:01:00Z")["planTomorrow"] == nil)
    #expect(
      !(try runner.run(["today"], now: "2026-11-30T22:01:00Z").stdout.contains("Plan tomorrow")))
    // The next evening invites again; a skipped night is decided too.
    #expect(try today(runner, at: "2026-12-01T21:30:00Z")["planTomorrow"] != nil)
    #expect(
      try runner.run(["plan", "--date", "2026-12-02", "--skipped"], now: "2026-12-01T21:30:00Z")
        .status == 0)
    #expect(try today(runner, at: "2026-12-01T21:31:00Z")["planTomorrow"] == nil)
  }

  /// Item 4 (D-21): the banner shows on the first view of Today after the planning time — text
  /// or JSON — and not again that day; `reminders plan` is not a view of Today; a dismissal lasts
  /// to the end of the logical day.
  @Test func theBannerIsShownOnceADay() throws {
    let runner = JamaalRunner(now: "2026-11-30T10:00:00Z", timeZone: "Europe/London")
    #expect(try runner.run(["reminders", "plan", "--permission", "denied"]).status == 0)
    let added = try runner.run(
      ["rules", "add", "--preset", "prayer-times", "--lat", "51.5074", "--lon", "-0.1278"])
    #expect(added.status == 0, "\(added.stderr)")
    #expect(try today(runner, at: "2026-11-30T20:00:00Z")["banner"] == nil)
    // reminders plan shows what is due without taking the day's one showing.
    let plan = try runner.run(["reminders", "plan"], now: "2026-11-30T21:01:00Z")
    #expect(plan.stdout.contains(Self.banner))
    let first = try today(runner, at: "2026-11-30T21:02:00Z")
    #expect((first["banner"] as? String)?.hasPrefix(Self.banner) == true)
    #expect(try today(runner, at: "2026-11-30T21:03:00Z")["banner"] == nil)
    #expect(!(try runner.run(["today"], now: "2026-11-30T23:00:00Z").stdout.contains(Self.banner)))
    // The next day: dismissed at 20:00, before the planning time, so 21:00 shows nothing; the
    // day after, 19 hours later, it is back.
    #expect(try runner.run(["reminders", "dismiss"], now: "2026-12-01T20:00:00Z").status == 0)
    #expect(!(try runner.run(["today"], now: "2026-12-01T21:00:00Z").stdout.contains(Self.banner)))
    #expect(try runner.run(["today"], now: "2026-12-02T21:00:00Z").stdout.contains(Self.banner))
  }
}
