/// Why a store could not be opened.
public enum StoreRecoveryReason: String, Hashable, Sendable, CaseIterable {
  /// The file is not a readable SQLite database (empty, truncated, corrupt, something else).
  case damaged
  /// Upgrading the schema failed; the file was left as it was.
  case migrationFailed
  /// The file was written by a newer version of Jamaal.
  case newerSchema
  /// The file or its folder cannot be read or written (or another process holds it locked).
  case noPermission
}
