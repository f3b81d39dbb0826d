import Foundation
import JamaalJSON
import JamaalModel
import JamaalStorage
import JamaalSync
import JamaalTestSupport
import Testing

/// Duplicates by natural key (D-10) and the timer clash (G-26, G-83).
@Suite struct DedupTests {
  let cloud = InMemoryCloud()
  let clock = MovingClock()

  @Test func twoAnchorsForOneSlotBecomeTheEarlierTakingTheLatersOutcome() async throws {
    let phone = try Device("iphone", cloud: cloud, clock: clock)
    let pad = try Device("ipad", cloud: cloud, clock: clock)
    let early = SyncFixtures.anchor(createdAt: clock.now)
    let late = SyncFixtures.anchor(
      status: .attended, createdAt: clock.now + 5, resolvedAt: clock.now + 50)
    try phone.store.insertAnchors([early])
    try pad.store.insertAnchors([late])
    try await SyncFixtures.settle([phone, pad])
    for device in [phone, pad] {
      let anchors = try device.store.anchors(
        from: Fixtures.date("2026-11-30"), through: Fixtures.date("2026-11-30"))
      #expect(anchors.map(\.id) == [early.id], "\(device.name): one row, the earlier")
      #expect(anchors.first?.attendanceStatus == .attended, "\(device.name): outcome kept")
    }
    #expect(try pad.data() == phone.data())
  }

  @Test func twoSettingsAndTwoPlansForADateBecomeOneEach() async throws {
    let phone = try Device("iphone", cloud: cloud, clock: clock)
    let pad = try Device("ipad", cloud: cloud, clock: clock)
    let date = Fixtures.date("2026-11-30")
    try phone.store.saveSettings(UserSettings(weekStart: .sunday, createdAt: clock.now + 9))
    try pad.store.saveSettings(UserSettings(weekStart: .saturday, createdAt: clock.now))
    try phone.store.saveDayPlan(DayPlan(date: date, state: .planned, createdAt: clock.now))
    try pad.store.saveDayPlan(DayPlan(date: date, state: .skipped, createdAt: clock.now + 1))
    try await SyncFixtures.settle([phone, pad])
    for device in [phone, pad] {
      #expect(try device.store.settings()?.weekStart == .saturday, "\(device.name)")
      #expect(try device.store.dayPlans().map(\.state) == [.planned], "\(device.name)")
    }
    #expect(try pad.data() == phone.data())
  }

  @Test func twoRunningTimersStopTheLaterWithItsTimeLogged() async throws {
    let phone = try Device("iphone", cloud: cloud, clock: clock)
    let pad = try Device("ipad", cloud: cloud, clock: clock)
    let first = FocusSession(startedAt: clock.now)
    let second = FocusSession(startedAt: clock.now + 600)
    try phone.store.insertFocusSession(first)
    try pad.store.insertFocusSession(second)
    clock.advance(1500)
    try await phone.sync()
    let report = try await pad.sync()
    #expect(report.timerClash)
    try await SyncFixtures.settle([phone, pad])
    for device in [phone, pad] {
      let sessions = try device.store.focusSessions()
      #expect(sessions.map(\.isRunning) == [true, false], "\(device.name)")
      #expect(sessions.last?.loggedMinutes == 15, "\(device.name): 900 s logged")
    }
    #expect(try SyncEngine.takeTimerClashNotice(pad.store))
    #expect(try SyncEngine.takeTimerClashNotice(pad.store) == false, "told once")
  }
}
