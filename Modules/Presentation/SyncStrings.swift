public import Foundation
public import Model

/// Every word of sync (ST-06, SY-05, the account-change notice, `jamaal sync`), in one table so
/// it can be localised. Each problem says the same two facts: the data is safe on this device,
/// and what would fix it (G-79).
public enum SyncStrings {
  /// The status as Settings shows it.
  /// - Parameter status: the status.
  /// - Returns: "Signed in", "Not signed in", "iCloud is restricted", "iCloud storage is full"
  ///   or "Sync is having trouble".
  public static func status(_ status: SyncStatus) -> String {
    switch status {
    case .signedIn: "Signed in"
    case .notSignedIn: "Not signed in"
    case .restricted: "iCloud is restricted"
    case .storageFull: "iCloud storage is full"
    case .havingTrouble: "Sync is having trouble"
    }
  }

  /// A stored status in words; text from a newer version as it is.
  /// - Parameter raw: the stored text.
  /// - Returns: the words.
  public static func statusText(_ raw: String) -> String {
    if raw == "accountChanged" { return pausedStatus }
    return SyncStatus(rawValue: raw).map(status) ?? raw
  }

  /// The one quiet Today line for a problem (SY-05), or nil for no problem.
  /// - Parameter status: the status.
  /// - Returns: the line.
  public static func problem(_ status: SyncStatus) -> String? {
    switch status {
    case .signedIn: nil
    case .notSignedIn:
      "Not signed in to iCloud. Your data is safe on this device; sign in to iCloud to sync it."
    case .restricted:
      "iCloud is restricted. Your data is safe on this device; allow iCloud for Jamaal in"
        + " Screen Time, or ask whoever manages this device."
    case .storageFull:
      "iCloud storage is full. Your data is safe on this device; free up iCloud space or add"
        + " storage, and sync resumes."
    case .havingTrouble:
      "Sync is having trouble. Your data is safe on this device; Jamaal keeps trying, and"
        + " signing out of iCloud and in again can help."
    }
  }

  /// The Today line for a status, once: nil when there is no problem, or when the user
  /// dismissed it less than a day ago (it returns after a day if still true).
  /// - Parameters:
  ///   - status: the status.
  ///   - dismissedAt: when the line was last dismissed.
  ///   - now: the time now.
  /// - Returns: the line to show, or nil.
  public static func todayLine(_ status: SyncStatus?, dismissedAt: Date?, now: Date) -> String? {
    guard let status, let line = problem(status) else { return nil }
    if let dismissedAt, now.timeIntervalSince(dismissedAt) < 86_400 { return nil }
    return line
  }

  /// The account-change notice (G-80): its title, what it says, and its two choices.
  public static let accountChangedTitle = "Your iCloud account changed"
  /// What the notice says.
  public static let accountChangedBody =
    "Sync and the daily rollover are paused. Nothing on this device was deleted, and changes"
    + " made for the previous account are not sent to a new one."
  /// The first choice.
  public static let exportFirst = "Export my data first"
  /// The command line's way on.
  public static func continueHint(_ command: String) -> String { "To go on: \(command)" }
  /// After the user went on.
  public static let continued = "Sync continues."
  /// After Today's problem line was dismissed (it returns after a day if still true).
  public static let dismissedForToday = "Dismissed for today."

  /// The timer clash (G-26, G-83), told once.
  public static let timerClash =
    "Two timers were running; the later one was stopped and its time logged."

  /// What a round moved: "Sent 3 · received 5".
  /// - Parameters:
  ///   - sent: records sent.
  ///   - received: records received.
  ///   - waiting: changes still waiting to be sent.
  /// - Returns: the line.
  public static func moved(sent: Int, received: Int, waiting: Int) -> String {
    "Sent \(sent) · received \(received)" + (waiting > 0 ? " · \(waiting) waiting" : "")
  }

  /// Offline: not a problem.
  public static let offline =
    "Offline: nothing synced this time. Your data is safe on this device."

  /// Progress on a terminal: "Syncing… 2,000 of 10,000".
  /// - Parameters:
  ///   - done: records done.
  ///   - total: records in all.
  /// - Returns: the text.
  public static func progress(_ done: Int, of total: Int) -> String {
    "Syncing… \(done) of \(total)"
  }

  /// `--device` names a device badly.
  public static let badDevice =
    "--device: use 1–64 letters, digits, '.', '_' or '-', not starting with '.' or '-'"
  /// "--cloud: there is no folder at P" — the shared folder must exist (sync creates none where
  /// a typo points).
  /// - Parameter path: the path given.
  /// - Returns: the line.
  public static func noCloudFolder(_ path: String) -> String {
    "--cloud: there is no folder at \(path)"
  }
  /// "--cloud: P is a file, not a folder".
  /// - Parameter path: the path given.
  /// - Returns: the line.
  public static func cloudNotAFolder(_ path: String) -> String {
    "--cloud: \(path) is not a folder"
  }
  /// No device name yet.
  public static let needsDevice = "give --device NAME the first time this store syncs"
  /// The account-change line in `status` (stored as `accountChanged`).
  public static let pausedStatus = "paused: your iCloud account changed (go on with --continue)"
}
