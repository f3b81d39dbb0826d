import Foundation

/// Brings a store to the newest schema, one migration per transaction, each recorded.
struct Migrator {
  let connection: Connection
  let options: StoreOptions

  /// Runs every migration the store lacks.
  /// - Parameter knownVersion: the `user_version` opening already read (from the header or the
  ///   read-only check), so a store at the newest schema runs no statement here; nil reads it.
  /// - Returns: nil when the store is at the newest version, else the recovery reason and detail.
  ///   A failed migration is rolled back, so the file keeps its earlier version.
  func migrate(knownVersion: Int? = nil) -> (StoreRecoveryReason, String)? {
    let migrations = options.migrations
    if knownVersion == migrations.count { return nil }
    do {
      let version = try connection.integer("PRAGMA user_version")
      if version > migrations.count {
        return (.newerSchema, "schema version \(version) was written by a newer Jamaal")
      }
      guard version < migrations.count else { return nil }
    } catch {
      return (.damaged, String(describing: error))
    }
    for (index, migration) in migrations.enumerated() {
      do {
        try apply(migration, version: index + 1)
      } catch {
        try? connection.execute("ROLLBACK")
        return (.migrationFailed, "migration \(migration.id) failed: \(error)")
      }
    }
    return nil
  }

  /// Applies one migration in its own transaction unless the store already has it (another
  /// process may have migrated first: the version is read again inside the transaction).
  private func apply(_ migration: Migration, version: Int) throws {
    try connection.prepareForWrites()
    try connection.execute("BEGIN IMMEDIATE")
    guard try connection.integer("PRAGMA user_version") < version else {
      try connection.execute("COMMIT")
      return
    }
    try connection.execute(Schema.migrationsTable)
    try migration.apply(connection)
    try connection.prepare("INSERT INTO migrations (id, applied_at) VALUES (?, ?)")
      .run([.text(migration.id), .date(options.clock.now)])
    try connection.execute("PRAGMA user_version = \(version)")
    try connection.execute("COMMIT")
  }
}
