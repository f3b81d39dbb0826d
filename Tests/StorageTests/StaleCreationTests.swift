import Foundation
import JamaalModel
import JamaalTestSupport
import Testing

@testable import JamaalStorage

/// Issue 10, item 7: a creation killed midway leaves `.<name>.new-*` files; the next creation
/// sweeps the old ones (never one another process may be making right now).
@Suite struct StaleCreationTests {
  @Test func oldHalfMadeStoresAreSweptAndRecentOnesKept() throws {
    let url = StorageFixtures.storeURL("stale")
    let folder = url.deletingLastPathComponent().path
    let old = folder + "/.jamaal.sqlite.new-OLD"
    let recent = folder + "/.jamaal.sqlite.new-RECENT"
    let unrelated = folder + "/.other.sqlite.new-OLD"
    for path in [old, old + "-wal", recent, unrelated] {
      #expect(FileManager.default.createFile(atPath: path, contents: Data("half".utf8)))
    }
    let hourAgo = Date(timeIntervalSinceNow: -3600)
    for path in [old, old + "-wal", unrelated] {
      try FileManager.default.setAttributes([.modificationDate: hourAgo], ofItemAtPath: path)
    }
    _ = try StorageFixtures.open(url)
    #expect(!FileManager.default.fileExists(atPath: old))
    #expect(!FileManager.default.fileExists(atPath: old + "-wal"))
    #expect(FileManager.default.fileExists(atPath: recent))
    #expect(FileManager.default.fileExists(atPath: unrelated))
    let left = try FileManager.default.contentsOfDirectory(atPath: folder)
      .filter { $0.hasPrefix(".jamaal.sqlite.new-") }
    #expect(left == [".jamaal.sqlite.new-RECENT"])
  }

  /// A reset never moves what is not a regular file: a folder or a FIFO at the path stays.
  @Test func aResetMovesNothingButARegularFile() throws {
    let folder = Fixtures.temporaryFolder("jamaal-not-a-file")
    let fifo = folder.appendingPathComponent("fifo")
    #expect(mkfifo(fifo.path, 0o600) == 0)
    for url in [folder, fifo] {
      let recovery = try StorageFixtures.recovery(url)
      #expect(recovery.detail.hasSuffix("not a store file"), "\(recovery.detail)")
      #expect(throws: StoreError.self) {
        try recovery.reset(recovery.requestReset().confirmAgain())
      }
      #expect(FileManager.default.fileExists(atPath: url.path))
    }
  }
}
