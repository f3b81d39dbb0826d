import Foundation
import JamaalCore
import JamaalTestSupport
import Testing

/// The door as an app walks through it (issue 26, item 3): one configuration, nothing set after
/// opening, extensions for the rollover's pause and Today's notices, recovery that hands back an
/// opened facade, and a facade shared between tasks.
@Suite struct ConfigurationTests {
  let london = Fixtures.zone("Europe/London")

  func configuration(
    _ store: JamaalConfiguration.StoreLocation, at now: String = "2026-11-30T07:00:00Z",
    extensions: [any JamaalExtension] = [], reminders: JamaalConfiguration.Reminders = .off
  ) throws -> JamaalConfiguration {
    JamaalConfiguration(
      store: store, registry: try SourceRegistry([ScheduledSource()]),
      clock: FixedClock(now: Fixtures.instant(now), timeZone: london), reminders: reminders,
      extensions: extensions)
  }

  func open(_ configuration: JamaalConfiguration) throws -> Jamaal {
    guard case .ready(let jamaal) = Jamaal.open(configuration) else { throw NotReady() }
    return jamaal
  }

  struct NotReady: Error {}

  /// A dentist appointment 09:00–09:30 today.
  func dentist(_ jamaal: Jamaal) throws -> Anchor {
    let anchor = Anchor(
      rule: nil, title: "Dentist", occurrenceDate: Fixtures.date("2026-11-30"), slotKey: "",
      windowStart: Fixtures.instant("2026-11-30T09:00:00Z"),
      windowEnd: Fixtures.instant("2026-11-30T09:30:00Z"), effortMinutes: 30,
      createdAt: jamaal.clock.now)
    try jamaal.anchors.addOneOff(anchor)
    return anchor
  }

  /// A walk every day at `start`, reminded at its start.
  func walk(at start: String) -> RuleDraft {
    let config = """
      {"version":1,"recurrence":{"kind":"everyNDays","n":1,"startDate":"2026-11-01"},
       "slots":[{"id":"w","label":"Walk","start":"\(start)","windowMinutes":30}],
       "effortMinutes":30,"placement":"fixed","reminder":{"atStart":true}}
      """
    return RuleDraft(
      title: "Walk", sourceKey: .scheduled, configData: Data(config.utf8), effortMinutes: 30,
      placement: .fixed)
  }

  /// An extension with one notice that can be dismissed once, and a rollover pause.
  final class Notices: JamaalExtension, @unchecked Sendable {
    let paused: Bool
    private let lock = NSLock()
    private var dismissed = false
    init(paused: Bool = false) { self.paused = paused }

    func pausesRollover(_ jamaal: Jamaal) throws -> Bool { paused }

    func todayNotices(_ jamaal: Jamaal) throws -> [TodayNotice] {
      lock.withLock { dismissed } ? [] : [TodayNotice(id: "test.notice", text: "Backups resume.")]
    }

    func dismissNotice(_ id: TodayNotice.ID, _ jamaal: Jamaal) throws -> Bool {
      guard id == "test.notice" else { return false }
      return lock.withLock {
        defer { dismissed = true }
        return !dismissed
      }
    }
  }

  @Test func aStoreInMemoryOpensEmptyAndKeepsWhatIsAdded() async throws {
    let jamaal = try open(try configuration(.inMemory))
    let anchor = try dentist(jamaal)
    await #expect(try jamaal.evaluateToday().rows.count == 1)
    #expect(try stored(jamaal).map(\.id) == [anchor.id])
  }

  /// The stored Anchors of Monday 30 November.
  func stored(_ jamaal: Jamaal) throws -> [Anchor] {
    try jamaal.anchors.from(Fixtures.date("2026-11-30"), through: Fixtures.date("2026-11-30"))
  }

  @Test func anExtensionsNoticesShowOnTodayUntilDismissed() throws {
    let notices = Notices()
    let jamaal = try open(try configuration(.inMemory, extensions: [notices]))
    #expect(try jamaal.todayNotices().map(\.text) == ["Backups resume."])
    #expect(try jamaal.dismissNotice("another.notice") == false)
    #expect(try jamaal.dismissNotice("test.notice"))
    #expect(try jamaal.todayNotices().isEmpty)
    #expect(try jamaal.dismissNotice("test.notice") == false, "nothing left to dismiss")
  }

  @Test func anExtensionThatPausesTheRolloverStopsGeneration() async throws {
    let url = Fixtures.temporaryFolder().appendingPathComponent("j.sqlite")
    let first = try open(try configuration(.file(url)))
    try first.rules.add(walk(at: "08:00"))
    // Two days later, the rollover waits: nothing new, nothing finalised.
    let later = "2026-12-02T07:00:00Z"
    let paused = try open(
      try configuration(.file(url), at: later, extensions: [Notices(paused: true)]))
    #expect(paused.isRolloverPaused)
    await #expect(try paused.evaluate().isEmpty, "nothing generated while the rollover waits")
    let going = try open(
      try configuration(.file(url), at: later, extensions: [Notices(paused: false)]))
    #expect(!going.isRolloverPaused)
    await #expect(try going.evaluate().inserts.count == 2, "Wednesday's and Thursday's walks")
  }

