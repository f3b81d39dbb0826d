public import Foundation
public import JamaalModel
public import JamaalStorage

/// Where sync stands on this device, for `status` and Settings: read from the store, without the
/// cloud.
public struct SyncOverview: Hashable, Sendable {
  /// This device's sync name, once it has synced (nil when none, or when the store remembers a
  /// name that cannot name a device).
  public var device: String?
  /// The last status recorded (nil: never synced).
  public var status: SyncStatus?
  /// The account changed or signed out and sync waits for the user (G-80).
  public var accountChanged: Bool
  /// Local changes waiting to be sent.
  public var waiting: Int
  /// When a round last succeeded.
  public var lastSync: Date?
  /// Records and batch files set aside (D-18, D-19): kept, never applied, each counted once.
  public var setAside = 0
  /// The first thing set aside, for `status` to name.
  public var firstSetAside: SyncSetAsideNote?
  /// Records held because they are stamped more than a day ahead of this device's clock (D-18):
  /// applied once the clock is within a day of them.
  public var held = 0

  /// Reads the overview of a store.
  /// - Parameter store: the store.
  /// - Throws: `StoreError`.
  public init(store: Store) throws {
    let state = SyncState(store: store)
    device = try SyncEngine.deviceName(store)
    status = try state.status
    accountChanged = try state.value(SyncState.Key.accountChanged) != nil
    waiting = try store.pendingChangeCount()
    lastSync = try state.date(SyncState.Key.lastSync)
    let summary = try store.setAsideSummary()
    setAside = summary.count
    firstSetAside = summary.first.map(Self.note)
    held = try store.heldCount()
  }

  /// The note a set-aside row makes.
  static func note(_ row: SyncSetAsideRow) -> SyncSetAsideNote {
    SyncSetAsideNote(
      reason: SyncSetAsideReason(rawValue: row.reason) ?? .unreadableRecord, field: row.field,
      kind: row.kind)
  }
}

extension SyncEngine {
  /// Whether sync-dependent work (rollover) waits for the user after an account change (G-80).
  /// - Parameter store: the store.
  /// - Returns: true while paused.
  /// - Throws: `StoreError`.
  public static func isPaused(_ store: Store) throws -> Bool {
    try store.syncState(SyncState.Key.accountChanged) != nil
  }

  /// The last status recorded, without the rest of ``SyncOverview`` (Today's line needs only
  /// this, and counting the waiting changes reads the whole change log).
  /// - Parameter store: the store.
  /// - Returns: the status, or nil when this device never synced.
  /// - Throws: `StoreError`.
  public static func lastStatus(_ store: Store) throws -> SyncStatus? {
    try SyncState(store: store).status
  }

  /// The device name this store syncs as, remembered from its first round — nil when the store
  /// holds none, or one that cannot name a device (D-19: checked wherever it comes from).
  /// - Parameter store: the store.
  /// - Returns: the name, or nil.
  /// - Throws: `StoreError`.
  public static func deviceName(_ store: Store) throws -> String? {
    try store.syncState(SyncState.Key.device).flatMap { DeviceName.isValid($0) ? $0 : nil }
  }
}
