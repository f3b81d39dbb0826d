public import Foundation
public import JamaalModel

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

  /// ST-06 before this device ever synced.
  public static let notSyncedYet = "Not synced yet"
  /// The heading of sync's part of the settings screens (ST-06).
  public static let heading = "Sync"

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
  /// The second choice: go on with the new account.
  public static let goOn = "Continue"
  /// The account-change notice on Today (G-80): why nothing new appears, and that nothing was
  /// deleted; its two choices are ``exportFirst`` and ``goOn``.
  public static let pausedNotice =
    "\(accountChangedTitle), so sync and the daily rollover are paused: Today shows what is"
    + " stored and nothing new appears until you go on. Nothing on this device was deleted."
  /// The problem line's dismiss button.
  public static let dismissProblem = "Dismiss"
  /// The command line's way on.
  public static func continueHint(_ command: String) -> String { "To go on: \(command)" }
  /// After the user went on.
  public static let continued = "Sync continues."
  /// After Today's problem line was dismissed (it returns after a day if still true).
  public static let dismissedForToday = "Dismissed for today."
  /// `sync dismiss` when Today shows no sync problem line.
  public static let nothingToDismiss = "Today shows no sync problem; nothing to dismiss."

  /// Today's one quiet line while the account change waits for the user (G-80): why nothing new
  /// appears, that nothing was deleted, and the two choices.
  /// - Parameters:
  ///   - export: how to export first ("jamaal export --out FILE").
  ///   - goOn: how to go on ("jamaal sync --cloud DIR --continue").
  /// - Returns: the line.
  public static func pausedToday(export: String, goOn: String) -> String {
    "\(pausedNotice) \(exportFirst): \(export) · or go on: \(goOn)"
  }

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

  /// A device named badly.
  public static let badDevice =
    "use 1–64 letters, digits, '.', '_' or '-', not starting with '.' or '-'"
  /// "there is no folder at P" — the shared folder must exist (sync creates none where
  /// a typo points).
  /// - Parameter path: the path given.
  /// - Returns: the line.
  public static func noCloudFolder(_ path: String) -> String {
    "there is no folder at \(path)"
  }
  /// "P is not a folder".
  /// - Parameter path: the path given.
  /// - Returns: the line.
  public static func cloudNotAFolder(_ path: String) -> String {
    "\(path) is not a folder"
  }
  /// The account-change line in `status` (stored as `accountChanged`).
  public static let pausedStatus = "paused: your iCloud account changed"
}

// What sync set aside or holds (D-18, D-19), and a round the store stopped: never "Sync is
// having trouble" (that is for rounds the cloud failed) and never on Today.
extension SyncStrings {
  /// "3 records another device sent were set aside; they are kept and nothing else was stopped.
  /// The first was an Anchor that ends before it starts (window_end)."
  /// - Parameters:
  ///   - count: how many were set aside (this round, or in all for `status`).
  ///   - inAll: every one set aside so far on this device, when more than `count`.
  ///   - first: the first set aside on this device, named in words.
  /// - Returns: the line.
  public static func setAside(_ count: Int, inAll: Int? = nil, first: SyncSetAsideNote?)
    -> String
  {
    let all = inAll.flatMap { $0 > count ? " (\($0) in all)" : nil } ?? ""
    let head =
      count == 1
      ? "1 record another device sent was set aside\(all); it is kept and nothing else was"
        + " stopped."
      : "\(count) records another device sent were set aside\(all); they are kept and nothing"
        + " else was stopped."
    return first.map { head + " The first was " + setAsideThing($0) + "." } ?? head
  }

  /// "2 records are stamped ahead of this device's clock; they will be applied when the clock
  /// reaches them."
  /// - Parameter count: how many are held.
  /// - Returns: the line.
  public static func held(_ count: Int) -> String {
    count == 1
      ? "1 record is stamped ahead of this device's clock; it will be applied when the clock"
        + " reaches it."
      : "\(count) records are stamped ahead of this device's clock; they will be applied when"
        + " the clock reaches them."
  }

  /// What was set aside, in words: the kind of record, why, and the field when one is to blame
  /// ("an Anchor that ends before it starts (window_end)"); never a raw enum name.
  /// - Parameter note: the note.
  /// - Returns: the words.
  public static func setAsideThing(_ note: SyncSetAsideNote) -> String {
    let record = note.kind.map(recordKind) ?? "a record"
    let thing =
      switch note.reason {
      case .unreadableBatch: "a batch file that stayed unreadable for a day"
      case .oversizedBatch: "a batch file of more than 10,000 records or 16 MB"
      case .unreadableRecord: "\(record) this version of Jamaal cannot read"
      case .wrongID: "\(record) whose id is not valid or not its own"
      case .missingField: "\(record) missing a field it needs"
      case .badValue: "\(record) with a value out of range"
      case .endsBeforeStart: "\(record) that ends before it starts"
      case .overLimit: "\(record) over Jamaal's limits"
      case .changedNaturalKey:
        // A day plan's key is its day alone; an Anchor's is its rule's day and slot.
        note.kind == "dayPlan"
          ? "\(record) moved off the day it was made for"
          : "\(record) moved off the day or slot it was made for"
      }
    guard let field = note.field, !field.isEmpty else { return thing }
    // The name comes from another device's record: a long one is cut, never printed whole.
    let shown = field.count > 64 ? String(field.prefix(64)) + "…" : field
    return "\(thing) (\(shown))"
  }

  /// A kind of synced record in words; one from a newer version is "a record".
  /// - Parameter kind: the kind as sync names it (`anchor`, `rule`, `settings`, `dayPlan`,
  ///   `focusSession`).
  /// - Returns: the words, with their article.
  public static func recordKind(_ kind: String) -> String {
    switch kind {
    case "anchor": "an Anchor"
    case "rule": "a rule"
    case "settings": "the settings"
    case "dayPlan": "a night's plan"
    case "focusSession": "a focus session"
    default: "a record"
    }
  }

  /// A round the store stopped (G-79): what stopped it, and what became of the round's work —
  /// never "nothing was written" when something was sent or applied.
  /// - Parameters:
  ///   - failure: why the store failed.
  ///   - detail: what the store said.
  ///   - movedBefore: whether records were sent or applied before it stopped.
  /// - Returns: the message.
  public static func stopped(_ failure: StoreFailure, detail: String, movedBefore: Bool)
    -> String
  {
    let cause = StoreFailureStrings.cause(failure)
    let after =
      movedBefore
      ? "What was sent and applied before it is kept; the next sync goes on from there."
      : "Your data is safe on this device; the next sync tries again."
    return "Sync stopped: \(cause). \(after) (\(detail))"
  }
}