  @Test func recoveryHandsBackAnOpenedFacade() async throws {
    let folder = Fixtures.temporaryFolder()
    let url = folder.appendingPathComponent("j.sqlite")
    try Data("this is not a database, it is a shopping list".utf8).write(to: url)
    let configuration = try configuration(.file(url))
    guard case .needsRecovery(let recovery) = Jamaal.open(configuration) else {
      Issue.record("a damaged file opened")
      return
    }
    #expect(recovery.reason == .damaged)
    #expect(RecoveryStrings.reason(recovery.reason).isEmpty == false)
    #expect(Jamaal.recovery(configuration)?.reason == .damaged)
    guard case .needsRecovery = recovery.retry() else {
      Issue.record("retry opened a damaged file")
      return
    }
    let (movedTo, opening) = try recovery.reset(recovery.requestReset().confirmAgain())
    let moved = try #require(movedTo)
    #expect(
      try String(contentsOf: moved, encoding: .utf8).hasPrefix("this is not a database"),
      "the damaged file is kept aside, never deleted")
    guard case .ready(let jamaal) = opening else {
      Issue.record("the reset did not open a fresh store")
      return
    }
    let anchor = try dentist(jamaal)
    await #expect(try jamaal.evaluateToday().rows.count == 1)
    #expect(try stored(jamaal).map(\.id) == [anchor.id])
    #expect(Jamaal.recovery(configuration) == nil, "the fresh store opens")
  }

  @Test func everyRecoveryReasonHasTheScreensReason() {
    for reason in StoreRecoveryReason.allCases {
      #expect(JamaalRecovery.reason(of: reason).rawValue == reason.rawValue)
    }
  }

  @Test func oneFacadeSharedByTasksLosesNoAction() async throws {
    let url = Fixtures.temporaryFolder().appendingPathComponent("j.sqlite")
    let jamaal = try open(try configuration(.file(url), at: "2026-11-30T09:10:00Z"))
    var anchors: [Anchor] = []
    for index in 0..<24 {
      let anchor = Anchor(
        rule: nil, title: "Call \(index)", occurrenceDate: Fixtures.date("2026-11-30"),
        slotKey: "", windowStart: Fixtures.instant("2026-11-30T09:00:00Z"),
        windowEnd: Fixtures.instant("2026-11-30T10:00:00Z"), effortMinutes: 5,
        createdAt: jamaal.clock.now)
      try jamaal.anchors.addOneOff(anchor)
      anchors.append(anchor)
    }
    try await withThrowingTaskGroup(of: Void.self) { group in
      for anchor in anchors {
        group.addTask { _ = try jamaal.anchors.act(.attend, on: anchor) }
        group.addTask { _ = try await jamaal.evaluateToday() }
      }
      try await group.waitForAll()
    }
    let today = try stored(jamaal)
    #expect(today.count == 24)
    #expect(today.allSatisfy { $0.attendanceStatus == .attended })
  }

  @Test func todayIsOneValueWithItsNoticesBannerAndPlanTomorrow() async throws {
    let url = Fixtures.temporaryFolder().appendingPathComponent("j.sqlite")
    let denied = JamaalConfiguration.Reminders.center(
      InMemoryNotificationCenter(permission: .denied))
    let morning = try open(
      try configuration(.file(url), extensions: [Notices()], reminders: denied))
    try morning.rules.add(walk(at: "22:00"))
    let screen = try await morning.todayScreen()
    #expect(screen.section.rows.count == 1, "tonight's walk")
    #expect(screen.notices.map(\.id) == ["test.notice"])
    #expect(screen.planTomorrow == nil, "before the planning time")
    #expect(screen.banner == nil, "before the planning time (D-21)")
    #expect(screen.timeZone == london)
    // 21:30, after the planning time: the quiet row plans Tuesday; the banner shows once.
    let evening = try open(
      try configuration(
        .file(url), at: "2026-11-30T21:30:00Z", extensions: [Notices()], reminders: denied))
    let later = try await evening.todayScreen()
    #expect(later.planTomorrow == Fixtures.date("2026-12-01"))
    #expect(later.planTomorrowText == ReminderStrings.planTomorrow)
    #expect(later.banner != nil, "notifications are denied and the walk reminds: the banner shows")
    await #expect(try evening.todayScreen().banner == nil, "shown once a logical day")
  }

  @Test func ruleDetailByIDShowsTheRuleAsStoredNotAStaleCopy() throws {
    let jamaal = try open(try configuration(.inMemory))
    let stale = try jamaal.rules.add(walk(at: "08:00"))
    let range = try ExceptionRange(
      start: Fixtures.date("2026-12-01"), end: Fixtures.date("2026-12-02"), reason: .holiday)
    try jamaal.rules.addException(range, toRuleWithID: stale.id)
    #expect(try jamaal.rules.detail(id: stale.id)?.exceptions == [range])
    #expect(try jamaal.rules.detail(stale).exceptions == [range], "a stale copy still shows it")
    #expect(try jamaal.rules.detail(id: UUID()) == nil)
  }
}
