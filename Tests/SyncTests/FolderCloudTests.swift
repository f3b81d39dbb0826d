import Foundation
import JamaalModel
import JamaalStorage
import JamaalSync
import JamaalTestSupport
import Testing

/// `FolderCloud`: one writer per file, batches read whole and in order, other files left alone.
@Suite struct FolderCloudTests {
  let clock = MovingClock()

  @Test func twoDevicesShareOneFolder() async throws {
    let cloud = FolderCloud(folder: Fixtures.temporaryFolder("jamaal-cloud"), clock: clock)
    let phone = try Device("iphone", cloud: cloud, clock: clock)
    let pad = try Device("ipad", cloud: cloud, clock: clock)
    try phone.store.insertAnchors([SyncFixtures.anchor(createdAt: clock.now)])
    try pad.store.insertAnchors([SyncFixtures.anchor(date: "2026-12-01", createdAt: clock.now)])
    try await SyncFixtures.settle([phone, pad])
    #expect(try phone.data() == pad.data())
    #expect(
      try phone.store.anchors(
        from: Fixtures.date("2026-11-30"), through: Fixtures.date("2026-12-01")
      ).count == 2)
  }

  /// Batches are numbered from the store's counter (D-19); the file system still guarantees that
  /// a batch is never written over another: of 24 writers racing for one number, one wins and
  /// the others are told to number theirs anew.
  @Test func aBatchIsNeverWrittenOverAnother() throws {
    let folder = Fixtures.temporaryFolder("jamaal-cloud")
    let cloud = FolderCloud(folder: folder, clock: clock)
    let phone = CloudDevice(name: "iphone", store: "phone-store")
    let record = SyncRecord(
      kind: "note", id: "x", modifiedAt: clock.now, device: "iphone", fields: [:])
    let taken = LockedList<Bool>()
    DispatchQueue.concurrentPerform(iterations: 24) { index in
      var copy = record
      copy.id = "note-\(index)"
      let batch = OutgoingBatch(number: 1, records: [OutgoingRecord(record: copy, tag: nil)])
      if let saved = try? cloud.save(batch, device: phone) { taken.append(saved.numberTaken) }
    }
    #expect(taken.all.filter { !$0 }.count == 1)
    #expect(taken.all.filter { $0 }.count == 23)
    let page = try cloud.fetchChanges(since: nil, device: CloudDevice(name: "ipad", store: "pad"))
    #expect(page.records.count == 1)
    let names = try FileManager.default.contentsOfDirectory(
      atPath: folder.appendingPathComponent("devices/iphone").path)
    #expect(names == ["b-000000000001.json"], "no temporary file is left behind")
  }

  /// The file-sync tool between two machines, played by hand: it copies late, out of order,
  /// half-written first and completed later, twice, and leaves conflict copies and temporary
  /// files beside them. The stores still converge; nothing half-written is read as data; the
  /// tool's files are never deleted.
  @Test func aFileSyncToolCarryingTheFolderBadlyStillConverges() async throws {
    let phoneFolder = Fixtures.temporaryFolder("jamaal-cloud-phone")
    let padFolder = Fixtures.temporaryFolder("jamaal-cloud-pad")
    let phone = try Device(
      "iphone", cloud: FolderCloud(folder: phoneFolder, clock: clock), clock: clock)
    let pad = try Device("ipad", cloud: FolderCloud(folder: padFolder, clock: clock), clock: clock)
    var first = SyncFixtures.anchor(createdAt: clock.now)
    try phone.store.insertAnchors([first])
    try await phone.sync()
    first.attendanceStatus = .attended
    first.resolvedAt = clock.now + 60
    first.modifiedAt = clock.now + 60
    try phone.store.updateAnchor(first)
    try await phone.sync()
    try pad.store.insertAnchors([
      // A twin for the same slot, skipped before the phone's attended (D-16: the later wins).
      SyncFixtures.anchor(status: .skipped, createdAt: clock.now + 5, resolvedAt: clock.now + 5),
      SyncFixtures.anchor(date: "2026-12-02", createdAt: clock.now),
    ])
    try await pad.sync()
    let tool = FileSyncTool()
    let batch1 = "devices/iphone/b-000000000001.json"
    let batch2 = "devices/iphone/b-000000000002.json"
    // Out of order: batch 2 arrives first and is read on its own (D-19: the folder is a set).
    try tool.copy(batch2, from: phoneFolder, to: padFolder)
    await #expect(try pad.sync().received == 1)
    #expect(try pad.store.anchor(id: first.id)?.attendanceStatus == .attended)
    // Batch 1 half-written: nothing of it is read, and it hides nothing.
    try tool.copy(batch1, from: phoneFolder, to: padFolder, fraction: 0.5)
    await #expect(try pad.sync().received == 0)
    // Completed, then copied a second time: read once, and it changes nothing the later
    // version decided (its fields are older).
    try tool.copy(batch1, from: phoneFolder, to: padFolder)
    try tool.copy(batch1, from: phoneFolder, to: padFolder)
    try await pad.sync()
    await #expect(try pad.sync().received == 0, "read once")
    #expect(try pad.store.anchor(id: first.id)?.attendanceStatus == .attended)
    // Junk the tool leaves: conflict copies and temporary files, on both sides.
    let junk = [
      "devices/iphone/b-000000000001.sync-conflict-20261201-101010-ABCDEFG.json",
      "devices/iphone/.syncthing.b-000000000003.json.tmp",
      "devices/ipad/~b-000000000009.json.partial", ".dropbox.cache",
    ]
    for folder in [phoneFolder, padFolder] {
      for path in junk {
        try tool.write(Data("{\"format\":\"jamaal-sync-batch\"".utf8), path, in: folder)
      }
    }
    try tool.mirror(phoneFolder, padFolder)
    try tool.mirror(padFolder, phoneFolder)
    try await SyncFixtures.settle([phone, pad])
    try tool.mirror(phoneFolder, padFolder)
    try tool.mirror(padFolder, phoneFolder)
    try await SyncFixtures.settle([phone, pad])
    #expect(try phone.data() == pad.data())
    #expect(try phone.store.anchor(id: first.id)?.attendanceStatus == .attended)
    for folder in [phoneFolder, padFolder] {
      for path in junk {
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path))
      }
    }
  }
}

/// Plays a file-sync tool between two folders.
struct FileSyncTool {
  /// Copies one file (or its first `fraction` of bytes) from one folder to the other.
  func copy(_ path: String, from source: URL, to target: URL, fraction: Double = 1) throws {
    let data = try Data(contentsOf: source.appendingPathComponent(path))
    try write(data.prefix(Int(Double(data.count) * fraction)), path, in: target)
  }

  func write(_ data: Data, _ path: String, in folder: URL) throws {
    let url = folder.appendingPathComponent(path)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try data.write(to: url)
  }

  /// Copies every batch file of `source` that `target` lacks, newest first.
  func mirror(_ source: URL, _ target: URL) throws {
    let devices = source.appendingPathComponent("devices")
    for device in try FileManager.default.contentsOfDirectory(atPath: devices.path) {
      let names = try FileManager.default.contentsOfDirectory(
        atPath: devices.appendingPathComponent(device).path)
      for name in names.sorted().reversed() where name.hasPrefix("b-") {
        let path = "devices/\(device)/\(name)"
        if !FileManager.default.fileExists(atPath: target.appendingPathComponent(path).path) {
          try copy(path, from: source, to: target)
        }
      }
    }
  }
}
