public import JamaalModel

/// What `status` knows about a store, as plain values for ``StatusStrings``.
public struct StoreStatus: Hashable, Sendable {
  /// Where the store is.
  public var path: String
  /// Why it needs recovery; `nil` when it opens.
  public var reason: RecoveryReason?
  /// What SQLite or the file system said about it, when it needs recovery.
  public var detail: String?
  /// The schema version, when it opens.
  public var schemaVersion: Int?
  /// Whether a store file is there at all (`false`: none yet, and `status` made none).
  public var exists = true
  /// The integrity check's answer ("ok").
  public var integrity: String?
  /// Which check gave it: `full`, `quickCheck`, `unchanged` or `created`.
  public var integrityCheck: String?
  /// How many rules it holds.
  public var rules: Int?
  /// How many Anchors it holds.
  public var anchors: Int?
  /// Changes not yet synced.
  public var pendingChanges: Int?
  /// The sync status as stored; `nil` when sync was never set up.
  public var sync: String?
  /// Records and batch files sync set aside (D-18), when sync is set up.
  public var syncSetAside = 0
  /// The first one set aside, named in words.
  public var syncFirstSetAside: SyncSetAsideNote?
  /// Records sync holds until this device's clock reaches them (D-18).
  public var syncHeld = 0
  /// The notification permission as stored (`notDetermined`, `denied`, `authorized`,
  /// `provisional`).
  public var permission: String?
  /// This device's reminder switch (`on`, `off`), when known.
  public var remindersSwitch: String?
  /// The times, day start and daily reminders (ST-03), when the store opens.
  public var settings: DaySettings?

  /// A status with only the store's path.
  /// - Parameter path: where the store is.
  public init(path: String) { self.path = path }
}
