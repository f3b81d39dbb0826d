import Foundation
import JamaalJSON
import JamaalModel
import JamaalStorage
import JamaalSync
import JamaalTestSupport
import Testing

/// D-19: the folder is read as a set; batches are numbered from the store's counter; a device
/// re-writes a lost batch of its own once; nothing is followed through a symlink; folders 0700
/// and files 0600 whatever the umask; D-18: a record stamped far ahead is held, not applied.
@Suite struct FolderSetTests {
  let clock = MovingClock()

  func pair(_ folder: URL) throws -> (Device, Device) {
    (
      try Device("iphone", cloud: FolderCloud(folder: folder, clock: clock), clock: clock),
      try Device("ipad", cloud: FolderCloud(folder: folder, clock: clock), clock: clock)
    )
  }

  func names(_ folder: URL, _ device: String) throws -> [String] {
    try FileManager.default.contentsOfDirectory(
      atPath: folder.appendingPathComponent("devices/\(device)").path
    ).sorted()
  }

  @Test func junkAtABatchNameHidesNothingAndTheCounterIsTheStores() async throws {
    let folder = Fixtures.temporaryFolder("jamaal-set")
    let (phone, pad) = try pair(folder)
    try phone.store.insertAnchors([SyncFixtures.anchor(createdAt: clock.now)])
    try await phone.sync()
    let junk = folder.appendingPathComponent("devices/iphone/b-000000000050.json")
    try Data("junk".utf8).write(to: junk)
    try phone.store.insertAnchors([SyncFixtures.anchor(date: "2026-12-01", createdAt: clock.now)])
    await #expect(try phone.sync().sent == 1)
    #expect(
      try names(folder, "iphone") == [
        "b-000000000001.json", "b-000000000002.json", "b-000000000050.json",
      ])
    await #expect(try pad.sync().received == 2, "both of the phone's batches, around the junk")
    #expect(try pad.data() == phone.data())
    // The junk stays unreadable: tried again, and set aside once it stayed so for a day.
    await #expect(try pad.sync().setAside == 0)
    clock.advance(86_400)
    let later = try await pad.sync()
    #expect(later.setAside == 1)
    #expect(later.firstSetAside?.reason == .unreadableBatch)
    await #expect(try pad.sync().setAside == 0, "once")
    #expect(FileManager.default.fileExists(atPath: junk.path), "never deleted")
  }

  @Test func aLostBatchOfItsOwnIsWrittenAgainOnce() async throws {
    let folder = Fixtures.temporaryFolder("jamaal-set")
    let (phone, pad) = try pair(folder)
    let anchor = SyncFixtures.anchor(createdAt: clock.now)
    try phone.store.insertAnchors([anchor])
    try await phone.sync()
    try FileManager.default.removeItem(
      at: folder.appendingPathComponent("devices/iphone/b-000000000001.json"))
    let again = try await phone.sync()
    #expect(again.sent == 1, "its records, in a new batch")
    #expect(try names(folder, "iphone") == ["b-000000000002.json"])
    await #expect(try phone.sync().sent == 0, "once")
    try await pad.sync()
    #expect(try pad.store.anchor(id: anchor.id) != nil)
  }

  @Test func itsOwnBatchCutShortIsWrittenAgainNotSetAside() async throws {
    let folder = Fixtures.temporaryFolder("jamaal-set")
    let (phone, pad) = try pair(folder)
    let anchor = SyncFixtures.anchor(createdAt: clock.now)
    try phone.store.insertAnchors([anchor])
    try await phone.sync()
    // A sync tool leaves the phone's batch cut short under its own name: the head whole, the
    // records not.
    let file = folder.appendingPathComponent("devices/iphone/b-000000000001.json")
    let bytes = try Data(contentsOf: file)
    try bytes.prefix(bytes.count / 2).write(to: file)
    clock.advance(2 * 86_400)
    let again = try await phone.sync()
    #expect(again.sent == 1, "its records, in a new batch")
    #expect(again.setAside == 0, "its own batch is not a problem to show")
    let later = try await pad.sync()
    #expect(try pad.store.anchor(id: anchor.id) != nil)
    clock.advance(2 * 86_400)
    await #expect(try pad.sync().setAside == 1, "the pad sets the cut file aside, once")
    #expect(later.received == 1)
  }

  @Test func aSymlinkUnderTheFolderIsNotFollowed() async throws {
    let folder = Fixtures.temporaryFolder("jamaal-set")
    let outside = Fixtures.temporaryFolder("jamaal-outside")
    try FileManager.default.createSymbolicLink(
      at: folder.appendingPathComponent("devices"), withDestinationURL: outside)
    let (phone, _) = try pair(folder)
    try phone.store.insertAnchors([SyncFixtures.anchor(createdAt: clock.now)])
    let report = try await phone.sync()
    #expect(report.sent == 0)
    #expect(try FileManager.default.contentsOfDirectory(atPath: outside.path).isEmpty)
    #expect(try phone.store.pendingChangeCount() == 1, "the change waits")
    // The same under devices/<name>.
    try FileManager.default.removeItem(at: folder.appendingPathComponent("devices"))
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("devices"), withIntermediateDirectories: false)
    try FileManager.default.createSymbolicLink(
      at: folder.appendingPathComponent("devices/iphone"), withDestinationURL: outside)
    await #expect(try phone.sync().sent == 0)
    #expect(try FileManager.default.contentsOfDirectory(atPath: outside.path).isEmpty)
  }

  /// The modes are set, not left to the umask (the CLI tests run `sync` under umask 000; here
  /// the process's umask, 022, would give 0755 and 0644).
  @Test func foldersAre0700AndFiles0600() async throws {
    let folder = Fixtures.temporaryFolder("jamaal-set")
    let (phone, _) = try pair(folder)
    try phone.store.insertAnchors([SyncFixtures.anchor(createdAt: clock.now)])
    try await phone.sync()
    func mode(_ path: String) throws -> Int {
      let attributes = try FileManager.default.attributesOfItem(
        atPath: folder.appendingPathComponent(path).path)
      return (attributes[.posixPermissions] as? Int ?? -1) & 0o777
    }
    #expect(try mode("devices") == 0o700)
    #expect(try mode("devices/iphone") == 0o700)
    #expect(try mode("devices/iphone/b-000000000001.json") == 0o600)
  }

  @Test func anOversizedBatchIsSetAsideAndTheRestRead() async throws {
    let folder = Fixtures.temporaryFolder("jamaal-set")
    let (phone, pad) = try pair(folder)
    try phone.store.insertAnchors([SyncFixtures.anchor(createdAt: clock.now)])
    try await phone.sync()
    let evil = folder.appendingPathComponent("devices/evil", isDirectory: true)
    try FileManager.default.createDirectory(at: evil, withIntermediateDirectories: true)
    let big = Data(repeating: UInt8(ascii: " "), count: OutgoingBatch.maximumBytes + 1)
    try big.write(to: evil.appendingPathComponent("b-000000000001.json"))
    let report = try await pad.sync()
    #expect(report.received == 1)
    #expect(report.setAside == 1)
    #expect(report.firstSetAside?.reason == .oversizedBatch)
  }

  @Test func aRecordStampedFarAheadIsHeldUntilTheClockReachesIt() async throws {
    let cloud = InMemoryCloud()
    let pad = try Device("ipad", cloud: cloud, clock: clock)
    let anchor = SyncFixtures.anchor(createdAt: clock.now)
    let fields = try #require(
      try {
        let phone = try Store.inMemory(clock: clock)
        try phone.insertAnchors([anchor])
        return try phone.syncRow(.anchor, id: anchor.id)
      }())
    let ahead = SyncRecord(
      kind: "anchor", id: anchor.id.canonicalText, modifiedAt: clock.now + 3 * 86_400,
      device: "mac", fields: fields)
    _ = try cloud.save([OutgoingRecord(record: ahead, tag: nil)], device: "mac")
    let held = try await pad.sync()
    #expect(held.held == 1)
    #expect(held.received == 0)
    #expect(try pad.store.anchor(id: anchor.id) == nil)
    clock.advance(2 * 86_400 + 60)
    let applied = try await pad.sync()
    #expect(applied.held == 0)
    #expect(try pad.store.anchor(id: anchor.id) != nil)
  }
}
