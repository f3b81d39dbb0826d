public import JamaalModel

/// Every word of Night Planning (the screen a planning reminder opens, G-78), in one table so
/// it can be localised.
public enum NightPlanningStrings {
  /// "Night Planning · Tue 2026-12-01": the screen's heading (the words of its route).
  /// - Parameter date: the day the night plans.
  /// - Returns: the heading.
  public static func heading(_ date: LogicalDate) -> String {
    ReminderStrings.route(.nightPlanning(date))
  }

  /// The list of the day's Anchors, for a screen reader.
  public static let anchorsLabel = "The day's Anchors"

  /// The day has no Anchor stored yet.
  public static let nothingYet = "No Anchors that day yet."

  /// The button that marks the night planned.
  public static let markPlanned = "Planned"

  /// The button that skips planning for the day.
  public static let skip = "Skip planning"

  /// The words of the button that marks the night `state`.
  /// - Parameter state: planned or skipped.
  /// - Returns: the button's words.
  public static func action(_ state: DayPlanState) -> String {
    state == .skipped ? skip : markPlanned
  }
}
