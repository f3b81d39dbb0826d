import Foundation
import JamaalTestSupport
import Testing

@testable import JamaalStorage

/// Issue 24, item 12: a large import is written once, through SQLite's rollback journal, and
/// the store is left as every other open expects it: on the WAL, whole after a kill.
@Suite struct ImportJournalTests {
  /// The export of a store with `count` Anchors, as a file.
  static func exportFile(anchors count: Int) throws -> (path: String, bytes: Data) {
    let exported = try StreamingImportTests.store(anchors: count).export()
    return (try StreamingImportTests.file(String(decoding: exported, as: UTF8.self)), exported)
  }

  /// Bytes 18 and 19 of the store's header: 2 and 2 on the WAL, 1 and 1 on a rollback journal.
  static func journalBytes(_ path: String) throws -> [UInt8] {
    let header = try #require(FileManager.default.contents(atPath: path))
    return Array(header.dropFirst(18).prefix(2))
  }

  static func size(_ path: String) -> Int? {
    (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int
  }

  @Test(arguments: [true, false])
  func aLargeImportIsWrittenThroughTheRollbackJournalAndTheStoreIsBackOnTheWAL(large: Bool)
    throws
  {
    let (path, exported) = try Self.exportFile(anchors: 2500)
    let url = StorageFixtures.storeURL("import-journal")
    let target = try StorageFixtures.open(url)
    var journals: [Int?] = []
    try target.import(
      try ImportFile(atPath: path), rollbackJournalFrom: large ? exported.count : Int.max
    ) { _, _, _ in journals.append(Self.size(url.path + "-journal")) }
    // A file below the size is written through the WAL: no journal appears.
    #expect(journals.contains { ($0 ?? 0) > 0 } == large)
    #expect(try target.export() == exported)
    #expect(try Self.journalBytes(url.path) == [2, 2])
    #expect(!FileManager.default.fileExists(atPath: url.path + "-journal"))
    let again = try StorageFixtures.open(url)
    #expect(try again.export() == exported)
  }

  @Test func anImportKilledMidwayLeavesAStoreThatOpensEmptyAndTakesTheImportAgain() throws {
    let (path, exported) = try Self.exportFile(anchors: 3000)
    let url = StorageFixtures.storeURL("import-killed")
    let target = try StorageFixtures.open(url)
    try target.transaction {}  // the write settings, then a cache small enough to spill
    try target.read { try $0.execute("PRAGMA cache_size = 16") }
    let emptySize = try #require(Self.size(url.path))
    // What a kill at the second progress call leaves on disk: the files as they are then.
    let copy = Fixtures.temporaryFolder("import-killed-copy").appendingPathComponent("j.sqlite")
    var calls = 0
    try target.import(try ImportFile(atPath: path), rollbackJournalFrom: 0) { _, _, _ in
      calls += 1
      guard calls == 2 else { return }
      for suffix in ["", "-journal", "-wal"]
      where FileManager.default.fileExists(atPath: url.path + suffix) {
        try? FileManager.default.copyItem(atPath: url.path + suffix, toPath: copy.path + suffix)
      }
    }
    #expect(try target.anchorCount() == 3000)
    // Rows were already in the file itself, and the journal held what they replaced.
    #expect(try #require(Self.size(copy.path)) > emptySize)
    #expect(try #require(Self.size(copy.path + "-journal")) > 0)
    let killed = try StorageFixtures.open(copy)
    #expect(try killed.anchorCount() == 0)
    #expect(!FileManager.default.fileExists(atPath: copy.path + "-journal"))
    #expect(try Self.journalBytes(copy.path) == [2, 2])
    try killed.import(try ImportFile(atPath: path))
    #expect(try killed.export() == exported)
  }

  @Test func anotherOpenDuringALargeImportIsToldTheStoreIsLockedAndItsFileIsLeftAlone() throws {
    let (path, exported) = try Self.exportFile(anchors: 2000)
    let url = StorageFixtures.storeURL("import-locked")
    let target = try StorageFixtures.open(url)
    try target.transaction {}
    try target.read { try $0.execute("PRAGMA cache_size = 16") }
    var during: StoreOpening?
    try target.import(try ImportFile(atPath: path), rollbackJournalFrom: 0) { _, _, _ in
      if during == nil {
        during = Store.open(at: url, options: StoreOptions(clock: StorageFixtures.clock))
      }
    }
    guard case .needsRecovery(let recovery) = try #require(during) else {
      Issue.record("an open during the import was ready")
      return
    }
    // Locked, never damaged: the recovery screen's "Try again" works once the import is done.
    #expect(recovery.reason == .noPermission)
    #expect(recovery.detail.contains("locked"), "\(recovery.detail)")
    let after = try StorageFixtures.open(url)
    #expect(try after.export() == exported)
  }
}
