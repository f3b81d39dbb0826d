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
  /// The lines the build's modules add when the store opens (sync's status, from
  /// ``SyncStrings/statusLines(_:goOn:)``), in their own words, shown after the figures.
  public var moduleLines: [String] = []
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
