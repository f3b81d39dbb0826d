/// Every word of the recovery screen (G-81), in one table so it can be localised: the reason, the
/// two ways out ("Try again", "Reset this device's data") and the lines around a reset.
///
/// ```swift
/// RecoveryStrings.needsRecovery(at: path, reason: .damaged, detail: "file is not a database")
/// RecoveryStrings.wayOut(.tryAgain, command: "jamaal recover --retry")
/// ```
public enum RecoveryStrings {
  /// The reason in words: "the file is damaged", "updating it to this version failed", …
  /// - Parameter reason: why the store needs recovery.
  /// - Returns: the words.
  public static func reason(_ reason: RecoveryReason) -> String {
    switch reason {
    case .damaged: "the file is damaged"
    case .migrationFailed: "updating it to this version failed"
    case .newerSchema: "it was written by a newer version of Jamaal"
    case .noPermission: "it cannot be read or written (permission)"
    }
  }

  /// The button words of a way out (the seeds' words).
  /// - Parameter way: the way out.
  /// - Returns: "Try again" or "Reset this device's data".
  public static func label(_ way: RecoveryWayOut) -> String {
    switch way {
    case .tryAgain: "Try again"
    case .reset: "Reset this device's data"
    }
  }

  /// "Try again: jamaal recover --retry", "Reset this device's data (the file is moved aside, not
  /// deleted): jamaal recover --reset" — a way out and how to take it.
  /// - Parameters:
  ///   - way: the way out.
  ///   - command: what to run or tap.
  /// - Returns: the line.
  public static func wayOut(_ way: RecoveryWayOut, command: String) -> String {
    switch way {
    case .tryAgain: "\(label(way)): \(command)"
    case .reset: "\(label(way)) (\(movedAside)): \(command)"
    }
  }

  /// "the file is moved aside, not deleted" — what a reset does to the damaged file.
  public static let movedAside = "the file is moved aside, not deleted"

  /// "the store at P needs recovery: the file is damaged (detail). Nothing was changed."
  /// - Parameters:
  ///   - path: where the store is.
  ///   - reason: why it needs recovery.
  ///   - detail: what SQLite or the file system said.
  /// - Returns: the message.
  public static func needsRecovery(at path: String, reason: RecoveryReason, detail: String)
    -> String
  {
    "the store at \(path) needs recovery: \(Self.reason(reason))\n(\(detail)). Nothing was changed."
  }

  /// "the store is damaged (detail). Nothing more was written." — damage found while in use.
  /// - Parameter detail: what SQLite said.
  /// - Returns: the message.
  public static func damagedInUse(_ detail: String) -> String {
    "the store is damaged (\(detail)). Nothing more was written."
  }

  /// "the store needs recovery" — the short form, after a status report.
  public static let needsRecoveryShort = "the store needs recovery"

  /// "The store at P opens; nothing to recover."
  /// - Parameter path: where the store is.
  /// - Returns: the line.
  public static func nothingToRecover(at path: String) -> String {
    "The store at \(path) opens; nothing to recover."
  }

  /// "There is no store at PATH; nothing to recover." — `recover` where no file is (it
  /// creates none).
  /// - Parameter path: the store path.
  /// - Returns: the line.
  public static func noStore(at path: String) -> String {
    "There is no store at \(path); nothing to recover."
  }

  /// "The store opens now." — a retry that worked.
  public static let opensNow = "The store opens now."

  /// The first confirmation of a reset.
  public static let confirmReset =
    "Reset this device's data? The damaged file is moved aside, not deleted."

  /// The second confirmation of a reset.
  public static let confirmAgain = "Are you sure? Type y again to reset."

  /// A reset that needs its two confirmations and could not ask for them.
  public static let needsTwoConfirmations = "a reset needs two confirmations"

  /// A reset the user declined.
  public static let cancelled = "reset cancelled; nothing was changed"

  /// "Moved the damaged store aside to P."
  /// - Parameter path: where the file went.
  /// - Returns: the line.
  public static func movedAside(to path: String) -> String {
    "Moved the damaged store aside to \(path)."
  }

  /// "A fresh store is ready at P."
  /// - Parameter path: where the store is.
  /// - Returns: the line.
  public static func freshStore(at path: String) -> String { "A fresh store is ready at \(path)." }

  /// A reset whose fresh store would not open either.
  public static let freshStoreFailed = "the fresh store could not be opened either"
}
