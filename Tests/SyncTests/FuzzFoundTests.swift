import Foundation
import JamaalJSON
import JamaalModel
import JamaalPresentation
import JamaalStorage
import JamaalSync
import JamaalTestSupport
import Testing

/// Inputs `Scripts/fuzz sync` found, kept as cases.
@Suite struct FuzzFoundTests {
  let clock = MovingClock()

  /// The Anchor record the fuzzer sent: its `rule_id` is not an id (part of it overwritten).
  static let malformedRuleID = #"""
    {"deleted":false,"device":"^phone","fields":{"attendance_status":"pending",\#
    "created_at":817714800,"effort_minutes":30,"id":"8E9C0726-825D-8574-A17F-9C21083EADA1",\#
    "modified_at":817714800,"occurrence_date":20787,"placement":"fixed",\#
    "remind_before_end_minutes":null,"remind_before_start_minutes":null,"resolved_at":null,\#
    "rule_id":"7E979A85-8648-462sync_records24BD273","slot_key":"dropoff","title":"Drop-off",\#
    "window_end":817721100,"window_start":817719300},\#
    "id":"8E9C0725-825D-8574-A17F-9C21083EADA1","kind":"anchor","modifiedAt":817714800.0}
    """#

  /// Before: the row was stored as it came, and the store's export was refused by import
  /// ("column 'rule_id': … is not an id in canonical form"), so the user's backup could not be
  /// restored; then a failing record stopped every round (D-18). Now a synced cell is held to
  /// what import accepts: the record is set aside, once, and the round goes on. (Its `fields.id`
  /// also differs from its own id: that alone sets it aside, D-18.)
  @Test func aRecordWithAMalformedIdIsSetAsideAndTheStoreStillExportsWhatImports() async throws {
    let record = try #require(SyncRecord.decoding(Data(Self.malformedRuleID.utf8)))
    let phone = try received(record)
    let report = try await phone.sync()
    #expect(report.setAside == 1)
    #expect(report.status == .signedIn, "a set-aside record is not a failed round")
    await #expect(try phone.sync().setAside == 0, "set aside once")
    #expect(
      try phone.store.anchors(
        from: Fixtures.date("2026-11-29"), through: Fixtures.date("2026-12-01")
      ).isEmpty)
    let export = try phone.store.export()
    #expect(throws: Never.self) { try Store.check(importing: [UInt8](export)) }

    let wrongIDOnly = record.with("rule_id", .string("7E979A85-8648-4620-9092-E3B9424BD273"))
    await #expect(try received(wrongIDOnly).sync().firstSetAside?.reason == .wrongID)
    let repaired = wrongIDOnly.with("id", .string(record.id))
    let tablet = try received(repaired)
    try await tablet.sync()
    let stored = try tablet.store.anchors(
      from: Fixtures.date("2026-11-29"), through: Fixtures.date("2026-12-01"))
    #expect(stored.map(\.title) == ["Drop-off"], "the same record with an id is stored")
    #expect(stored.first?.rule?.uuidString == "7E979A85-8648-4620-9092-E3B9424BD273")
  }

  /// Every cell is held to the import's range: a time past year 9999 or before year 1, a date
  /// before year 1, minutes out of range.
  @Test func cellsImportWouldRefuseAreNotStored() async throws {
    let base = try #require(SyncRecord.decoding(Data(Self.malformedRuleID.utf8)))
    let valid = base.with("rule_id", .null).with("id", .string(base.id))
    let hostile: [(String, JSONValue)] = [
      ("window_end", .number(1e300)), ("occurrence_date", .integer(-800_000)),
      ("effort_minutes", .integer(Int.max)), ("created_at", .number(-1e20)),
    ]
    for (field, value) in hostile {
      let device = try received(valid.with(field, value))
      let report = try await device.sync()
      #expect(report.setAside == 1, "\(field) = \(value)")
      #expect(report.firstSetAside?.reason == .badValue, "\(field) = \(value)")
      #expect(report.firstSetAside?.field == field, "\(field) = \(value)")
      let export = try device.store.export()
      #expect(throws: Never.self) { try Store.check(importing: [UInt8](export)) }
    }
    let control = try received(valid)
    try await control.sync()
    #expect(
      try control.store.anchors(
        from: Fixtures.date("2026-11-29"), through: Fixtures.date("2026-12-01")
      ).count == 1, "the record without the hostile values is stored")
  }

  /// The focus session record the fuzzer sent: it ends six weeks before it starts.
  static let sessionEndingBeforeItStarts = #"""
    {"deleted":false,"device":"phone","fields":{"created_at":817714800,"ended_at":813857400,\#
    "id":"C2FC53C2-E4FB-40AC-966D-532827C7CED6","logged_minutes":0,"modified_at":747811800,\#
    "started_at":817714800,"title":"Deep work"},\#
    "id":"C2FC53C2-E4FB-40AC-966D-532827C7CED6","kind":"focusSession","modifiedAt":817714800.0}
    """#

  /// Before: stored, and the export then refused ("the session ends at 2026-10-16T15:30:00Z,
  /// before it starts at 2026-11-30T07:00:00Z"). The checks across a row that import makes
  /// (a session ends after it starts, a window ends after it starts) hold for synced rows too.
  @Test func aSessionEndingBeforeItStartsIsRefused() async throws {
    let record = try #require(SyncRecord.decoding(Data(Self.sessionEndingBeforeItStarts.utf8)))
    let phone = try received(record)
    await #expect(try phone.sync().firstSetAside?.reason == .endsBeforeStart)
    #expect(try phone.store.focusSessions().isEmpty)
    let export = try phone.store.export()
    #expect(throws: Never.self) { try Store.check(importing: [UInt8](export)) }

    let base = try #require(SyncRecord.decoding(Data(Self.malformedRuleID.utf8)))
    let anchor = base.with("rule_id", .null).with("id", .string(base.id))
      .with("window_end", base.values["window_start"])
    let tablet = try received(anchor)
    let refused = try await tablet.sync()
    #expect(refused.firstSetAside?.reason == .endsBeforeStart, "a window of no length")
    #expect(refused.firstSetAside?.field == "window_end")

    let ended = record.with("ended_at", .integer(817_718_400))
    let laptop = try received(ended)
    try await laptop.sync()
    #expect(try laptop.store.focusSessions().map(\.title) == ["Deep work"])
  }

  /// Before: the fuzzer's record moved the attended drop-off onto the skipped pick-up's slot,
  /// stamped after it (a field edit, last writer wins). D-10 then kept one row of the two twins
  /// on that slot, and the drop-off's slot was left with no row: "the decision for … dropoff was
  /// removed". Now a version that moves a record this device holds to another natural key is
  /// set aside, named, and both decisions stay where the person made them.
  @Test func aRecordMovingADecidedAnchorToAnotherSlotIsSetAside() async throws {
    let (cloud, phone, drop, pick, record) = try await decidedDropOffAndItsMove()
    cloud.inject(record.data)
    clock.advance(120)

    let report = try await phone.sync()
    #expect(report.setAside == 1)
    let note = try #require(report.firstSetAside)
    #expect(note == SyncSetAsideNote(reason: .changedNaturalKey, field: "slot_key", kind: "anchor"))
    #expect(
      SyncStrings.setAsideThing(note)
        == "an Anchor moved off the day or slot it was made for (slot_key)")
    let stored = try phone.store.anchors(
      from: Fixtures.date("2026-11-30"), through: Fixtures.date("2026-11-30"))
    #expect(stored.map(\.slotKey).sorted() == ["drop", "pick"])
    #expect(stored.first { $0.id == drop.id }?.attendanceStatus == .attended)
    #expect(stored.first { $0.id == pick.id }?.attendanceStatus == .skipped)
    await #expect(try phone.sync().setAside == 0, "set aside once")

    // The same record, its slot as it was: an honest later edit of the title lands.
    let retitled = record.with("slot_key", .string("drop")).with("title", .string("School gate"))
    cloud.inject(retitled.data)
    await #expect(try phone.sync().setAside == 0)
    #expect(try phone.store.anchor(id: drop.id)?.title == "School gate")
    #expect(try phone.store.anchor(id: drop.id)?.attendanceStatus == .attended)
  }

  /// The same move met on the other door: the server's copy a save conflicts with. Before, a
  /// conflict merged the server's copy with no check at all; now it passes the same door, is set
  /// aside, and this device's version goes again over it.
  @Test func aServerCopyMovingADecidedAnchorIsSetAsideWhenASaveMeetsIt() async throws {
    var (cloud, phone, drop, _, record) = try await decidedDropOffAndItsMove()
    guard
      case .conflict(_, let tag) = try cloud.save(
        [OutgoingRecord(record: record, tag: nil)], device: "pad"
      ).first
    else {
      Issue.record("the cloud took a record it already held without its tag")
      return
    }
    #expect(try cloud.save([OutgoingRecord(record: record, tag: tag)], device: "pad").count == 1)
    clock.advance(120)
    drop.title = "School gate"
    try phone.store.updateAnchor(drop)

    let report = try await phone.sync()
    #expect(report.setAsideInAll == 1)
    let stored = try phone.store.anchors(
      from: Fixtures.date("2026-11-30"), through: Fixtures.date("2026-11-30"))
    #expect(stored.map(\.slotKey).sorted() == ["drop", "pick"])
    #expect(stored.first { $0.id == drop.id }?.attendanceStatus == .attended)
    #expect(stored.first { $0.id == drop.id }?.title == "School gate")
    let server = cloud.records().first { $0.id == drop.id.canonicalText }
    #expect(server?.text("slot_key") == "drop", "this device's version went over it")
  }

  /// A phone that synced an attended drop-off and a skipped pick-up of one rule and day, and a
  /// version of the drop-off from "pad", stamped a minute later, that moves it onto the pick-up's
  /// slot (the fuzzer's find).
  private func decidedDropOffAndItsMove() async throws -> (
    cloud: InMemoryCloud, phone: Device, drop: Anchor, pick: Anchor, moved: SyncRecord
  ) {
    let cloud = InMemoryCloud()
    let phone = try Device("iphone", cloud: cloud, clock: clock, inMemory: true)
    let drop = SyncFixtures.anchor(slot: "drop", status: .attended, createdAt: clock.now)
    let pick = SyncFixtures.anchor(slot: "pick", status: .skipped, createdAt: clock.now)
    try phone.store.insertAnchors([drop, pick])
    try await phone.sync()
    var fields = try #require(try phone.store.syncRow(.anchor, id: drop.id))
    fields["slot_key"] = .string("pick")
    let moved = JSONValue.object([
      "deleted": .bool(false), "device": .string("pad"), "fields": .object(fields),
      "id": .string(drop.id.canonicalText), "kind": .string("anchor"),
      "modifiedAt": .number(clock.now.timeIntervalSinceReferenceDate + 60),
    ])
    return (cloud, phone, drop, pick, try #require(SyncRecord.decoding(moved.jsonData())))
  }

  /// A device of a fresh cloud that has received `record` from another device.
  private func received(_ record: SyncRecord) throws -> Device {
    let cloud = InMemoryCloud()
    _ = try cloud.save([OutgoingRecord(record: record, tag: nil)], device: "other")
    return try Device("iphone", cloud: cloud, clock: clock, inMemory: true)
  }
}
