import Foundation
import JamaalModel
import JamaalTestSupport
import Testing

@testable import JamaalStorage

/// R2: a corpus of damaged stores built here; each must give the right reason, never crash, and
/// leave the file byte-identical.
@Suite struct RecoveryTests {
  /// A healthy, filled, closed store; returns its URL and bytes.
  static func healthyStore() throws -> (URL, Data) {
    let url = StorageFixtures.storeURL("damaged")
    do {
      let store = try StorageFixtures.open(url)
      try StorageFixtures.fill(store)
      for index in 0..<30 { try store.insertRule(StorageFixtures.rule("Rule \(index)")) }
    }
    let bytes = try #require(StorageFixtures.bytes(url))
    return (url, bytes)
  }

  /// Writes `damaged` over the store, opens it, and checks the reason and the bytes afterwards.
  func expect(
    _ reason: StoreRecoveryReason, damaged: Data, _ label: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    // A fresh path, as a damaged file copied from elsewhere would be (no stamp beside it).
    let url = StorageFixtures.storeURL("damaged")
    try damaged.write(to: url)
    let opening = Store.open(at: url, clock: StorageFixtures.clock)
    switch opening {
    case .ready:
      Issue.record("\(label): opened as ready", sourceLocation: sourceLocation)
    case .needsRecovery(let recovery):
      #expect(
        recovery.reason == reason, "\(label): \(recovery.detail)", sourceLocation: sourceLocation)
      #expect(recovery.url == url, sourceLocation: sourceLocation)
    }
    #expect(
      StorageFixtures.bytes(url) == damaged, "\(label): bytes changed",
      sourceLocation: sourceLocation)
  }

  @Test func truncatedFilesAreDamaged() throws {
    let (_, bytes) = try Self.healthyStore()
    #expect(bytes.count >= 8 * 4096)
    for offset in [1, 16, 99, 100, 1000, 4096, 4096 + 100, bytes.count / 2, bytes.count - 4096] {
      try expect(.damaged, damaged: bytes.prefix(offset), "truncated at \(offset)")
    }
  }

  @Test func zeroedPagesAreDamaged() throws {
    let (_, bytes) = try Self.healthyStore()
    let pages = bytes.count / 4096
    for page in [0, 1, 2, pages / 2, pages - 1] {
      var damaged = bytes
      damaged.replaceSubrange(
        page * 4096..<(page + 1) * 4096, with: Data(count: 4096))
      try expect(.damaged, damaged: damaged, "page \(page + 1) zeroed")
    }
  }

  @Test(arguments: [1, 2, 3, 4, 5] as [UInt64])
  func seededRandomByteFlipsAreDamaged(seed: UInt64) throws {
    let (_, bytes) = try Self.healthyStore()
    var generator = SplitMix64(seed: seed)
    var damaged = bytes
    // Flips land in the b-tree page headers of pages 2… (type, freeblock, cell count, content
    // start): the structure SQLite checks. A flip inside a row's payload is a different value,
    // not a damaged file, and no database without checksums can tell it from a real edit.
    let pages = bytes.count / 4096
    for _ in 0..<8 {
      let page = 1 + Int(generator.next() % UInt64(pages - 1))
      let offset = page * 4096 + Int(generator.next() % 8)
      damaged[offset] ^= UInt8(truncatingIfNeeded: generator.next() | 1)
    }
    try expect(.damaged, damaged: damaged, "seed \(seed)")
  }

  @Test func somethingElseAndAnEmptyFileAreDamaged() throws {
    try expect(.damaged, damaged: Data("hello, this is not a database\n".utf8), "text file")
    try expect(.damaged, damaged: Data(), "empty file")
    try expect(.damaged, damaged: Data(repeating: 0xFF, count: 8192), "random bytes")
  }

  /// A store closed cleanly leaves a stamp that lets the next open skip the full check; a change
  /// made to the file afterwards (here a flipped byte in a b-tree page, in place) voids it.
  @Test func aFileChangedAfterACleanCloseIsCheckedAgain() throws {
    let (url, bytes) = try Self.healthyStore()
    #expect(VerificationStamp.matches(url.path))
    Thread.sleep(forTimeInterval: 0.02)  // beyond coarse file-time granularity on older kernels
    let handle = try FileHandle(forUpdating: url)
    var damaged = bytes
    for page in 1..<(bytes.count / 4096) { damaged[page * 4096] ^= 0xFF }
    try handle.write(contentsOf: damaged)
    try handle.close()
    #expect(!VerificationStamp.matches(url.path))
    let recovery = try StorageFixtures.recovery(url)
    #expect(recovery.reason == .damaged)
    #expect(StorageFixtures.bytes(url) == damaged)
  }

  /// A store opened, read and closed with nothing changed is left as it was, sidecar and all:
  /// the stamp is not rewritten (a `today` that only reads writes no file), it still vouches
  /// for the file, and the next open skips the check again.
  @Test func aStoreOnlyReadKeepsItsStampAsItWas() throws {
    let (url, bytes) = try Self.healthyStore()
    let sidecar = VerificationStamp.sidecar(url.path)
    let before = try FileManager.default.attributesOfItem(atPath: sidecar)
    Thread.sleep(forTimeInterval: 0.02)  // beyond coarse file-time granularity on older kernels
    do {
      let store = try StorageFixtures.open(url)
      #expect(store.openCheck == .unchanged)
      #expect(try store.rules().count == 32)
    }
    let after = try FileManager.default.attributesOfItem(atPath: sidecar)
    #expect(after[.modificationDate] as? Date == before[.modificationDate] as? Date)
    #expect(after[.systemFileNumber] as? Int == before[.systemFileNumber] as? Int)
    #expect(VerificationStamp.matches(url.path))
    #expect(StorageFixtures.bytes(url) == bytes)
  }

  /// What `kill -9` leaves: the store file and a WAL holding committed rows, no clean close.
  /// Copying both while a store is open makes that image; it must open with every row.
  @Test func aCrashImageWithItsWALOpensWithEveryCommittedRow() throws {
    let url = StorageFixtures.storeURL("crash")
    let image = StorageFixtures.storeURL("crash-image")
    let store = try StorageFixtures.open(url)
    try store.read { try $0.execute("PRAGMA wal_autocheckpoint = 0") }
    try StorageFixtures.fill(store)
    for suffix in ["", "-wal"] {
      try FileManager.default.copyItem(
        atPath: url.path + suffix, toPath: image.path + suffix)
    }
    let copy = try StorageFixtures.open(image)
    #expect(try copy.export() == store.export())
    #expect(try copy.integrityCheck() == ["ok"])
  }

  @Test func aNewerSchemaIsRefusedUntouched() throws {
    let (url, _) = try Self.healthyStore()
    do {
      let connection = try Connection(path: url.path, readOnly: false)
      try connection.execute("PRAGMA user_version = 99")
    }
    let bytes = try #require(StorageFixtures.bytes(url))
    let recovery = try StorageFixtures.recovery(url)
    #expect(recovery.reason == .newerSchema)
    #expect(
      recovery.detail
        == "schema version 99 was written by a newer Jamaal; this one knows up to \(Store.currentSchemaVersion)"
    )
    #expect(StorageFixtures.bytes(url) == bytes)
  }

  /// As root (this machine) `chmod 000` stops no one, so the access check is injected; as
  /// another user the real `chmod 000` is used as well.
  @Test func anUnreadableFileIsNoPermission() throws {
    let (url, bytes) = try Self.healthyStore()
    var options = StoreOptions(clock: StorageFixtures.clock)
    options.accessProblem = { "cannot read and write \($0): Permission denied" }
    let recovery = try StorageFixtures.recovery(url, options: options)
    #expect(recovery.reason == .noPermission)
    #expect(recovery.detail == "cannot read and write \(url.path): Permission denied")
    #expect(StorageFixtures.bytes(url) == bytes)
    if getuid() != 0 {
      chmod(url.path, 0)
      let real = try StorageFixtures.recovery(url)
      #expect(real.reason == .noPermission)
      chmod(url.path, 0o600)
      #expect(StorageFixtures.bytes(url) == bytes)
    }
  }

  @Test func aFolderThatCannotBeMadeIsNoPermission() throws {
    let blocker = Fixtures.temporaryFolder("jamaal-blocker").appendingPathComponent("file")
    try Data("x".utf8).write(to: blocker)
    let recovery = try StorageFixtures.recovery(blocker.appendingPathComponent("jamaal.sqlite"))
    #expect(recovery.reason == .noPermission)
  }

  @Test func aFolderInPlaceOfTheFileIsNeverTreatedAsDamaged() throws {
    let folder = Fixtures.temporaryFolder("jamaal-folder")
    let recovery = try StorageFixtures.recovery(folder)
    #expect(recovery.reason == .noPermission)
    #expect(recovery.detail == "\(folder.path) is a folder, not a store file")
  }

  @Test func retryOpensOnceTheProblemIsGone() throws {
    let (url, _) = try Self.healthyStore()
    let denied = LockedFlag(true)
    var options = StoreOptions(clock: StorageFixtures.clock)
    options.accessProblem = { denied.value ? "denied \($0)" : nil }
    let recovery = try StorageFixtures.recovery(url, options: options)
    guard case .needsRecovery = recovery.retry() else {
      Issue.record("retry should still need recovery")
      return
    }
    denied.value = false
    guard case .ready(let store) = recovery.retry() else {
      Issue.record("retry should open")
      return
    }
    #expect(try store.rules().count == 32)
  }

  @Test func resetTakesTwoConfirmationsAndMovesTheFileAsideIntact() throws {
    let (url, bytes) = try Self.healthyStore()
    let damaged = bytes.prefix(5000)
    try damaged.write(to: url)
    try Data("wal bytes".utf8).write(to: URL(fileURLWithPath: url.path + "-wal"))
    let recovery = try StorageFixtures.recovery(url)
    let first = recovery.requestReset()
    #expect(StorageFixtures.bytes(url) == damaged, "asking once changes nothing")
    let outcome = try recovery.reset(first.confirmAgain())
    let moved = try #require(outcome.movedTo)
    #expect(moved.lastPathComponent == "jamaal.sqlite.damaged-20261129T140500Z")
    #expect(StorageFixtures.bytes(moved) == damaged)
    #expect(
      StorageFixtures.bytes(URL(fileURLWithPath: moved.path + "-wal")) == Data("wal bytes".utf8))
    guard case .ready(let store) = outcome.opening else {
      Issue.record("a fresh store should open after the reset")
      return
    }
    #expect(try store.rules().isEmpty)
    // A second reset in the same second does not overwrite the first copy.
    try damaged.write(to: url)
    let again = try StorageFixtures.recovery(url)
    let second = try again.reset(again.requestReset().confirmAgain())
    #expect(second.movedTo?.lastPathComponent == "jamaal.sqlite.damaged-20261129T140500Z-2")
    #expect(StorageFixtures.bytes(moved) == damaged)
  }
}

/// A flag shared with a `@Sendable` closure.
final class LockedFlag: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: Bool
  init(_ value: Bool) { stored = value }
  var value: Bool {
    get {
      lock.lock()
      defer { lock.unlock() }
      return stored
    }
    set {
      lock.lock()
      defer { lock.unlock() }
      stored = newValue
    }
  }
}
