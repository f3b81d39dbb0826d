import Foundation
import JamaalModel
import JamaalTestSupport
import Testing

@testable import JamaalStorage

/// Issue 10, item 4: damage met after the store opened (a dropped table, a flipped page behind
/// a stamp that still matches) is remembered, so the next open needs recovery and both ways out
/// act on it.
@Suite struct DamageInUseTests {
  /// A healthy store with rows, closed cleanly.
  func healthyStore() throws -> URL {
    let url = StorageFixtures.storeURL("in-use")
    do {
      let store = try StorageFixtures.open(url)
      try StorageFixtures.fill(store)
    }
    return url
  }

  @Test func aDroppedTableIsRememberedAndRetryDoesNotHideIt() throws {
    let url = try healthyStore()
    do {
      let connection = try Connection(path: url.path, readOnly: false)
      try connection.execute("DROP TABLE anchors")
    }
    // quick_check passes a file with a table gone: the store opens, and the first read fails.
    let store = try StorageFixtures.open(url)
    #expect(throws: StoreError.self) { try store.anchorCount() }
    let recovery = try StorageFixtures.recovery(url)
    #expect(recovery.reason == .damaged)
    #expect(recovery.detail.contains("no such table: anchors"), "\(recovery.detail)")
    // Retry checks in full, so it does not call the store healthy.
    guard case .needsRecovery(let again) = recovery.retry() else {
      Issue.record("retry opened a store with a table missing")
      return
    }
    #expect(again.detail == "the table anchors is missing")
    // A reset moves the file and the marker aside; the fresh store opens.
    let outcome = try again.reset(again.requestReset().confirmAgain())
    let moved = try #require(outcome.movedTo)
    #expect(FileManager.default.fileExists(atPath: moved.path + DamageMarker.suffix))
    guard case .ready = outcome.opening else {
      Issue.record("the fresh store did not open")
      return
    }
  }

  @Test func aFlippedPageBehindAMatchingStampIsRemembered() throws {
    let url = try healthyStore()
    // The pages of the Anchors' table and indexes: the schema still reads, so the store opens.
    let roots = try {
      let connection = try Connection(path: url.path, readOnly: true)
      return try connection.texts(
        "SELECT rootpage FROM sqlite_master WHERE tbl_name = 'anchors' AND rootpage > 1")
    }().compactMap(Int.init)
    #expect(!roots.isEmpty)
    let bytes = try #require(StorageFixtures.bytes(url))
    var damaged = bytes
    for page in roots { damaged[(page - 1) * 4096] ^= 0xFF }
    let handle = try FileHandle(forUpdating: url)
    try handle.write(contentsOf: damaged)
    try handle.close()
    VerificationStamp.record(url.path)  // the stamp matches the damaged file: no check at open
    do {
      let store = try StorageFixtures.open(url)
      #expect(throws: StoreError.self) { try store.export() }
    }
    #expect(!VerificationStamp.matches(url.path))
    let recovery = try StorageFixtures.recovery(url)
    #expect(recovery.reason == .damaged)
    #expect(recovery.detail.hasPrefix("damage found while in use"))
    #expect(StorageFixtures.bytes(url) == damaged)  // nothing changed the file
  }

  @Test func aHealthyStoreThatRetriesOpens() throws {
    let url = try healthyStore()
    DamageMarker.record(url.path, detail: "a transient read error")
    let recovery = try StorageFixtures.recovery(url)
    guard case .ready = recovery.retry() else {
      Issue.record("a healthy store did not open on retry")
      return
    }
    #expect(!FileManager.default.fileExists(atPath: DamageMarker.path(for: url.path)))
  }
}

extension DamageInUseTests {
  /// Issue 10, item 3: a row an old import poisoned (`window_start: -1e308`) is named with the
  /// way out when read, never computed with.
  @Test func aPoisonedAnchorRowIsNamedNotComputedWith() throws {
    let url = try healthyStore()
    let id: String
    do {
      let connection = try Connection(path: url.path, readOnly: false)
      id = try connection.texts("SELECT id FROM anchors ORDER BY rowid LIMIT 1")[0]
      try connection.execute("UPDATE anchors SET window_start = -1e308 WHERE id = '\(id)'")
    }
    let store = try StorageFixtures.open(url)
    do {
      _ = try store.anchors(
        from: LogicalDate(daysSinceEpoch: -800_000), through: LogicalDate(daysSinceEpoch: 3_000_000)
      )
      Issue.record("a poisoned row was read")
    } catch let error as StoreError {
      #expect(error.message.hasPrefix("anchors row \(id): window_start is not a time"))
      #expect(error.message.contains("import it into a new store"))
    }
  }
}

extension DamageInUseTests {
  /// A marker left beside a store the user deleted by hand does not hold back the new one.
  @Test func aMarkerOfADeletedStoreDoesNotBlockAFreshOne() throws {
    let url = try healthyStore()
    DamageMarker.record(url.path, detail: "old damage")
    for suffix in ["", "-wal", "-shm"] { unlink(url.path + suffix) }
    _ = try StorageFixtures.open(url)
  }
}
