public import JamaalModel

/// What one sync round did, for the command line and the app.
public struct SyncReport: Hashable, Sendable {
  /// Records the cloud acknowledged.
  public var sent = 0
  /// Records fetched that changed this device's data.
  public var received = 0
  /// Local changes still waiting to be sent.
  public var waiting = 0
  /// Where sync stands after the round (nil when it could not be told: offline).
  public var status: SyncStatus?
  /// No network: nothing moved, and that is not a problem.
  public var offline = false
  /// The account changed or signed out: sync waits until the user goes on (G-80).
  public var accountChanged = false
  /// The account from before a pause is back: sync and the rollover resumed by themselves (G-80).
  public var resumed = false
  /// Two timers were running; the later one was stopped (G-26).
  public var timerClash = false
  /// Records and batch files set aside this round (D-18, D-19), each counted once.
  public var setAside = 0
  /// Every record and batch file set aside so far on this device.
  public var setAsideInAll = 0
  /// The first thing set aside on this device, for the round's output to name.
  public var firstSetAside: SyncSetAsideNote?
  /// Records held now because they are stamped more than a day ahead of this device's clock.
  public var held = 0

  /// An empty report.
  public init() {}
}
