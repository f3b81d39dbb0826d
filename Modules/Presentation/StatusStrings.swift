/// Every word of the store's status (ST-06 and the recovery screen), in one table so it can be
/// localised.
///
/// ```swift
/// var status = StoreStatus(path: "/tmp/j.sqlite")
/// status.schemaVersion = 3
/// StatusStrings.lines(status, retry: "jamaal recover --retry", reset: "jamaal recover --reset")
/// // ["store: /tmp/j.sqlite", "health: ready", "schema version: 3"]
/// ```
public enum StatusStrings {
  /// "ready" or "needs recovery".
  /// - Parameter reason: why the store needs recovery, `nil` when it opens.
  /// - Returns: the health words.
  public static func health(_ reason: RecoveryReason?) -> String {
    reason == nil ? "ready" : "needs recovery"
  }

  /// The permission in words (G-76): "not asked yet", "denied", "allowed", "allowed quietly";
  /// a value from a newer version as stored.
  /// - Parameter permission: the stored permission.
  /// - Returns: the words.
  public static func permission(_ permission: String) -> String {
    switch permission {
    case "notDetermined": "not asked yet"
    case "denied": "denied"
    case "authorized": "allowed"
    case "provisional": "allowed quietly"
    case "turnedOffLater": "turned off later in Settings"
    default: permission
    }
  }

  /// "no store yet": nothing at the path (`status` creates none).
  public static let noStoreYet = "no store yet (the first command that saves something makes it)"

  /// Which check vouched for the store's integrity, in words ("full check", …); a value from
  /// a newer version as given.
  /// - Parameter check: `full`, `quickCheck`, `unchanged` or `created`.
  /// - Returns: the words.
  public static func integrityCheck(_ check: String) -> String {
    switch check {
    case "full": "full check"
    case "quickCheck": "quick check at opening"
    case "unchanged": "unchanged since it was last checked"
    case "created": "new store"
    default: check
    }
  }

  /// The status, one line per fact, then the two ways out when the store needs recovery.
  /// - Parameters:
  ///   - status: what is known.
  ///   - retry: how to try again.
  ///   - reset: how to reset this device's data.
  ///   - fullCheck: how to run the full integrity check, said after a lighter one (the command
  ///     line: its option), if the caller says.
  /// - Returns: the lines.
  public static func lines(
    _ status: StoreStatus, retry: String, reset: String, fullCheck: String? = nil
  ) -> [String] {
    guard status.exists else { return ["store: \(status.path)", "health: \(noStoreYet)"] }
    var lines = ["store: \(status.path)", "health: \(health(status.reason))"]
    if let reason = status.reason {
      lines.append("reason: \(RecoveryStrings.reason(reason)) (\(status.detail ?? ""))")
    }
    if let version = status.schemaVersion { lines.append("schema version: \(version)") }
    if let integrity = status.integrity {
      let hint = fullCheck.map { "; \($0) for the full check" } ?? ""
      let check =
        status.integrityCheck.map {
          " (\(integrityCheck($0))\(["quickCheck", "unchanged"].contains($0) ? hint : ""))"
        } ?? ""
      lines.append("integrity: \(integrity)\(check)")
    }
    if let rules = status.rules, let anchors = status.anchors {
      lines.append("rules: \(rules) · anchors: \(anchors)")
    }
    if status.reason == nil {
      lines += status.moduleLines
      lines.append("notification permission: \(permission(status.permission ?? "notDetermined"))")
      if let on = status.remindersSwitch { lines.append("reminders on this device: \(on)") }
      if let settings = status.settings { lines.append(SettingsStrings.statusLine(settings)) }
    }
    if status.reason != nil {
      let reason = status.reason ?? .damaged
      if reason == .newerSchema { lines.append(RecoveryStrings.updateToOpen) }
      lines.append(RecoveryStrings.wayOut(.tryAgain, command: retry, reason: reason))
      lines.append(RecoveryStrings.wayOut(.reset, command: reset, reason: reason))
    }
    return lines
  }
}
