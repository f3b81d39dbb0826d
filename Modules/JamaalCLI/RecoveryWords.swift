import Storage

/// The words for each reason a store needs recovery.
enum RecoveryWords {
  /// A sentence naming the reason.
  static func reason(_ reason: StoreRecoveryReason) -> String {
    switch reason {
    case .damaged: "the file is damaged"
    case .migrationFailed: "updating it to this version failed"
    case .newerSchema: "it was written by a newer version of Jamaal"
    case .noPermission: "it cannot be read or written (permission)"
    }
  }
}
