import Foundation
import JamaalCore
import Presentation
import Storage
import Sync

/// What sync says on Today (G-79, G-80), and its dismissal: read from the store's local
/// preferences, never from the cloud.
enum SyncNotices {
  /// The local preference holding when Today's problem line was last dismissed.
  static let dismissedKey = "sync.notice.problemDismissedAt"

  /// The quiet lines under Today's heading: the account-change notice while sync and the
  /// rollover wait for the user; else the line for a problem (not signed in, restricted,
  /// storage full, having trouble) unless dismissed less than a day ago. Offline and signed in
  /// say nothing.
  static func lines(_ jamaal: Jamaal) throws -> [String] {
    if try SyncEngine.isPaused(jamaal.store) {
      return [
        SyncStrings.accountChangedTitle + ". " + SyncStrings.accountChangedBody,
        SyncStrings.exportFirst + ": jamaal export --out FILE · "
          + SyncStrings.continueHint("jamaal sync --cloud DIR --continue"),
      ]
    }
    let dismissed = try jamaal.store.preference(dismissedKey)
      .flatMap(Double.init).map(Date.init(timeIntervalSince1970:))
    return [
      SyncStrings.todayLine(
        try SyncEngine.lastStatus(jamaal.store), dismissedAt: dismissed, now: jamaal.clock.now)
    ]
    .compactMap { $0 }
  }

  /// Dismisses the problem line for a day.
  static func dismiss(_ jamaal: Jamaal) throws {
    try jamaal.store.setPreference(
      String(jamaal.clock.now.timeIntervalSince1970), for: dismissedKey)
  }
}
