/// Why a store needs recovery (G-81), as the recovery screen tells it; the app maps its storage
/// layer's reason onto this, so the words need no storage code.
public enum RecoveryReason: String, Hashable, Sendable, CaseIterable {
  /// The file is damaged.
  case damaged
  /// Updating it to this version failed.
  case migrationFailed
  /// A newer version of Jamaal wrote it.
  case newerSchema
  /// It cannot be read or written.
  case noPermission
}

/// One of the two ways out of a store that won't open (G-81).
public enum RecoveryWayOut: Hashable, Sendable, CaseIterable {
  /// Open the store again.
  case tryAgain
  /// Move the file aside and start a fresh store (two confirmations).
  case reset
}
