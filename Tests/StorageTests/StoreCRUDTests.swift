import Foundation
import JamaalModel
import JamaalTestSupport
import Testing

@testable import JamaalStorage

@Suite struct StoreCRUDTests {
  @Test func aFreshStoreIsCreatedWithItsFoldersAndMode0600() throws {
    let url = StorageFixtures.storeURL().deletingLastPathComponent()
      .appendingPathComponent("a/b/jamaal.sqlite")
    let store = try StorageFixtures.open(url)
    try store.insertRule(StorageFixtures.rule())
    let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
    #expect((attributes[.posixPermissions] as? Int) == 0o600)
    let wal = try FileManager.default.attributesOfItem(atPath: url.path + "-wal")
    #expect((wal[.posixPermissions] as? Int) == 0o600)
    #expect(Store.currentSchemaVersion == 6)
    let journal = try store.read { try $0.texts("PRAGMA journal_mode") }
    #expect(journal == ["wal"])
    #expect(try store.read { try $0.integer("PRAGMA synchronous") } == 2)  // FULL
    #expect(try store.read { try $0.integer("PRAGMA foreign_keys") } == 1)
    let folder = try FileManager.default.contentsOfDirectory(
      atPath: url.deletingLastPathComponent().path)
    #expect(!folder.contains { $0.contains(".new-") })
  }

