import Foundation
import JamaalModel
import JamaalPresentation
import JamaalStorage
import JamaalSync
import JamaalTestSupport
import Testing

/// Problems (G-79) and account changes (G-80).
@Suite struct ProblemTests {
  let clock = MovingClock()

  @Test func offlineIsNeverAProblemButThreeFailuresOverADayAre() async throws {
    var faults = CloudFaults()
    faults.offline = true
    let cloud = InMemoryCloud(faults: faults)
    let phone = try Device("iphone", cloud: cloud, clock: clock)
    try phone.store.insertAnchors([SyncFixtures.anchor(createdAt: clock.now)])
    let offline = try await phone.sync()
    #expect(offline.offline)
    #expect(offline.status == nil)
    faults.offline = false
    faults.failNext = 1_000
    cloud.faults = faults
    for hours in [0.0, 12, 11] {
      clock.advance(hours * 3600)
      await #expect(try phone.sync().status != .havingTrouble, "not yet a day")
    }
    clock.advance(3600)
    await #expect(try phone.sync().status == .havingTrouble)
    #expect(try SyncOverview(store: phone.store).status == .havingTrouble)
    #expect(try SyncOverview(store: phone.store).waiting == 1, "the change is kept")
    cloud.faults = CloudFaults()
    await #expect(try phone.sync().status == .signedIn)
  }

  @Test func aDifferentAccountPausesAndNeverGetsThePreviousAccountsChanges() async throws {
    let cloud = InMemoryCloud()
    let phone = try Device("iphone", cloud: cloud, clock: clock)
    let anchor = SyncFixtures.anchor(createdAt: clock.now)
    try phone.store.insertAnchors([anchor])
    try await phone.sync()
    var renamed = anchor
    renamed.title = "Made for the first account"
    renamed.modifiedAt = clock.now + 60
    try phone.store.updateAnchor(renamed)
    cloud.setAccount(.signedIn("someone-else"), for: "iphone")
    let changed = try await phone.sync()
    #expect(changed.accountChanged)
    #expect(changed.sent == 0)
    #expect(try SyncEngine.isPaused(phone.store))
    await #expect(try phone.sync().sent == 0, "still paused")
    try await phone.engine.continueAfterAccountChange()
    #expect(try SyncEngine.isPaused(phone.store) == false)
    let report = try await phone.sync()
    #expect(report.sent == 0)
    #expect(cloud.records(account: "someone-else").isEmpty)
    #expect(try phone.store.anchor(id: anchor.id)?.title == "Made for the first account")
  }

  @Test func everyProblemSaysTheDataIsSafeAndWhatWouldFixIt() {
    for status in SyncStatus.allCases where status.isProblem {
      let line = SyncStrings.problem(status) ?? ""
      #expect(line.contains("Your data is safe on this device"), "\(status)")
      #expect(line.hasPrefix(SyncStrings.status(status)) || status == .notSignedIn, "\(status)")
    }
    #expect(SyncStrings.problem(.signedIn) == nil)
  }

  @Test func theTodayLineReturnsADayAfterItWasDismissed() {
    let now = Fixtures.instant("2026-11-29T14:05:00Z")
    #expect(SyncStrings.todayLine(.storageFull, dismissedAt: nil, now: now) != nil)
    #expect(SyncStrings.todayLine(.storageFull, dismissedAt: now - 3600, now: now) == nil)
    #expect(SyncStrings.todayLine(.storageFull, dismissedAt: now - 86_400, now: now) != nil)
    #expect(SyncStrings.todayLine(.signedIn, dismissedAt: nil, now: now) == nil)
  }
}
