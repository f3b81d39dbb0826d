import Foundation
import JamaalCore
import JamaalPresentation
import JamaalStorage
import JamaalSync

/// What sync says on Today (G-79, G-80), and its dismissal: read from the store's local
/// preferences, never from the cloud.
enum SyncNotices {
  /// The local preference holding when Today's problem line was last dismissed.
  static let dismissedKey = "sync.notice.problemDismissedAt"

  /// The quiet lines under Today's heading: while sync and the rollover wait for the user after
  /// an account change, one line saying why nothing new appears and the two choices; else the
  /// line for a problem (not signed in, restricted, storage full, having trouble) unless
  /// dismissed less than a day ago — offline and signed in say nothing. Then the timer clash
  /// line, taken so it shows once on this device. Records set aside or held never show here.
  static func lines(_ jamaal: Jamaal) throws -> [String] {
    var lines: [String] = []
    if try SyncEngine.isPaused(jamaal.store) {
      lines.append(
        SyncStrings.pausedToday(
          export: "jamaal export --out FILE", goOn: "jamaal sync --cloud DIR --continue"))
    } else {
      let dismissed = try jamaal.store.preference(dismissedKey)
        .flatMap(Double.init).map(Date.init(timeIntervalSince1970:))
      if let line = SyncStrings.todayLine(
        try SyncEngine.lastStatus(jamaal.store), dismissedAt: dismissed, now: jamaal.clock.now)
      {
        lines.append(line)
      }
    }
    if try SyncEngine.takeTimerClashNotice(jamaal.store) { lines.append(SyncStrings.timerClash) }
    return lines
  }

  /// Dismisses the problem line for a day; `false` (nothing written) when Today shows no
  /// problem line to dismiss.
  static func dismiss(_ jamaal: Jamaal) throws -> Bool {
    try jamaal.store.transaction {
      let dismissed = try jamaal.store.preference(dismissedKey)
        .flatMap(Double.init).map(Date.init(timeIntervalSince1970:))
      let shown = SyncStrings.todayLine(
        try SyncEngine.lastStatus(jamaal.store), dismissedAt: dismissed, now: jamaal.clock.now)
      guard shown != nil else { return false }
      try jamaal.store.setPreference(
        String(jamaal.clock.now.timeIntervalSince1970), for: dismissedKey)
      return true
    }
  }
}
