public import JamaalModel

/// The words of an after-last-done rule's last-done date (G-33): the form's question and its
/// answer, as rule detail shows it and as saving a rule without one assumes it.
public enum LastDoneStrings {
  /// The form's question (the seeds' words).
  public static let question = "When did you last do this?"

  /// "When did you last do this? Today (Tue 2026-12-01) was assumed." — a rule saved without
  /// a last-done date.
  /// - Parameter today: the logical today.
  /// - Returns: the line.
  public static func assumed(today: LogicalDate) -> String {
    "\(question) Today (\(today.weekday.shortName) \(today)) was assumed."
  }

  /// "Last done: today (Tue 2026-12-01)", "Last done: yesterday (Mon 2026-11-30)", "Last done:
  /// Thu 2026-11-26" — rule detail's line.
  /// - Parameters:
  ///   - date: the last-done date.
  ///   - today: the logical today.
  /// - Returns: the line.
  public static func line(_ date: LogicalDate, today: LogicalDate) -> String {
    let named = "\(date.weekday.shortName) \(date)"
    switch date.days(to: today) {
    case 0: return "Last done: today (\(named))"
    case 1: return "Last done: yesterday (\(named))"
    default: return "Last done: \(named)"
    }
  }
}