  @Test func rulesRoundTripWithConfigBytesAndExactDates() throws {
    let store = try StorageFixtures.open(StorageFixtures.storeURL())
    var rule = StorageFixtures.rule(config: "{\"version\":1,  \"z\":[1,2], \"a\":null}")
    rule.createdAt = Date(timeIntervalSinceReferenceDate: 815_000_000.123_456_789)
    rule.modifiedAt = Date(timeIntervalSince1970: 1_764_425_100.987_654_321)
    try store.insertRule(rule)
    #expect(try store.rule(id: rule.id) == rule)
    rule.title = "School run (new)"
    rule.isArchived = true
    try store.updateRule(rule)
    #expect(try store.rules() == [rule])
    let prefix = String(rule.id.uuidString.prefix(8)).lowercased()
    #expect(try store.rules(idPrefix: prefix).map(\.id) == [rule.id])
    #expect(try store.rules(idPrefix: String(prefix.prefix(5))).isEmpty)
    let missing = StorageFixtures.rule()
    #expect(throws: StoreError(code: 12, message: "no rule with id \(missing.id)")) {
      try store.updateRule(missing)
    }
  }

  @Test func anchorsRoundTripAndAreFoundByRuleIdAndPrefix() throws {
    let store = try StorageFixtures.open(StorageFixtures.storeURL())
    let rule = UUID()
    var anchor = StorageFixtures.anchor(
      rule: rule, date: "2026-11-29", start: "2026-11-29T08:00:00Z")
    anchor.remindBeforeEndMinutes = 5
    let oneOff = StorageFixtures.anchor(
      rule: nil, date: "2026-11-29", slot: "", start: "2026-11-29T16:00:00Z")
    try store.insertAnchors([anchor, oneOff])
    #expect(try store.anchor(id: anchor.id) == anchor)
    #expect(try store.anchor(id: oneOff.id) == oneOff)
    #expect(try store.anchors(rule: rule) == [anchor])
    #expect(try store.anchors(idPrefix: String(anchor.id.uuidString.prefix(6))) == [anchor])
    anchor.attendanceStatus = .attended
    anchor.resolvedAt = Fixtures.instant("2026-11-29T08:10:00Z")
    try store.updateAnchor(anchor)
    #expect(try store.anchor(id: anchor.id) == anchor)
    #expect(try store.pendingAnchors(rule: rule).isEmpty)
    #expect(try store.anchorCount() == 2)
  }

  /// A rule's pending Anchors among a long decided history (read through the partial index of
  /// pending ones): exactly those, by window start then id, never another rule's.
  @Test func pendingAnchorsOfARuleAmongItsHistory() throws {
    let store = try StorageFixtures.open(StorageFixtures.storeURL())
    let rule = UUID()
    let other = UUID()
    let history = (0..<300).map { day in
      let date = LogicalDate(daysSinceEpoch: 20_000 + day).description
      return StorageFixtures.anchor(
        rule: rule, date: date, start: date + "T08:00:00Z",
        status: day.isMultiple(of: 3) ? .missed : .attended)
    }
    let later = StorageFixtures.anchor(
      rule: rule, date: "2026-12-02", slot: "b", start: "2026-12-02T07:00:00Z")
    let sooner = StorageFixtures.anchor(
      rule: rule, date: "2026-12-03", slot: "a", start: "2026-12-01T09:00:00Z")
    let twins = ["a", "b"].map { slot in
      StorageFixtures.anchor(
        rule: rule, date: "2026-12-04", slot: slot, start: "2026-12-04T08:00:00Z")
    }
    let another = StorageFixtures.anchor(
      rule: other, date: "2026-12-02", start: "2026-12-02T06:00:00Z")
    try store.insertAnchors(history + [later, sooner, another] + twins)
    let twinsByID = twins.sorted { $0.id.uuidString < $1.id.uuidString }
    #expect(try store.pendingAnchors(rule: rule) == [sooner, later] + twinsByID)
    #expect(try store.pendingAnchors(rule: other) == [another])
    #expect(try store.pendingAnchors(rule: UUID()).isEmpty)
  }

  @Test func deletingKeepsDecidedAnchors() throws {
    let store = try StorageFixtures.open(StorageFixtures.storeURL())
    let rule = UUID()
    let pending = StorageFixtures.anchor(
      rule: rule, date: "2026-12-01", start: "2026-12-01T08:00:00Z")
    let done = StorageFixtures.anchor(
      rule: rule, date: "2026-12-02", start: "2026-12-02T08:00:00Z", status: .attended)
    try store.insertAnchors([pending, done])
    #expect(try store.deletePendingAnchors(ids: [pending.id, done.id]) == 1)
    #expect(try store.anchors(rule: rule) == [done])
  }

  @Test func todayFollowsD3() throws {
    let store = try StorageFixtures.open(StorageFixtures.storeURL())
    let rule = UUID()
    let day = LogicalDay(timeZone: Fixtures.zone("Europe/London"))
    let today = Fixtures.date("2026-06-10")
    // 02:40 Fajr of the 10th is before the 03:00 boundary; now is 02:45, logical date the 9th.
    let now = Fixtures.instant("2026-06-10T01:45:00Z")
    let logicalToday = day.logicalDate(of: now)
    #expect(logicalToday == Fixtures.date("2026-06-09"))
    let fajr = StorageFixtures.anchor(
      rule: rule, date: today.description, slot: "fajr", start: "2026-06-10T01:40:00Z",
      minutes: 90)
    let todays = StorageFixtures.anchor(
      rule: rule, date: "2026-06-09", slot: "isha", start: "2026-06-09T21:00:00Z")
    let plants = StorageFixtures.anchor(
      rule: rule, date: "2026-06-07", slot: "plants", start: "2026-06-07T02:00:00Z",
      minutes: 4 * 1440)
    let oldClosed = StorageFixtures.anchor(
      rule: rule, date: "2026-06-08", slot: "isha", start: "2026-06-08T21:00:00Z")
    let tomorrow = StorageFixtures.anchor(
      rule: rule, date: "2026-06-10", slot: "dhuhr", start: "2026-06-10T12:00:00Z")
    try store.insertAnchors([fajr, todays, plants, oldClosed, tomorrow])
    let listed = try store.todayAnchors(
      date: logicalToday, interval: day.interval(of: logicalToday), now: now)
    #expect(listed.map(\.slotKey) == ["plants", "isha", "fajr"])
  }

  @Test func closedPendingAnchorsAreListedForFinalising() throws {
    let store = try StorageFixtures.open(StorageFixtures.storeURL())
    let early = StorageFixtures.anchor(
      rule: UUID(), date: "2026-11-28", start: "2026-11-28T08:00:00Z")
    let open = StorageFixtures.anchor(
      rule: UUID(), date: "2026-11-29", start: "2026-11-29T13:50:00Z")
    try store.insertAnchors([early, open])
    #expect(try store.pendingAnchors(closedBy: StorageFixtures.now) == [early])
  }

  @Test func settingsDayPlansFocusSessionsAndPreferencesRoundTrip() throws {
    let store = try StorageFixtures.open(StorageFixtures.storeURL())
    #expect(try store.settings() == nil)
    var settings = UserSettings(createdAt: StorageFixtures.now)
    try store.saveSettings(settings)
    settings.dayStart = WallClockTime(hour: 4, minute: 30) ?? .midnight
    settings.weekStart = .sunday
    try store.saveSettings(settings)
    #expect(try store.settings() == settings)
    let plan = DayPlan(
      date: Fixtures.date("2026-11-30"), state: .skipped, createdAt: StorageFixtures.now)
    try store.saveDayPlan(plan)
    #expect(try store.dayPlan(for: plan.date) == plan)
    #expect(try store.dayPlans() == [plan])
    var session = FocusSession(startedAt: StorageFixtures.now)
    try store.insertFocusSession(session)
    #expect(try store.runningFocusSessions() == [session])
    session.endedAt = StorageFixtures.now.addingTimeInterval(600)
    session.loggedMinutes = 10
    try store.updateFocusSession(session)
    #expect(try store.runningFocusSessions().isEmpty)
    #expect(try store.focusSessions() == [session])
    try store.setPreference("denied", for: "permission")
    try store.setPreference("granted", for: "permission")
    #expect(try store.preference("permission") == "granted")
    try store.setPreference(nil, for: "permission")
    #expect(try store.preference("permission") == nil)
  }

  @Test func aFailedTransactionWritesNothing() throws {
    let store = try StorageFixtures.open(StorageFixtures.storeURL())
    let rule = StorageFixtures.rule()
    #expect(throws: StoreError.self) {
      try store.transaction {
        try store.insertRule(rule)
        try store.insertRule(rule)  // same id: constraint
      }
    }
    #expect(try store.rules().isEmpty)
    #expect(try store.pendingChanges().isEmpty)
  }

  @Test func readingNeverRewritesTheFile() throws {
    let url = StorageFixtures.storeURL()
    do {
      let store = try StorageFixtures.open(url)
      try StorageFixtures.fill(store)
    }
    let before = StorageFixtures.bytes(url)
    do {
      let store = try StorageFixtures.open(url)
      _ = try store.rules()
      _ = try store.anchors(from: Fixtures.date("2020-01-01"), through: Fixtures.date("2030-01-01"))
      _ = try store.export()
    }
    #expect(StorageFixtures.bytes(url) == before)
  }
}
