public import JamaalModel

/// What sync says in `status`, as plain values for ``SyncStrings/statusLines(_:goOn:)``: the
/// sync module fills it from the store, and the status screen lays its lines out among its own.
public struct SyncStatusSummary: Hashable, Sendable {
  /// The status as a raw value (`signedIn`, `notSignedIn`, `restricted`, `storageFull`,
  /// `havingTrouble`, or `accountChanged` while an account change waits); `nil` when this store
  /// never synced.
  public var state: String?
  /// Changes not yet sent (said only once sync is set up).
  public var pendingChanges = 0
  /// Records and batch files set aside (D-18, D-19).
  public var setAside = 0
  /// The first one set aside, named in words.
  public var firstSetAside: SyncSetAsideNote?
  /// Records held until this device's clock reaches them (D-18).
  public var held = 0

  /// A summary with `state`, nothing pending, set aside or held.
  /// - Parameter state: the raw status, `nil` before the first round.
  public init(state: String?) { self.state = state }
}

extension SyncStrings {
  /// "not set up" — sync never set up on this store.
  public static let notSetUp = "not set up"

  /// Sync's lines of `status`: the changes not yet synced (once sync is set up), the status,
  /// and what was set aside and is held, when any.
  /// - Parameters:
  ///   - summary: what sync knows.
  ///   - goOn: how to go on after an account change, if the caller says (the command line: its
  ///     option).
  /// - Returns: the lines.
  public static func statusLines(_ summary: SyncStatusSummary, goOn: String? = nil) -> [String] {
    var lines: [String] = []
    // Unsynced changes mean something only once sync is set up.
    if summary.state != nil { lines.append("changes not yet synced: \(summary.pendingChanges)") }
    let waits =
      summary.state == "accountChanged" ? goOn.map { " (go on with \($0))" } ?? "" : ""
    lines.append("sync: \(summary.state.map(statusText) ?? notSetUp)\(waits)")
    if summary.setAside > 0 {
      lines.append("sync: " + setAside(summary.setAside, first: summary.firstSetAside))
    }
    if summary.held > 0 { lines.append("sync: " + held(summary.held)) }
    return lines
  }
}
