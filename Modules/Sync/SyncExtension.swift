import Foundation
public import JamaalCore
import JamaalPresentation
import JamaalStorage

/// Sync's part of the facade, passed in the app's ``/JamaalCore/JamaalConfiguration``: the rollover's pause
/// after an account change (G-80) and sync's quiet notices on Today (G-79), read from the store's
/// local preferences, never from the cloud.
///
/// ```swift
/// JamaalConfiguration(store: .file(url), registry: registry, extensions: [SyncExtension()])
/// ```
public struct SyncExtension: JamaalExtension {
  /// The account-change notice's id; its actions are ``exportFirst`` and ``goOn``.
  public static let accountChanged = "sync.accountChanged"
  /// The problem line's id (not signed in, restricted, storage full, having trouble).
  public static let problem = "sync.problem"
  /// The timer clash's id (G-26, G-83), shown once.
  public static let timerClash = "sync.timerClash"
  /// The account-change notice's first action: export everything before going on.
  public static let exportFirst = "sync.exportFirst"
  /// The account-change notice's second action: go on with the new account.
  public static let goOn = "sync.goOn"

  /// The local preference holding when Today's problem line was last dismissed.
  static let dismissedKey = PreferenceKey<Date>(
    "sync.notice.problemDismissedAt", decode: { Double($0).map(Date.init(timeIntervalSince1970:)) },
    encode: { String($0.timeIntervalSince1970) })

  /// The extension.
  public init() {}

  /// While the account changed and the user has not gone on, the rollover waits.
  public func pausesRollover(_ jamaal: Jamaal) throws -> Bool {
    try SyncEngine.isPaused(jamaal.store)
  }

  /// ST-06 on the settings screens: the ``SyncScreen``'s words — the status (signed in, not
  /// synced yet, or a problem), the problem's two facts, an account change, and what was set
  /// aside or is held.
  public func settingsPart(_ jamaal: Jamaal) throws -> SettingsPart? {
    let screen = try jamaal.syncScreen()
    let lines = [
      screen.status, screen.problem, screen.accountChangeTitle, screen.accountChangeBody,
      screen.setAside, screen.held,
    ]
    return SettingsPart(heading: SyncStrings.heading, lines: lines.compactMap { $0 })
  }
  /// While sync and the rollover wait after an account change, one notice saying why nothing new
  /// appears, with its two choices; else the problem line unless dismissed less than a day ago
  /// (offline and signed in say nothing). Then the timer clash, taken so it shows once on this
  /// device. Records set aside or held never show here.
  public func todayNotices(_ jamaal: Jamaal) throws -> [TodayNotice] {
    var notices: [TodayNotice] = []
    if try SyncEngine.isPaused(jamaal.store) {
      notices.append(
        TodayNotice(
          id: Self.accountChanged, text: SyncStrings.pausedNotice,
          actions: [
            TodayNotice.Action(id: Self.exportFirst, label: SyncStrings.exportFirst),
            TodayNotice.Action(id: Self.goOn, label: SyncStrings.goOn),
          ]))
    } else if let line = try problemLine(jamaal) {
      notices.append(
        TodayNotice(id: Self.problem, text: line, dismissal: SyncStrings.dismissProblem))
    }
    if try SyncEngine.takeTimerClashNotice(jamaal.store) {
      notices.append(TodayNotice(id: Self.timerClash, text: SyncStrings.timerClash))
    }
    return notices
  }

  /// Dismisses the problem line for a day; `false` (nothing written) when Today shows none.
  public func dismissNotice(_ id: TodayNotice.ID, _ jamaal: Jamaal) throws -> Bool {
    guard id == Self.problem else { return false }
    return try jamaal.store.transaction {
      guard try problemLine(jamaal) != nil else { return false }
      try jamaal.store.set(jamaal.clock.now, for: Self.dismissedKey)
      return true
    }
  }

  /// The problem line Today shows now, if any.
  private func problemLine(_ jamaal: Jamaal) throws -> String? {
    let dismissed = try jamaal.store.value(of: Self.dismissedKey)
    return SyncStrings.todayLine(
      try SyncEngine.lastStatus(jamaal.store), dismissedAt: dismissed, now: jamaal.clock.now)
  }
}
