import Foundation
import JamaalModel
import JamaalStorage
import JamaalSync
import JamaalTestSupport
import Testing

/// D-18 on a save that meets the server's copy: a copy stamped more than a day ahead (another
/// device's wrong clock) is held here like a fetched one, never merged at once, and this
/// device's version goes over it — so one wrong clock never freezes a record for every device;
/// once this clock reaches the held copy, its fields land everywhere.
@Suite struct HeldConflictTests {
  let cloud = InMemoryCloud()
  let clock = MovingClock()

  @Test func aCopyStampedDaysAheadIsHeldAndNeverFreezesTheRecord() async throws {
    let macClock = MovingClock(clock.now + 3 * 86_400)
    let phone = try Device("iphone", cloud: cloud, clock: clock)
    let pad = try Device("ipad", cloud: cloud, clock: clock)
    let mac = try Device("mac", cloud: cloud, clock: macClock)
    try phone.store.insertRule(
      AnchorRule(
        id: SyncFixtures.rule, title: "School run", sourceKey: "scheduled",
        configData: Data(FieldMergeTests.config.utf8), effortMinutes: 20, placement: .fixed,
        createdAt: clock.now))
    try await SyncFixtures.settle([phone, pad, mac])

    // The mac, three days ahead, renames the rule; the pad, on time, changes its effort.
    var renamed = try #require(try mac.store.rule(id: SyncFixtures.rule))
    renamed.title = "Nursery run"
    renamed.modifiedAt = macClock.now
    try mac.store.updateRule(renamed)
    try await mac.sync()
    clock.advance(60)
    var longer = try #require(try pad.store.rule(id: SyncFixtures.rule))
    longer.effortMinutes = 30
    longer.modifiedAt = clock.now
    try pad.store.updateRule(longer)
    let padReport = try await pad.sync()

    // The pad holds the mac's copy (not applied), and its own change reaches the phone.
    #expect(padReport.held == 1)
    #expect(try pad.store.rule(id: SyncFixtures.rule)?.title == "School run")
    try await phone.sync()
    let onPhone = try phone.store.rule(id: SyncFixtures.rule)
    #expect(onPhone?.effortMinutes == 30)
    #expect(onPhone?.title == "School run")
    #expect(try phone.store.heldCount() == 0)

    // Three days on, the pad's clock reaches the held copy: the rename lands on every device.
    clock.advance(3 * 86_400)
    macClock.advance(60)
    try await SyncFixtures.settle([pad, phone, mac])
    for device in [phone, pad, mac] {
      let stored = try device.store.rule(id: SyncFixtures.rule)
      #expect(stored?.title == "Nursery run", "\(device.name)")
      #expect(stored?.effortMinutes == 30, "\(device.name)")
      #expect(try device.store.heldCount() == 0, "\(device.name)")
    }
    #expect(try phone.data() == pad.data())
    #expect(try pad.data() == mac.data())
  }
}
