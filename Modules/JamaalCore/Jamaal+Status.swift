public import Foundation
public import Model
public import Storage

extension Jamaal {
  /// How a store stands (`jamaal status`): its health and, when it opens, its figures.
  ///
  /// Opens the store without evaluating the day: nothing is written.
  /// - Parameters:
  ///   - url: the store file.
  ///   - clock: the clock (for the opener's stamps).
  /// - Returns: the report; a store that needs recovery says why (G-81).
  /// - Throws: `StoreError` when an open store cannot be read.
  public static func status(storeAt url: URL, clock: any Clock) throws -> StoreHealth {
    switch Store.open(at: url, clock: clock) {
    case .ready(let store):
      return StoreHealth(
        recovery: nil,
        figures: StoreHealth.Figures(
          schemaVersion: try store.schemaVersion(),
          integrity: try store.integrityCheck().joined(separator: "; "),
          rules: try store.rules().count, anchors: try store.anchorCount(),
          pendingChanges: try store.pendingChangeCount(),
          permission: try store.preference("notificationPermission"),
          remindersSwitch: try store.preference(ReminderPreference.deviceSwitch) ?? "on",
          sync: try store.preference("sync.accountChanged") != nil
            ? "accountChanged" : try store.preference("syncStatus")))
    case .needsRecovery(let recovery):
      return StoreHealth(recovery: recovery, figures: nil)
    }
  }

  /// The store at `url` if it needs recovery, else `nil` (it opens).
  public static func recovery(storeAt url: URL, clock: any Clock) -> StoreRecovery? {
    guard case .needsRecovery(let recovery) = Store.open(at: url, clock: clock) else { return nil }
    return recovery
  }
}

/// A store's health and figures, as `jamaal status` shows them.
public struct StoreHealth: Sendable {
  /// Why the store needs recovery, or `nil` when it is ready.
  public let recovery: StoreRecovery?
  /// The figures of a ready store.
  public let figures: Figures?

  /// What a ready store holds.
  public struct Figures: Sendable {
    /// `PRAGMA user_version`.
    public let schemaVersion: Int
    /// `PRAGMA integrity_check`, joined ("ok").
    public let integrity: String
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
    /// The sync status, if recorded.
    public let sync: String?
  }
}
