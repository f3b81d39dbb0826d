import Foundation
import JamaalJSON
import JamaalModel
import JamaalStorage
import JamaalSync
import JamaalTestSupport
import Testing

/// D-17: every synced row merges field by field, a rule's config key by key, slots by id,
/// exception ranges a set that only grows; D-16: a person's decision beats the clock.
@Suite struct FieldMergeTests {
  let cloud = InMemoryCloud()
  let clock = MovingClock()

  func rule(_ config: String, title: String = "School run") -> AnchorRule {
    AnchorRule(
      id: SyncFixtures.rule, title: title, sourceKey: "scheduled",
      configData: Data(config.utf8), effortMinutes: 20, placement: .fixed, createdAt: clock.now)
  }

  static let config = #"""
    {"version":1,"recurrence":{"type":"weekdays","days":["mon","tue","wed","thu","fri"]},\#
    "slots":[{"id":"drop","start":"08:15","windowMinutes":30},\#
    {"id":"pick","start":"15:15","windowMinutes":30}],"exceptions":[]}
    """#

  func config(_ rule: AnchorRule?) throws -> JSONValue {
    try JSONValue(parsing: try #require(rule).configData)
  }

  @Test func aTitleOnOneDeviceAndAnExceptionOnTheOtherBothLand() async throws {
    let phone = try Device("iphone", cloud: cloud, clock: clock)
    let pad = try Device("ipad", cloud: cloud, clock: clock)
    try phone.store.insertRule(rule(Self.config))
    try await SyncFixtures.settle([phone, pad])
    clock.advance(60)
    var renamed = try #require(try phone.store.rule(id: SyncFixtures.rule))
    renamed.title = "Nursery run"
    renamed.modifiedAt = clock.now
    try phone.store.updateRule(renamed)
    clock.advance(60)
    var excepted = try #require(try pad.store.rule(id: SyncFixtures.rule))
    var json = try config(excepted).object ?? [:]
    json["exceptions"] = [["start": "2026-12-21", "end": "2027-01-02", "reason": "holiday"]]
    excepted.configData = JSONValue.object(json).jsonData()
    excepted.modifiedAt = clock.now
    try pad.store.updateRule(excepted)
    try await SyncFixtures.settle([phone, pad])
    for device in [phone, pad] {
      let stored = try device.store.rule(id: SyncFixtures.rule)
      #expect(stored?.title == "Nursery run", "\(device.name)")
      #expect(try config(stored).object?["exceptions"]?.array?.count == 1, "\(device.name)")
    }
    #expect(try phone.data() == pad.data())
  }

  @Test func aSlotsStartOnOneDeviceAndItsWindowOnTheOtherBothLand() async throws {
    let phone = try Device("iphone", cloud: cloud, clock: clock)
    let pad = try Device("ipad", cloud: cloud, clock: clock)
    try phone.store.insertRule(rule(Self.config))
    try await SyncFixtures.settle([phone, pad])
    func edit(_ device: Device, slot: Int, key: String, value: JSONValue) throws {
      var stored = try #require(try device.store.rule(id: SyncFixtures.rule))
      var json = try config(stored).object ?? [:]
      var slots = json["slots"]?.array ?? []
      var member = slots[slot].object ?? [:]
      member[key] = value
      slots[slot] = .object(member)
      json["slots"] = .array(slots)
      stored.configData = JSONValue.object(json).jsonData()
      stored.modifiedAt = clock.now
      try device.store.updateRule(stored)
    }
    clock.advance(60)
    try edit(phone, slot: 0, key: "start", value: "08:30")
    try edit(pad, slot: 0, key: "windowMinutes", value: 45)
    try edit(pad, slot: 1, key: "start", value: "15:00")
    try await SyncFixtures.settle([pad, phone])
    for device in [phone, pad] {
      let slots = try config(try device.store.rule(id: SyncFixtures.rule)).object?["slots"]?.array
      #expect(slots?.compactMap { $0.object?["id"]?.string } == ["drop", "pick"])
      #expect(slots?.first?.object?["start"] == "08:30", "\(device.name)")
      #expect(slots?.first?.object?["windowMinutes"] == 45, "\(device.name)")
      #expect(slots?.last?.object?["start"] == "15:00", "\(device.name)")
    }
  }

  @Test func anAttendedBeatsALaterMissedFromAnotherDevicesRollover() async throws {
    let phone = try Device("iphone", cloud: cloud, clock: clock)
    let pad = try Device("ipad", cloud: cloud, clock: clock)
    var anchor = SyncFixtures.anchor(date: "2026-11-29", createdAt: clock.now)
    anchor.windowStart = clock.now
    anchor.windowEnd = clock.now + 3600
    try phone.store.insertAnchors([anchor])
    try await SyncFixtures.settle([phone, pad])
    clock.advance(300)
    var attended = anchor
    attended.attendanceStatus = .attended
    attended.resolvedAt = clock.now
    attended.modifiedAt = clock.now
    try pad.store.updateAnchor(attended)
    clock.advance(86_400)
    var missed = anchor
    missed.attendanceStatus = .missed
    missed.resolvedAt = clock.now
    missed.modifiedAt = clock.now
    try phone.store.updateAnchor(missed)
    try await phone.sync()
    try await SyncFixtures.settle([pad, phone])
    for device in [phone, pad] {
      #expect(try device.store.anchor(id: anchor.id)?.attendanceStatus == .attended)
    }
  }

  @Test func anotherDevicesMissedWaitsForThisDevicesOwnClock() async throws {
    // Six hours ahead: its records are applied (within a day), not held.
    let aheadClock = MovingClock(clock.now + 6 * 3600)
    let ahead = try Device("mac", cloud: cloud, clock: aheadClock)
    let phone = try Device("iphone", cloud: cloud, clock: clock)
    var anchor = SyncFixtures.anchor(date: "2026-11-29", createdAt: clock.now)
    anchor.windowStart = clock.now + 600
    anchor.windowEnd = clock.now + 4200
    try phone.store.insertAnchors([anchor])
    try await SyncFixtures.settle([phone, ahead])
    var missed = anchor
    missed.attendanceStatus = .missed
    missed.resolvedAt = aheadClock.now
    missed.modifiedAt = clock.now + 1
    try ahead.store.updateAnchor(missed)
    try await SyncFixtures.settle([ahead, phone])
    #expect(try phone.store.anchor(id: anchor.id)?.attendanceStatus == .pending)
    clock.advance(900)
    var attended = try #require(try phone.store.anchor(id: anchor.id))
    attended.attendanceStatus = .attended
    attended.resolvedAt = clock.now
    attended.modifiedAt = clock.now
    try phone.store.updateAnchor(attended)
    try await SyncFixtures.settle([phone, ahead])
    for device in [phone, ahead] {
      #expect(try device.store.anchor(id: anchor.id)?.attendanceStatus == .attended)
    }
  }

  @Test func aDeletionNeverRemovesAPersonsDecision() async throws {
    let phone = try Device("iphone", cloud: cloud, clock: clock)
    let pad = try Device("ipad", cloud: cloud, clock: clock)
    let anchor = SyncFixtures.anchor(createdAt: clock.now)
    try phone.store.insertAnchors([anchor])
    try await SyncFixtures.settle([phone, pad])
    clock.advance(60)
    var skipped = anchor
    skipped.attendanceStatus = .skipped
    skipped.resolvedAt = clock.now
    skipped.modifiedAt = clock.now
    try pad.store.updateAnchor(skipped)
    clock.advance(60)
    #expect(try phone.store.deletePendingAnchors(ids: [anchor.id]) == 1)
    try await SyncFixtures.settle([phone, pad])
    for device in [phone, pad] {
      #expect(try device.store.anchor(id: anchor.id)?.attendanceStatus == .skipped)
    }
  }
}
