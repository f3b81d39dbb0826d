import Foundation
import JamaalModel
import JamaalTestSupport
import Testing

@testable import JamaalStorage

@Suite struct MigrationTests {
  static func options(_ migrations: [Migration]) -> StoreOptions {
    var options = StoreOptions(clock: StorageFixtures.clock)
    options.migrations = migrations
    return options
  }

  /// Everything a store holds that every schema version has.
  static func snapshot(_ store: Store) throws -> [String] {
    [
      "\(try store.rules())",
      "\(try store.anchors(from: LogicalDate(daysSinceEpoch: 0), through: Fixtures.date("2100-01-01")))",
      "\(String(describing: try store.settings()))", "\(try store.dayPlans())",
      "\(try store.focusSessions())", "\(try store.pendingChanges())",
    ]
  }

  @Test(arguments: 1..<Migration.all.count)
  func everyEarlierVersionMigratesWithEveryRowIntact(version: Int) throws {
    let url = StorageFixtures.storeURL("migrate")
    let before: [String]
    do {
      let store = try StorageFixtures.open(
        url, options: Self.options(Array(Migration.all.prefix(version))))
      #expect(try store.schemaVersion() == version)
      try StorageFixtures.fill(store)
      before = try Self.snapshot(store)
    }
    let store = try StorageFixtures.open(url)
    #expect(try store.schemaVersion() == Store.currentSchemaVersion)
    #expect(try Self.snapshot(store) == before)
    #expect(
      try store.read { try $0.texts("SELECT id FROM migrations ORDER BY id") }
        == Migration.all.map(\.id))
    try store.setPreference("yes", for: "migrated")
    #expect(try store.preference("migrated") == "yes")
  }

  @Test func aFailingMigrationLeavesTheFileByteIdentical() throws {
    let url = StorageFixtures.storeURL("migrate")
    do { try StorageFixtures.fill(try StorageFixtures.open(url)) }
    let bytes = try #require(StorageFixtures.bytes(url))
    let failing = Migration(id: "vLast-fails") { connection in
      try connection.execute("CREATE TABLE half_done (a); ALTER TABLE no_such_table ADD b;")
    }
    let recovery = try StorageFixtures.recovery(
      url, options: Self.options(Migration.all + [failing]))
    #expect(recovery.reason == .migrationFailed)
    #expect(
      recovery.detail
        == "migration vLast-fails failed: SQLite error 1: no such table: no_such_table "
        + "(in: CREATE TABLE half_done (a); ALTER TABLE no_such_table ADD b;)")
    #expect(StorageFixtures.bytes(url) == bytes)
    #expect(FileManager.default.fileExists(atPath: url.path + "-wal") == false)
    // The shipped migrations still open it.
    let store = try StorageFixtures.open(url)
    #expect(try store.rules().count == 2)
  }

  /// Each migration is its own transaction: steps before the failing one stay, the failing one
  /// leaves no trace, and the rows are all there.
  @Test func stepsBeforeAFailureStayCommitted() throws {
    let url = StorageFixtures.storeURL("migrate")
    do {
      let store = try StorageFixtures.open(url, options: Self.options([Migration.all[0]]))
      try StorageFixtures.fill(store)
    }
    let failing = Migration(id: "vLast-fails") { _ in
      throw StoreError(code: 1, message: "boom")
    }
    let recovery = try StorageFixtures.recovery(
      url, options: Self.options(Migration.all + [failing]))
    #expect(recovery.reason == .migrationFailed)
    let store = try StorageFixtures.open(url)
    #expect(try store.schemaVersion() == Migration.all.count)
    #expect(try store.rules().count == 2)
  }

  @Test func aStoreFromANewerVersionIsNotMigrated() throws {
    let url = StorageFixtures.storeURL("migrate")
    do { _ = try StorageFixtures.open(url) }
    let bytes = try #require(StorageFixtures.bytes(url))
    let recovery = try StorageFixtures.recovery(url, options: Self.options([Migration.all[0]]))
    #expect(recovery.reason == .newerSchema)
    #expect(StorageFixtures.bytes(url) == bytes)
  }
}
