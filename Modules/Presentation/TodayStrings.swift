/// Every word of the Today Anchors section (D-12), in one table so it can be localised.
public enum TodayStrings {
  /// "until 17:58" — an open or closing-soon window.
  public static func until(_ time: String) -> String { "until \(time)" }
  /// "opens 15:20" — an upcoming window.
  public static func opens(_ time: String) -> String { "opens \(time)" }
  /// "open · closes Thu" — an open multi-day window.
  public static func openClosesOn(_ weekday: String) -> String { "open · closes \(weekday)" }
  /// "opens Thu" — an upcoming multi-day window.
  public static func opensOn(_ weekday: String) -> String { "opens \(weekday)" }
  /// "attended 12:52".
  public static func attended(at time: String) -> String { "attended \(time)" }
  /// "not today".
  public static let skipped = "not today"
  /// "someone else did it".
  public static let delegated = "someone else did it"
  /// "missed".
  public static let missed = "missed"
  /// "done" — a grouped row with nothing left.
  public static let done = "done"
  /// The neutral words for an outcome a newer version wrote (G-82).
  public static let unknownOutcome = "Update Jamaal to see this"
  /// "Asr closes in 10 min" — the focus chip.
  public static func closesIn(_ member: String, minutes: Int) -> String {
    "\(member) closes in \(minutes) min"
  }

  /// "Water the plants closes Thu" — the focus chip for a window of a day or more (D-12), named
  /// by its last day as its row is.
  /// - Parameters:
  ///   - member: the Anchor's title.
  ///   - weekday: the short weekday of the window's last day.
  /// - Returns: the chip.
  public static func closesOn(_ member: String, weekday: String) -> String {
    "\(member) closes \(weekday)"
  }
  /// "No Anchors today" — an empty section.
  public static let empty = "No Anchors today"
}
