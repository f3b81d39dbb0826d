import Foundation
import JamaalJSON
import JamaalModel
import JamaalStorage
import JamaalSync
import JamaalTestSupport
import Testing

/// The engine between two devices and an in-memory cloud: sending, fetching, acknowledging.
@Suite struct EngineTests {
  @Test func anAnchorMadeOnOneDeviceArrivesOnTheOther() async throws {
    let cloud = InMemoryCloud()
    let clock = MovingClock()
    let phone = try Device("iphone", cloud: cloud, clock: clock)
    let pad = try Device("ipad", cloud: cloud, clock: clock)
    try phone.store.insertAnchors([SyncFixtures.anchor(createdAt: clock.now)])
    let sent = try await phone.sync()
    #expect(sent.sent == 1)
    #expect(try phone.store.pendingChanges().isEmpty)
    let received = try await pad.sync()
    #expect(received.received == 1)
    #expect(try pad.data() == phone.data())
    #expect(try pad.store.pendingChanges().isEmpty, "applied without re-logging")
  }

  @Test func aChangeLeavesTheLogOnlyAfterTheCloudAcknowledgedIt() async throws {
    var faults = CloudFaults()
    faults.failNext = 10
    let cloud = InMemoryCloud(faults: faults)
    let clock = MovingClock()
    let phone = try Device("iphone", cloud: cloud, clock: clock)
    try phone.store.insertAnchors([SyncFixtures.anchor(createdAt: clock.now)])
    let report = try await phone.sync()
    #expect(report.sent == 0)
    #expect(try phone.store.pendingChanges().count == 1)
    #expect(cloud.records().isEmpty)
    cloud.faults = CloudFaults()
    await #expect(try phone.sync().sent == 1)
    #expect(try phone.store.pendingChanges().isEmpty)
    #expect(cloud.records().count == 1)
  }

  @Test func passingFailuresAreRetriedWithGrowingWaitsAndNoRealSleep() async throws {
    var faults = CloudFaults()
    faults.failNext = 2
    let cloud = InMemoryCloud(faults: faults)
    let clock = MovingClock()
    let phone = try Device("iphone", cloud: cloud, clock: clock)
    try phone.store.insertAnchors([SyncFixtures.anchor(createdAt: clock.now)])
    // The save fails twice, then goes through after waits of 1 s and 2 s.
    let report = try await phone.sync()
    #expect(report.sent == 1)
    #expect(report.status == .signedIn)
    #expect(phone.waits.total == [1, 2])
  }

  @Test func aDeletedPendingAnchorIsDeletedEverywhere() async throws {
    let cloud = InMemoryCloud()
    let clock = MovingClock()
    let phone = try Device("iphone", cloud: cloud, clock: clock)
    let pad = try Device("ipad", cloud: cloud, clock: clock)
    let anchor = SyncFixtures.anchor(createdAt: clock.now)
    try phone.store.insertAnchors([anchor])
    try await SyncFixtures.settle([phone, pad])
    #expect(try pad.store.anchor(id: anchor.id) != nil)
    clock.advance(60)
    #expect(try phone.store.deletePendingAnchors(ids: [anchor.id]) == 1)
    try await SyncFixtures.settle([phone, pad])
    #expect(try pad.store.anchor(id: anchor.id) == nil)
    #expect(try pad.data() == phone.data())
  }

  @Test func aRoundKilledAfterSavingSendsAgainWithoutDuplicating() async throws {
    var faults = CloudFaults()
    faults.dropResponse = 1
    let cloud = InMemoryCloud(faults: faults)
    let clock = MovingClock()
    let phone = try Device("iphone", cloud: cloud, clock: clock)
    let pad = try Device("ipad", cloud: cloud, clock: clock)
    try phone.store.insertAnchors([
      SyncFixtures.anchor(createdAt: clock.now),
      SyncFixtures.anchor(date: "2026-12-01", createdAt: clock.now),
    ])
    _ = try await phone.sync()
    #expect(try phone.store.pendingChanges().count == 2, "the cloud saved, the reply was lost")
    cloud.faults = CloudFaults()
    try await SyncFixtures.settle([phone, pad])
    #expect(try phone.store.pendingChanges().isEmpty)
    #expect(cloud.records().count == 2)
    #expect(try pad.data() == phone.data())
  }
}
