/// Where sync stands for the user (G-79): one of five states. Offline is never one of them: a
/// device without network is simply not syncing yet.
public enum SyncStatus: String, Hashable, Sendable, CaseIterable {
  /// Signed in, syncing: not a problem.
  case signedIn
  /// No iCloud account on this device.
  case notSignedIn
  /// iCloud is restricted on this device.
  case restricted
  /// The iCloud account's storage is full.
  case storageFull
  /// Three consecutive failures spanning at least a day.
  case havingTrouble

  /// Whether this is a problem, shown outside Settings as one quiet Today line (the last four).
  public var isProblem: Bool { self != .signedIn }
}
