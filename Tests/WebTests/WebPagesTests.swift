import Foundation
import JamaalCore
import JamaalModel
import JamaalPresentation
import JamaalReminders
import JamaalSchedule
import JamaalTestSupport
import JamaalWeb
import Testing

/// The pages beyond Today's rows, as a person without script uses them: the rules list and
/// detail with Pause · Resume · Archive, Night Planning from Plan tomorrow, the banner's buttons,
/// the export, and the recovery screen of a damaged store.
@Suite struct WebPagesTests {
  static let london = Fixtures.zone("Europe/London")

  /// A walk every day at 22:00 (with a reminder at its start).
  static let walk = RuleDraft(
    title: "Walk", sourceKey: .scheduled,
    configData: Data(
      """
      {"version":1,"recurrence":{"kind":"everyNDays","n":1,"startDate":"2026-11-01"},
       "slots":[{"id":"w","label":"Walk","start":"22:00","windowMinutes":30}],
       "effortMinutes":30,"placement":"fixed","reminder":{"atStart":true}}
      """.utf8), effortMinutes: 30, placement: .fixed)

  func configuration(_ url: URL, at now: String, denied: Bool = false) throws
    -> JamaalConfiguration
  {
    JamaalConfiguration(
      store: .file(url), registry: try SourceRegistry([ScheduledSource()]),
      clock: FixedClock(now: Fixtures.instant(now), timeZone: Self.london),
      reminders: denied
        ? .center(InMemoryNotificationCenter(permission: .denied)) : .off)
  }

  /// A signed-in client on a store with the walk, at `now`.
  func client(_ url: URL, at now: String, denied: Bool = false) async throws -> WebClient {
    guard case .ready(let jamaal) = Jamaal.open(try configuration(url, at: now, denied: denied))
    else { throw WebAppTests.NotReady() }
    if try jamaal.rules.overviews().isEmpty { try jamaal.rules.add(Self.walk) }
    var client = WebClient(
      WebApp(
        door: WebDoor(jamaal), session: WebSession(host: "127.0.0.1", port: 4242),
        catalog: WebCatalog(presets: PresetLibrary(presets: []))))
    try await client.signIn()
    return client
  }

  func store() -> URL { Fixtures.temporaryFolder("jamaal-web").appendingPathComponent("s.sqlite") }

