public import JamaalModel

/// The words of the calendar export (`jamaal calendar --ics`): an event's outcome as a category,
/// and what its alarms say.
public enum CalendarStrings {
  /// The `CATEGORIES` word for an outcome: "Attended", "Not today", "Someone else did it",
  /// "Missed"; none while pending, and none for an outcome a newer version wrote (its raw value
  /// is kept in `X-JAMAAL-OUTCOME`).
  /// - Parameter status: the Anchor's outcome.
  /// - Returns: the word, or nil.
  public static func category(for status: AttendanceStatus) -> String? {
    switch status {
    case .attended: "Attended"
    case .skipped: "Not today"
    case .delegated: "Someone else did it"
    case .missed: "Missed"
    case .pending, .unknown: nil
    }
  }

  /// The category every Anchor's event carries, so a calendar app can show them together.
  public static let anchor = "Jamaal"

  /// What the alarm at a window's start says: "Asr opens".
  /// - Parameter title: the event's title.
  /// - Returns: the words.
  public static func opens(_ title: String) -> String { "\(title) opens" }

  /// What the alarm before a window's end says: "Asr closes in 10 min" (as the focus chip).
  /// - Parameters:
  ///   - title: the event's title.
  ///   - minutes: how long before the end.
  /// - Returns: the words.
  public static func closesIn(_ title: String, minutes: Int) -> String {
    TodayStrings.closesIn(title, minutes: minutes)
  }
}
