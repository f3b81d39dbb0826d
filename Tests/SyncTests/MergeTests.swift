import Foundation
import JamaalJSON
import JamaalModel
import JamaalStorage
import JamaalSync
import JamaalTestSupport
import Testing

/// Merge (SPEC §8): last writer wins field by record, a decided outcome is never replaced by
/// pending, archived stays archived, and fields from a newer version travel unchanged (G-82).
@Suite struct MergeTests {
  let cloud = InMemoryCloud()
  let clock = MovingClock()

  func pair() throws -> (Device, Device) {
    (
      try Device("iphone", cloud: cloud, clock: clock),
      try Device("ipad", cloud: cloud, clock: clock)
    )
  }

  @Test func theLaterWriteWinsAndATieGoesToTheHigherDevice() async throws {
    let (phone, pad) = try pair()
    var anchor = SyncFixtures.anchor(createdAt: clock.now)
    try phone.store.insertAnchors([anchor])
    try await SyncFixtures.settle([phone, pad])
    // Each field carries the time of its last change on its device's clock (D-17).
    clock.advance(60)
    anchor.title = "Pad's title"
    anchor.modifiedAt = clock.now
    try pad.store.updateAnchor(anchor)
    clock.advance(60)
    anchor.title = "Phone's title"
    anchor.modifiedAt = clock.now
    try phone.store.updateAnchor(anchor)
    try await SyncFixtures.settle([phone, pad])
    #expect(try pad.store.anchor(id: anchor.id)?.title == "Phone's title")
    clock.advance(600)
    anchor.title = "Tied on the pad"
    anchor.modifiedAt = clock.now
    try pad.store.updateAnchor(anchor)
    anchor.title = "Tied on the phone"
    try phone.store.updateAnchor(anchor)
    try await SyncFixtures.settle([pad, phone])
    // "iphone" > "ipad": the phone's write wins the tie on both devices.
    #expect(try pad.store.anchor(id: anchor.id)?.title == "Tied on the phone")
    #expect(try pad.data() == phone.data())
  }

  @Test func aDecidedOutcomeIsNeverReplacedByALaterPendingWrite() async throws {
    let (phone, pad) = try pair()
    var anchor = SyncFixtures.anchor(createdAt: clock.now)
    try phone.store.insertAnchors([anchor])
    try await SyncFixtures.settle([phone, pad])
    var attended = anchor
    attended.attendanceStatus = .attended
    attended.resolvedAt = clock.now + 30
    attended.modifiedAt = clock.now + 30
    try phone.store.updateAnchor(attended)
    anchor.title = "Renamed later, still pending here"
    anchor.modifiedAt = clock.now + 90
    try pad.store.updateAnchor(anchor)
    try await SyncFixtures.settle([pad, phone])
    for device in [phone, pad] {
      let stored = try device.store.anchor(id: anchor.id)
      #expect(stored?.attendanceStatus == .attended, "\(device.name)")
      #expect(stored?.title == "Renamed later, still pending here", "\(device.name)")
    }
  }

  @Test func anArchivedRuleIsNotUnarchivedByAStaleEdit() async throws {
    let (phone, pad) = try pair()
    var rule = AnchorRule(
      id: SyncFixtures.rule, title: "Bins", sourceKey: "scheduled",
      configData: Data(#"{"version":1}"#.utf8), effortMinutes: 5, placement: .fixed,
      createdAt: clock.now)
    try phone.store.insertRule(rule)
    try await SyncFixtures.settle([phone, pad])
    var archived = rule
    archived.isArchived = true
    archived.modifiedAt = clock.now + 60
    try phone.store.updateRule(archived)
    rule.title = "Bin night"
    rule.modifiedAt = clock.now + 120
    try pad.store.updateRule(rule)
    try await SyncFixtures.settle([phone, pad])
    for device in [phone, pad] {
      let stored = try device.store.rule(id: rule.id)
      #expect(stored?.isArchived == true, "\(device.name)")
      #expect(stored?.title == "Bin night", "\(device.name)")
    }
  }

  @Test func aNewerVersionsFieldAndStatusComeBackUnchanged() async throws {
    let (phone, _) = try pair()
    let anchor = SyncFixtures.anchor(createdAt: clock.now)
    try phone.store.insertAnchors([anchor])
    try await phone.sync()
    // A newer device writes a status and a field this version does not know.
    guard var newer = cloud.records().first else { throw SyncFixtures.Unexpected() }
    let later = Stamp(newer.modifiedAt + 60, device: "mac-newer")
    newer.set("attendance_status", "postponed", stamp: later)
    newer.set("postponed_until", .object(["date": "2026-12-02", "reason": "rain"]), stamp: later)
    newer.set("modified_at", .number(later.date.timeIntervalSinceReferenceDate), stamp: later)
    let first = try cloud.save([OutgoingRecord(record: newer, tag: nil)], device: "mac-newer")
    guard case .conflict(_, let tag) = first.first else { throw SyncFixtures.Unexpected() }
    let second = try cloud.save([OutgoingRecord(record: newer, tag: tag)], device: "mac-newer")
    #expect(second.count == 1)
    try await phone.sync()
    var stored = try #require(try phone.store.anchor(id: anchor.id))
    #expect(stored.attendanceStatus.rawValue == "postponed")
    // The older device edits another field and saves it back.
    stored.title = "Drop-off (edited on the old phone)"
    stored.modifiedAt = clock.now + 600
    try phone.store.updateAnchor(stored)
    try await phone.sync()
    let back = try #require(cloud.records().first)
    #expect(back.text("title") == "Drop-off (edited on the old phone)")
    #expect(back.text("attendance_status") == "postponed")
    #expect(back.fields["postponed_until"] == newer.fields["postponed_until"])
  }
}
