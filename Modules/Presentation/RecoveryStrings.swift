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
  /// deleted): jamaal recover --reset" — a way out and how to take it. For a store a newer
  /// version wrote, "Try again" waits for the update and the reset carries SPEC §7's warning.
  /// - Parameters:
  ///   - way: the way out.
  ///   - command: what to run or tap.
  ///   - reason: why the store needs recovery (damage unless told).
  /// - Returns: the line.
  public static func wayOut(
    _ way: RecoveryWayOut, command: String, reason: RecoveryReason = .damaged
  ) -> String {
    switch (way, reason) {
    case (.tryAgain, .newerSchema): "\(label(way)) after updating Jamaal: \(command)"
    case (.tryAgain, _): "\(label(way)): \(command)"
    case (.reset, .newerSchema): "\(label(way)) (\(newerSetAside); \(movedAside)): \(command)"
    case (.reset, _): "\(label(way)) (\(movedAside)): \(command)"
    }
  }

  /// "Update Jamaal to open your data" — a store a newer version wrote is not damaged (SPEC §7).
  public static let updateToOpen = "Update Jamaal to open your data"

  /// The warning a reset of a newer version's store carries (SPEC §7).
  public static let newerSetAside =
    "what this device holds from the newer version would be set aside"

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
    if reason == .newerSchema {
      return "\(updateToOpen): the store at \(path) \(Self.reason(reason).dropFirst(3))\n"
        + "(\(detail)). Nothing was changed."
    }
    return
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

  /// The recovery screen's title (G-81): the store did not open, and nothing was changed.
  public static let heading = "Jamaal couldn't open your data"

  /// Under the title: nothing was changed, and the two ways out.
  public static let nothingChanged =
    "Nothing was changed. Try again, or reset this device's data: the file is moved aside, not"
    + " deleted, and your iCloud copy downloads again."

  /// "The store opens now." — a retry that worked.
  public static let opensNow = "The store opens now."

  /// The first confirmation of a reset.
  public static let confirmReset =
    "Reset this device's data? The damaged file is moved aside, not deleted."

  /// The first confirmation of a reset of a store a newer version wrote, with its warning.
  public static let confirmResetNewer =
    "Reset this device's data? What this device holds from the newer version would be set aside"
    + " (the file is moved aside, not deleted); updating Jamaal opens it instead."

  /// The first confirmation for `reason`.
  /// - Parameter reason: why the store needs recovery.
  /// - Returns: the question.
  public static func confirmReset(for reason: RecoveryReason) -> String {
    reason == .newerSchema ? confirmResetNewer : confirmReset
  }

  /// The second confirmation of a reset.
  public static let confirmAgain = "Are you sure?"

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
