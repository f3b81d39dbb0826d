/// Every word of the one-off form (AN-08: title, date, window start and end, optional duration,
/// reminders), in one table so it can be localised.
public enum OneOffFormStrings {
  /// The form's heading and its link on Today.
  public static let heading = "A one-off Anchor"
  /// The title's label.
  public static let title = "Title"
  /// The date's label.
  public static let date = "Date"
  /// The window start's label.
  public static let start = "Window starts"
  /// The window end's label.
  public static let end = "Window ends"
  /// The end date's label (a window that crosses midnight).
  public static let endDate = "Ends on (when it crosses midnight)"
  /// The duration's label.
  public static let effort = "Duration in minutes (optional)"
  /// The reminder at the start.
  public static let remindAtStart = "Remind me when it opens"
  /// The reminder before the end.
  public static let remindBeforeEnd = "Remind me this many minutes before it closes (optional)"
  /// The button.
  public static let add = "Add"
}

/// Every word of a rule's exceptions form (AN-06: a range of days, the end can be open, and a
/// reason), in one table so it can be localised.
public enum ExceptionFormStrings {
  /// The form's heading.
  public static let heading = "Add an exception"
  /// The first day's label.
  public static let from = "From"
  /// The last day's label.
  public static let to = "To (empty: open end)"
  /// The reason's label.
  public static let reason = "Reason"
  /// The button.
  public static let add = "Add"
}
