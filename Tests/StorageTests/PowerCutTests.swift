import Foundation
import JamaalCSQLite
import JamaalModel
import JamaalTestSupport
import Testing

@testable import JamaalStorage

/// Durability across a power cut (SPEC §7, R1): once a write has returned, it is on the disk,
/// not only in the operating system's cache. `kill -9` cannot show this (the cache outlives the
/// process; Scripts/crash covers that); a simulated power cut (``PowerCut``) keeps only what was
/// synced, as a disk does when the power goes.
@Suite(.serialized) struct PowerCutTests {
  @Test func aWriteThatReturnedSurvivesAPowerCut() throws {
    let url = StorageFixtures.storeURL("power-cut")
    _ = try StorageFixtures.open(url)  // a store made and closed before the day's writes
    let after = Fixtures.temporaryFolder("jamaal-after-cut")
    let rule = StorageFixtures.rule("Bin night")
    let anchor = StorageFixtures.anchor(
      rule: rule.id, date: "2026-11-29", start: "2026-11-29T19:00:00Z")
    try PowerCut.tracking(url.deletingLastPathComponent()) { power in
      let store = try StorageFixtures.open(url)
      try store.insertRule(rule)
      try store.insertAnchors([anchor])
      try power.cut(into: after)  // the store is still open: nothing more is flushed
      withExtendedLifetime(store) {}
    }
    let survivor = try StorageFixtures.open(after.appendingPathComponent(url.lastPathComponent))
    #expect(try survivor.rule(id: rule.id) == rule)
    #expect(try survivor.anchor(id: anchor.id)?.title == "Drop-off")
  }

  /// The harness can see a loss: a WAL commit is gone after the cut unless the connection syncs
  /// at each commit (`synchronous = FULL`); NORMAL syncs only at checkpoints.
  @Test(arguments: [("OFF", 0), ("NORMAL", 0), ("FULL", 1)])
  func theCutKeepsOnlySyncedCommits(synchronous: String, rowsAfter: Int) throws {
    let folder = Fixtures.temporaryFolder("jamaal-cut-harness")
    let path = folder.appendingPathComponent("raw.sqlite").path
    try Self.run(path, "PRAGMA journal_mode = WAL; CREATE TABLE t (x INTEGER);")
    let after = Fixtures.temporaryFolder("jamaal-cut-harness-after")
    try PowerCut.tracking(folder) { power in
      var db: OpaquePointer?
      guard sqlite3_open(path, &db) == SQLITE_OK else { throw StorageFixtures.Unexpected() }
      defer { sqlite3_close(db) }
      let sql = "PRAGMA synchronous = \(synchronous); INSERT INTO t VALUES (1);"
      guard sqlite3_exec(db, sql, nil, nil, nil) == SQLITE_OK else {
        throw StorageFixtures.Unexpected()
      }
      try power.cut(into: after)
    }
    var db: OpaquePointer?
    #expect(sqlite3_open(after.appendingPathComponent("raw.sqlite").path, &db) == SQLITE_OK)
    defer { sqlite3_close(db) }
    var statement: OpaquePointer?
    #expect(sqlite3_prepare_v2(db, "SELECT count(*) FROM t", -1, &statement, nil) == SQLITE_OK)
    defer { sqlite3_finalize(statement) }
    #expect(sqlite3_step(statement) == SQLITE_ROW)
    #expect(Int(sqlite3_column_int64(statement, 0)) == rowsAfter)
  }

  /// Runs SQL on a fresh connection and closes it.
  static func run(_ path: String, _ sql: String) throws {
    var db: OpaquePointer?
    defer { sqlite3_close(db) }
    guard sqlite3_open(path, &db) == SQLITE_OK, sqlite3_exec(db, sql, nil, nil, nil) == SQLITE_OK
    else { throw StorageFixtures.Unexpected() }
  }
}
