public import Foundation
public import JamaalModel
public import JamaalPresentation
public import JamaalStorage

extension Jamaal {
  /// How a store stands (`jamaal status`): its health and, when it opens, its figures.
  ///
  /// Opens the store without evaluating the day: nothing is written, and no store is made where
  /// there is none (`exists` is false then).
  /// - Parameters:
  ///   - url: the store file.
  ///   - clock: the clock (for the opener's stamps).
  ///   - fullCheck: also run SQLite's full `PRAGMA integrity_check` (slow on years of history);
  ///     otherwise the integrity is what opening found (`StoreOpenCheck`).
  ///   - extra: reads what else the caller shows of a store that opens (sync's part, which the
  ///     facade does not know: it imports no sync), while it is open.
  /// - Returns: the report; a store that needs recovery says why (G-81).
  /// - Throws: `StoreError` when an open store cannot be read, or what `extra` throws.
  public static func status(
    storeAt url: URL, clock: any DeviceClock, fullCheck: Bool = false,
    alsoReading extra: (Store) throws -> Void = { _ in }
  ) throws -> StoreHealth {
    // attributesOfItem does not follow a symlink: a dangling link is something, not nothing.
    guard (try? FileManager.default.attributesOfItem(atPath: url.path)) != nil else {
      return StoreHealth(exists: false, recovery: nil, figures: nil)
    }
    switch Store.open(at: url, clock: clock) {
    case .ready(let store):
      try extra(store)
      return StoreHealth(
        exists: true, recovery: nil,
        figures: StoreHealth.Figures(
          schemaVersion: try store.schemaVersion(),
          integrity: fullCheck ? try store.integrityCheck().joined(separator: "; ") : "ok",
          integrityCheck: fullCheck ? "full" : store.openCheck.rawValue,
          rules: try store.rules().count, anchors: try store.anchorCount(),
          pendingChanges: try store.pendingChangeCount(),
          permission: try store.value(of: ReminderPreference.permission)?.rawValue,
          remindersSwitch: try store.rememberedValue(for: ReminderPreference.deviceSwitch.name)
            ?? "on",
          settings: try daySettings(in: store, now: clock.now)))
    case .needsRecovery(let recovery):
      return StoreHealth(exists: true, recovery: recovery, figures: nil)
    }
  }

  /// The store the configuration names if it needs recovery, else `nil` (it opens; nothing is
  /// evaluated).
  public static func recovery(_ configuration: JamaalConfiguration) -> JamaalRecovery? {
    guard case .file(let url) = configuration.store,
      case .needsRecovery(let recovery) = Store.open(at: url, clock: configuration.clock)
    else { return nil }
    return JamaalRecovery(recovery, configuration: configuration)
  }
}

/// A store's health and figures, as `jamaal status` shows them.
public struct StoreHealth: Sendable {
  /// Whether there is a store at the path at all (`false`: nothing was made).
  public let exists: Bool
  /// Why the store needs recovery, or `nil` when it is ready.
  public let recovery: StoreRecovery?
  /// The figures of a ready store.
  public let figures: Figures?

  /// What a ready store holds.
  public struct Figures: Sendable {
    /// `PRAGMA user_version`.
    public let schemaVersion: Int
    /// The integrity check's findings, joined ("ok").
    public let integrity: String
    /// Which check found it: `full` (`PRAGMA integrity_check`), or how opening found the file
    /// (`StoreOpenCheck`: `quickCheck`, `unchanged`, `created`).
    public let integrityCheck: String
    /// Rules stored (archived included).
    public let rules: Int
    /// Anchors stored.
    public let anchors: Int
    /// Change-log rows not yet synced.
    public let pendingChanges: Int
    /// The last-known notification permission, if recorded.
    public let permission: String?
    /// This device's reminder switch, `on` unless turned off.
    public let remindersSwitch: String
    /// The times, day start and daily reminders (ST-03).
    public let settings: DaySettings
  }
}
