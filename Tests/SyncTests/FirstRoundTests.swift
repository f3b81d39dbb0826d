import Foundation
import JamaalJSON
import JamaalModel
import JamaalStorage
import JamaalTestSupport
import Testing

@testable import JamaalSync

/// A device's first round, when its replica begins empty: what the round saved answers whether
/// a record or a twin is there (no query), and a record read from a batch keeps its own bytes.
@Suite struct FirstRoundTests {
  let clock = MovingClock()

  /// Twins of one natural key (D-10) reach a new device in its first round, in one page or
  /// pages apart: the earlier row survives holding the later's outcome, as everywhere else.
  @Test(arguments: [40, 1_000])
  func aJoiningDeviceTakesTwinsItFirstSeesAsOneRow(pageSize: Int) async throws {
    let cloud = InMemoryCloud(pageSize: pageSize)
    let phone = try Device("iphone", cloud: cloud, clock: clock)
    let pad = try Device("ipad", cloud: cloud, clock: clock)
    let early = SyncFixtures.anchor(createdAt: clock.now)
    let late = SyncFixtures.anchor(
      status: .attended, createdAt: clock.now + 5, resolvedAt: clock.now + 50)
    let others = (1...3).flatMap { month in
      (10...37).map { day in
        SyncFixtures.anchor(
          date: "2027-0\(month)-\(day - 9 < 10 ? "0" : "")\(day - 9)", createdAt: clock.now)
      }
    }
    try phone.store.insertAnchors([early] + others)
    try pad.store.insertAnchors([late])
    try await SyncFixtures.settle([phone, pad])

    let watch = try Device("watch", cloud: cloud, clock: clock)
    let report = try await watch.sync()
    #expect(report.received == 86, "every record, both twins included")
    let day = Fixtures.date("2026-11-30")
    let anchors = try watch.store.anchors(from: day, through: day)
    #expect(anchors.map(\.id) == [early.id], "one row, the earlier")
    #expect(anchors.first?.attendanceStatus == .attended, "the later twin's outcome kept")
    #expect(try watch.data() == phone.data())
  }

  /// A record as another program may write it — keys in another order, spaces between them — is
  /// applied, and the replica's copy reads back as the same record; the device's own later edit
  /// of it reaches a device that joins after.
  @Test func aRecordWrittenAnotherWayIsKeptAsItCameAndReadsBackTheSame() async throws {
    let folder = Fixtures.temporaryFolder("jamaal-cloud")
    let cloud = FolderCloud(folder: folder, clock: clock)
    let phone = try Device("iphone", cloud: cloud, clock: clock)
    let anchor = SyncFixtures.anchor(createdAt: clock.now)
    try phone.store.insertAnchors([anchor])
    let record = try #require(
      try Replica(store: phone.store, device: "outside", now: clock.now)
        .localVersion(kind: .anchor, id: anchor.id, changedAt: clock.now))
    let json = try JSONValue(parsing: record.data)
    // Keys in JSON's sorted order, not the records' own, and a space after every colon.
    let text = String(decoding: json.jsonData(), as: UTF8.self)
      .replacingOccurrences(of: "\":", with: "\": ")
    #expect(Data(text.utf8) != record.data, "the bytes differ from this version's own")
    let empty = String(
      decoding: R5Folder.batch([], store: "outside-store", device: "outside"), as: UTF8.self)
    let spaced = empty.replacingOccurrences(of: "\"records\":[]", with: "\"records\":[\(text)]")
      .replacingOccurrences(of: "\"count\":0", with: "\"count\":1")
    #expect(spaced != empty)
    let outbox = folder.appendingPathComponent("devices/outside")
    try FileManager.default.createDirectory(at: outbox, withIntermediateDirectories: true)
    try Data(spaced.utf8).write(to: outbox.appendingPathComponent("b-000000000001.json"))

    let pad = try Device("ipad", cloud: cloud, clock: clock)
    try await pad.sync()
    let kept = try #require(try pad.store.syncRecord(kind: "anchor", id: anchor.id.uuidString))
    #expect(kept.record == Data(text.utf8), "kept byte for byte as it came")
    #expect(SyncRecord.decoding(kept.record) == record, "the copy reads back as the record")
    let day = Fixtures.date("2026-11-30")
    #expect(try pad.store.anchors(from: day, through: day).map(\.title) == ["Drop-off"])

    clock.advance(60)
    var renamed = try #require(try pad.store.anchors(from: day, through: day).first)
    renamed.title = "School drop-off"
    try pad.store.updateAnchor(renamed)
    try await pad.sync()
    let watch = try Device("watch", cloud: cloud, clock: clock)
    try await watch.sync()
    #expect(try watch.store.anchors(from: day, through: day).map(\.title) == ["School drop-off"])
  }

  /// What the round noted: a record not saved is not there; a group counts every save (so a
  /// record saved twice makes its group uncertain, never certain); a save it was not told of
  /// ends it.
  @Test func whatARoundNotedOnlyEverOverstates() async throws {
    let phone = try Device("iphone", cloud: InMemoryCloud(), clock: clock)
    let fresh = FreshReplica()
    #expect(try fresh.isCurrent(in: phone.store), "an empty replica")
    let one = RecordID(kind: "anchor", id: "A")
    #expect(fresh.mayHold(one) == false)
    fresh.noteSaved(one, group: "anchor|r|1|drop")
    fresh.noteSaved(one, group: "anchor|r|1|drop")
    #expect(fresh.mayHold(one))
    #expect(fresh.mayHold(RecordID(kind: "rule", id: "A")) == false, "kind and id both count")
    #expect(fresh.members(of: "anchor|r|1|drop") == 2, "a second save is counted again")
    #expect(fresh.members(of: "anchor|r|2|drop") == 0)
    #expect(try fresh.isCurrent(in: phone.store) == false, "the store holds none of them")

    let anchor = SyncFixtures.anchor(createdAt: clock.now)
    try phone.store.insertAnchors([anchor])
    try await phone.sync()
    #expect(try FreshReplica().isCurrent(in: phone.store) == false, "a replica holding records")
  }
}
