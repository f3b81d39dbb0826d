import Foundation
import Testing

/// Journey 10 Part A replayed through `jamaal` (G-76 … G-78): denied at onboarding, a prayer
/// rule a week later, an iPad quiet by choice, and a permission turned off later.
@Suite struct RemindersJourneyTests {
  static let quietLine = "Notifications are off, so this reminder won't arrive · Open Settings"
  static let banner = "Your reminders can't arrive"

  func plan(_ runner: JamaalRunner, _ extra: [String] = [], now: String? = nil) throws
    -> [String: Any]
  {
    let result = try runner.run(["reminders", "plan", "--json"] + extra, now: now)
    #expect(result.status == 0, "\(result.stderr)")
    return try #require(try JamaalRunner.json(result) as? [String: Any])
  }

  @Test func deniedAtOnboardingThenAPrayerRuleAWeekLater() throws {
    let runner = JamaalRunner(now: "2026-11-23T10:00:00Z", timeZone: "Europe/London")
    // Onboarding: permission denied. Nothing scheduled, Today works, no banner.
    let first = try plan(runner, ["--permission", "denied"])
    #expect(first["permission"] as? String == "denied")
    #expect((first["scheduled"] as? [Any])?.isEmpty == true)
    #expect(first["banner"] is NSNull)
    #expect(first["notDelivered"] as? [String] == ["planningPrompt"])
    let today = try runner.run(["today"])
    #expect(today.status == 0)
    #expect(!today.stdout.contains(Self.banner))
    // A rule without reminders affects no wanted reminder: still no banner.
    #expect(try runner.run(["rules", "add", "--preset", "school-run"]).status == 0)
    #expect(!(try runner.run(["today"]).stdout.contains(Self.banner)))

    // A week later: a prayer rule with at-start reminders. The form's quiet line, the banner.
    let week = "2026-11-30T10:00:00Z"
    let added = try runner.run(
      ["rules", "add", "--preset", "prayer-times", "--lat", "51.5074", "--lon", "-0.1278"],
      now: week)
    #expect(added.status == 0, "\(added.stderr)")
    #expect(added.stdout.contains("Reminders: at the start"))
    #expect(added.stdout.contains(Self.quietLine))
    // D-21: the banner waits for the planning time (21:00), then the first view shows it once.
    #expect(!(try runner.run(["today"], now: week).stdout.contains(Self.banner)))
    let evening = "2026-11-30T21:05:00Z"
    let withBanner = try runner.run(["today"], now: evening)
    #expect(withBanner.stdout.contains(Self.banner))
    #expect(withBanner.stdout.contains("Open Settings · Not today · Don't remind me"))
    #expect(!(try runner.run(["today"], now: "2026-11-30T21:10:00Z").stdout.contains(Self.banner)))
    let json = try plan(runner, now: week)
    #expect((json["scheduled"] as? [Any])?.isEmpty == true)
    #expect(json["notDelivered"] as? [String] == ["planningPrompt", "anchorReminders"])
    #expect((json["banner"] as? String)?.hasPrefix(Self.banner) == true)

    // Dismissed for the day (at 02:30, still the logical 30th): back the next evening, before
    // 24 hours have passed; "Don't remind me": gone for good.
    #expect(try runner.run(["reminders", "dismiss"], now: "2026-12-01T02:30:00Z").status == 0)
    let tomorrow = "2026-12-01T21:05:00Z"
    #expect(try runner.run(["today"], now: tomorrow).stdout.contains(Self.banner))
    #expect(try runner.run(["reminders", "dismiss", "--forever"], now: tomorrow).status == 0)
    #expect(!(try runner.run(["today"], now: "2026-12-03T21:05:00Z").stdout.contains(Self.banner)))
    // The card still says what is lost: the banner is only one place.
    let card = try runner.run(["reminders", "plan"], now: tomorrow).stdout
    #expect(card.contains("Not being delivered: planning prompt, Anchor reminders"))
    #expect(
      card.contains("Reminders are on for this device, but notifications are off in Settings"))
  }

  @Test func anIPadQuietByChoiceSaysNothingAnywhere() throws {
    let runner = JamaalRunner(now: "2026-11-30T10:00:00Z", timeZone: "Europe/London")
    for permission in ["authorized", "denied"] {
      let json = try plan(runner, ["--switch", "off", "--permission", permission])
      #expect(json["switch"] as? String == "off")
      #expect((json["scheduled"] as? [Any])?.isEmpty == true)
      #expect((json["notDelivered"] as? [Any])?.isEmpty == true)
      #expect(json["banner"] is NSNull)
    }
    let added = try runner.run(
      ["rules", "add", "--preset", "prayer-times", "--lat", "51.5074", "--lon", "-0.1278"])
    #expect(added.status == 0)
    #expect(!added.stdout.contains("Notifications are off"))
    #expect(!(try runner.run(["today"]).stdout.contains(Self.banner)))
    #expect(try runner.run(["status"]).stdout.contains("reminders on this device: off"))
    // Switched on with permission: the reminders are planned.
    let on = try plan(runner, ["--switch", "on", "--permission", "authorized"])
    #expect(((on["scheduled"] as? [Any])?.count ?? 0) > 10)
  }

  @Test func turnedOffLaterIsFoundByComparing() throws {
    let runner = JamaalRunner(now: "2026-11-30T10:00:00Z", timeZone: "Europe/London")
    #expect(
      try runner.run(["rules", "add", "--preset", "school-run", "--set", "remindAtStart=true"])
        .status == 0)
    let allowed = try plan(runner, ["--permission", "authorized"])
    #expect(allowed["permission"] as? String == "authorized")
    let ids = (allowed["scheduled"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String }
    #expect(!ids.isEmpty)
    let later = try plan(runner, ["--permission", "denied"])
    #expect(later["permission"] as? String == "turnedOffLater")
    // Nothing can arrive: every pending notification is taken back.
    let changes = try #require(later["changes"] as? [String: Any])
    #expect(Set(changes["remove"] as? [String] ?? []) == Set(ids))
    let status = try runner.run(["status"]).stdout
    #expect(status.contains("notification permission: turned off later in Settings"))
    // A later denial stays "turned off later" (the link to Settings, not the prompt).
    #expect(try plan(runner)["permission"] as? String == "turnedOffLater")
    let text = try runner.run(["reminders", "plan"]).stdout
    #expect(text.contains("Open Settings"))
  }

  @Test func replanningChurnsNothingAndAPlannedNightDropsItsPrompt() throws {
    let runner = JamaalRunner(now: "2026-11-30T10:00:00Z", timeZone: "Europe/London")
    #expect(
      try runner.run(["rules", "add", "--preset", "school-run", "--set", "remindAtStart=true"])
        .status == 0)
    let first = try plan(runner, ["--permission", "authorized"])
    let ids = (first["scheduled"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String }
    #expect(ids.contains("planning-2026-12-01"))
    let again = try plan(runner, now: "2026-11-30T10:01:00Z")
    let quiet = try #require(again["changes"] as? [String: Any])
    #expect((quiet["add"] as? [Any])?.isEmpty == true)
    #expect((quiet["remove"] as? [Any])?.isEmpty == true)
    #expect(quiet["keep"] as? Int == ids.count)
    let marked = try runner.run(["plan", "--date", "2026-12-01", "--planned"])
    #expect(marked.status == 0)
    #expect(marked.stdout.contains("Night before Tue 2026-12-01: planned."))
    let after = try plan(runner)
    let changes = try #require(after["changes"] as? [String: Any])
    // `plan` re-planned already: the prompt is gone, nothing else moved.
    #expect((changes["remove"] as? [Any])?.isEmpty == true)
    let now = (after["scheduled"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String }
    #expect(Set(ids).subtracting(now) == ["planning-2026-12-01"])
    #expect(try runner.run(["plan", "--date", "2026-12-01"]).status == 2)
    #expect(try runner.run(["plan", "--date", "soon", "--skipped"]).status == 1)
  }
}