  @Test func theRulesListPausesResumesAndArchivesARule() async throws {
    var client = try await client(store(), at: "2026-11-30T09:00:00Z")
    try await client.get("/rules")
    #expect(client.page.contains("Walk · Every day · 22:00 · 30 min"))
    let id = try #require(client.app.door.jamaal?.rules.overviews().first?.rule.id)
    let detail = "/rules/\(id.uuidString.lowercased())"
    let token = try client.formToken()
    #expect(client.page.contains("href=\"\(detail)\""))
    try await client.submit(detail + "/pause")
    #expect(client.page.contains("<h1>Walk</h1>"), "back on the rule's detail")
    #expect(client.page.contains(">paused<"))
    #expect(client.page.contains(">Resume</button>") && !client.page.contains(">Pause</button>"))
    #expect(try client.app.door.jamaal?.rules.rule(id: id)?.isPaused == true)
    try await client.submit(detail + "/resume")
    #expect(try client.app.door.jamaal?.rules.rule(id: id)?.isPaused == false)
    try await client.submit(detail + "/archive")
    #expect(!client.page.contains("</button>"), "an archived rule offers no button")
    try await client.get("/rules")
    #expect(client.page.contains(RuleListStrings.empty))
    try await client.get("/rules/archived")
    #expect(
      client.page.contains("Walk · Every day · 22:00 · 30 min")
        && client.page.contains(">archived<"))
    // Resuming an archived rule (a stale tab) is refused and writes nothing.
    let refused = try await client.post(detail + "/resume", token: token)
    #expect(refused.status == 409 && refused.text.contains(WebStrings.nothingWritten))
    #expect(try client.app.door.jamaal?.rules.rule(id: id)?.isArchived == true)
    let missing = try await client.get("/rules/\(UUID().uuidString.lowercased())")
    #expect(missing.status == 404 && missing.text.contains(HTMLEscaped(WebStrings.noSuchRule).text))
  }

  @Test func planTomorrowOpensNightPlanningWhichMarksTheNight() async throws {
    let url = store()
    var morning = try await client(url, at: "2026-11-30T09:00:00Z")
    #expect(!morning.page.contains(ReminderStrings.planTomorrow), "before the planning time")
    var client = try await client(url, at: "2026-11-30T21:30:00Z")
    #expect(client.page.contains("<a href=\"/night/2026-12-01\">Plan tomorrow</a>"))
    try await client.get("/night/2026-12-01")
    #expect(client.page.contains("<h1>Night Planning · Tue 2026-12-01</h1>"))
    #expect(client.page.contains("Tomorrow 2026-12-01 · 22:00–22:30 · Walk"))
    try await client.submit("/night/2026-12-01/skipped")
    #expect(client.page.contains("Night before Tue 2026-12-01: skipped."))
    #expect(!client.page.contains("action=\"/night/2026-12-01/skipped\""))
    try await client.get("/today")
    #expect(!client.page.contains(ReminderStrings.planTomorrow), "tomorrow is decided")
    #expect(try await morning.get("/night/2026-13-01").status == 404)
  }

  @Test func theBannerOffersNotTodayAndDontRemindMe() async throws {
    let url = store()
    var client = try await client(url, at: "2026-11-30T21:30:00Z", denied: true)
    #expect(
      client.page.contains(">Not today</button>") && client.page.contains("Don&#39;t remind me"))
    #expect(client.page.contains("action=\"/banner/dont-remind-me\""))
    try await client.submit("/banner/dont-remind-me")
    #expect(!client.page.contains("action=\"/banner/"))
    // The next evening the banner stays away: "Don't remind me" is kept on this device.
    let later = try await self.client(url, at: "2026-12-01T21:30:00Z", denied: true)
    #expect(!later.page.contains("action=\"/banner/"))
  }

  @Test func theExportIsADownloadOfEveryRow() async throws {
    var client = try await client(store(), at: "2026-11-30T09:00:00Z")
    let export = try await client.get("/export")
    #expect(export.status == 200)
    #expect(export.headers["Content-Disposition"]?.hasPrefix("attachment;") == true)
    #expect(export.text.contains("\"format\" : \"jamaal-export\"") && export.text.contains("Walk"))
    let script = try await client.get("/jamaal.js")
    #expect(script.headers["Content-Type"] == "text/javascript; charset=utf-8")
    try await client.get("/today")
    #expect(client.page.contains("<script src=\"/jamaal.js\" defer=\"defer\"></script>"))
    #expect(client.page.contains("data-live=\"rows\""))
  }

  @Test func aDamagedStoreShowsTheRecoveryScreenAndResetsOnlyAfterTwoConfirmations() async throws {
    let url = store()
    let junk = Data((0..<8192).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) })
    try junk.write(to: url)
    guard
      case .needsRecovery(let recovery) = Jamaal.open(
        try configuration(url, at: "2026-11-30T09:00:00Z"))
    else {
      Issue.record("a damaged store opened")
      return
    }
    var client = WebClient(
      WebApp(
        door: WebDoor(recovering: recovery), session: WebSession(host: "127.0.0.1", port: 4242),
        catalog: WebCatalog(presets: PresetLibrary(presets: []))))
    try await client.signIn()
    #expect(client.page.contains(HTMLEscaped(RecoveryStrings.heading).text))
    #expect(client.page.contains(">Try again</button>"))
    try await client.get("/rules")
    #expect(client.page.contains(HTMLEscaped(RecoveryStrings.heading).text), "every page recovers")
    // Try again on a file still damaged: the screen again, nothing changed.
    try await client.submit("/recovery/retry")
    #expect(client.page.contains(HTMLEscaped(RecoveryStrings.heading).text))
    // The last confirmation alone (a stale tab) resets nothing.
    let early = try await client.post("/recovery/reset/confirm-again")
    #expect(early.status == 409)
    #expect(try Data(contentsOf: url) == junk)
    try await client.get("/recovery")
    try await client.submit("/recovery/reset")
    #expect(client.page.contains(HTMLEscaped(RecoveryStrings.confirmReset).text))
    #expect(try Data(contentsOf: url) == junk, "one confirmation resets nothing")
    try await client.submit("/recovery/reset/confirm")
    #expect(client.page.contains(RecoveryStrings.confirmAgain))
    try await client.submit("/recovery/reset/confirm-again")
    #expect(client.page.contains("<h1>Today · Mon 2026-11-30</h1>"), "a fresh store opens")
    let aside = try FileManager.default.contentsOfDirectory(
      atPath: url.deletingLastPathComponent().path
    )
    .filter { $0.contains(".damaged-") }
    #expect(aside.count == 1)
    let moved = url.deletingLastPathComponent().appendingPathComponent(try #require(aside.first))
    #expect(try Data(contentsOf: moved) == junk, "the damaged file is kept byte for byte")
  }
}
