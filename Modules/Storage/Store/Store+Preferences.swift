public import JamaalModel

extension Store {
  /// A local preference of this device (never synced, not in the change log): banner
  /// dismissals, the last-known permission state, the device switch, the last location check.
  /// - Parameter key: the preference's name.
  /// - Returns: its value, or nil when unset.
  /// - Throws: `StoreError`.
  public func preference(_ key: String) throws -> String? {
    if let tables = try smallTables() { return tables.preferences[key] }
    return try read { connection in
      let statement = try connection.cached("SELECT value FROM local_preferences WHERE key = ?")
      defer { statement.reset() }
      try statement.bind([.text(key)])
      return try statement.step() ? statement.text(at: 0) : nil
    }
  }

  /// Sets (or, with nil, removes) a local preference of this device.
  /// - Parameters:
  ///   - value: the value, or nil to remove it.
  ///   - key: the preference's name.
  /// - Throws: `StoreError`.
  public func setPreference(_ value: String?, for key: String) throws {
    try write { connection in
      if let value {
        try connection.cached(
          "INSERT INTO local_preferences (key, value) VALUES (?, ?)"
            + " ON CONFLICT (key) DO UPDATE SET value = excluded.value"
        ).run([.text(key), .text(value)])
      } else {
        try connection.cached("DELETE FROM local_preferences WHERE key = ?").run([.text(key)])
      }
    }
  }
}

/// A store remembers per-device values in its local preferences.
extension Store: DeviceMemory {
  /// The local preference `key` (``preference(_:)``).
  /// - Parameter key: the preference's name.
  /// - Returns: its value, or nil when unset.
  /// - Throws: `StoreError`.
  public func rememberedValue(for key: String) throws -> String? { try preference(key) }

  /// Sets the local preference `key` (``setPreference(_:for:)``).
  /// - Parameters:
  ///   - value: the value, or nil to remove it.
  ///   - key: the preference's name.
  /// - Throws: `StoreError`.
  public func remember(_ value: String?, for key: String) throws {
    try setPreference(value, for: key)
  }
}

extension Store {
  /// SQLite's `PRAGMA data_version`: it changes when another connection (another process:
  /// `jamaal`, `serve`, sync) commits to the file, never for this store's own writes. What a
  /// waiting deliverer compares to tell another's change from its own.
  /// - Throws: `StoreError`.
  package func dataVersion() throws -> Int64 {
    try read { connection in
      let statement = try connection.cached("PRAGMA data_version")
      defer { statement.reset() }
      return try statement.step() ? statement.int64(at: 0) : 0
    }
  }
}
