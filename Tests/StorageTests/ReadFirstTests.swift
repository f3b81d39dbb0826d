import Foundation
import JamaalModel
import JamaalTestSupport
import Testing

@testable import JamaalStorage

/// `Store.readFirst`: work that reads in one read transaction, taking no write lock, and gives
/// up with nothing written the moment it would write.
@Suite struct ReadFirstTests {
  /// A store and a list of the statements it runs.
  func openTracing() throws -> (Store, Traced, URL) {
    let url = StorageFixtures.storeURL("read-first")
    let traced = Traced()
    var options = StoreOptions(clock: StorageFixtures.clock)
    options.observers = StoreObservers(statement: { traced.append($0) })
    return (try StorageFixtures.open(url, options: options), traced, url)
  }

  @Test func workThatOnlyReadsRunsInOneReadTransactionAndReadsTheSmallTablesOnce() throws {
    let (store, traced, _) = try openTracing()
    try store.setPreference("on", for: "a")
    try store.setPreference("off", for: "b")
    traced.removeAll()
    let values = try store.readFirst {
      try store.transaction { [try store.preference("a"), try store.preference("b")] }
    }
    #expect(values == ["on", "off"])
    #expect(traced.lines == ["BEGIN", SmallTables.sql, "COMMIT"])
  }

  @Test func aWriteEndsTheScopeWithNothingWritten() throws {
    let (store, _, _) = try openTracing()
    let result = try store.readFirst {
      try store.transaction {
        try store.setPreference("x", for: "key")
        return 1
      }
    }
    #expect(result == nil)
    #expect(try store.preference("key") == nil)
    // Outside the scope the same write goes through.
    try store.setPreference("x", for: "key")
    #expect(try store.preference("key") == "x")
  }

  @Test func aWriteSomethingCaughtStillMeansTheWorkIsNotDone() throws {
    let (store, _, _) = try openTracing()
    let result = try store.readFirst { () -> Int in
      try? store.insertRule(StorageFixtures.rule("Swallowed"))
      return 1
    }
    #expect(result == nil)
    #expect(try store.rules().isEmpty)
  }

  @Test func anotherStoreWritesWhileAScopeReads() throws {
    let (store, _, url) = try openTracing()
    let other = try StorageFixtures.open(url)
    let seen = try store.readFirst { () -> Int in
      let before = try store.rules().count
      // The scope holds no write lock: another connection's write commits at once (with the
      // write lock held it would wait five seconds and fail), and the scope keeps its view.
      try other.insertRule(StorageFixtures.rule("Elsewhere"))
      #expect(try store.rules().count == before)
      return before
    }
    #expect(seen == 0)
    #expect(try store.rules().count == 1)
  }

  @Test func aWriteTransactionInsideAScopeSeesNoMemoLeftBehind() throws {
    let (store, _, _) = try openTracing()
    try store.setPreference("old", for: "k")
    _ = try store.readFirst { try store.preference("k") }
    try store.setPreference("new", for: "k")
    #expect(try store.readFirst { try store.preference("k") } == "new")
  }
}

/// Statements told by a store's trace hook, in order.
final class Traced: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: [String] = []

  /// Appends one statement.
  func append(_ line: String) { lock.withLock { stored.append(line) } }
  /// Forgets what was told.
  func removeAll() { lock.withLock { stored.removeAll() } }
  /// What was told.
  var lines: [String] { lock.withLock { stored } }
}
