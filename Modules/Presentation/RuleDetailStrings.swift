public import Foundation
public import JamaalModel
import JamaalSchedule

/// Every word of a rule's detail (AN-02) and of the lines that confirm a change to a rule, in
/// one table so it can be localised.
public enum RuleDetailStrings {
  /// "Today", "Tomorrow", else the weekday ("Thu"): a day as the upcoming days name it (G-34).
  /// - Parameters:
  ///   - date: the day.
  ///   - today: the logical today.
  /// - Returns: its name.
  public static func dayName(_ date: LogicalDate, today: LogicalDate) -> String {
    switch today.days(to: date) {
    case 0: "Today"
    case 1: "Tomorrow"
    default: date.weekday.shortName
    }
  }

  /// "08:15–08:45" (also for a timed window crossing midnight or the day start, "01:30–02:30"),
  /// or "until Fri 2026-11-27" for a window of 24 hours or more (D-12), never a date before the
  /// row's own.
  /// - Parameters:
  ///   - anchor: the Anchor.
  ///   - logicalDay: the device's logical day.
  /// - Returns: the window words.
  public static func window(_ anchor: Anchor, logicalDay: LogicalDay) -> String {
    let last = max(TodaysSet.lastDay(of: anchor, logicalDay: logicalDay), anchor.occurrenceDate)
    if TodaysSet.readsByDay(anchor) { return "until \(last.weekday.shortName) \(last)" }
    return TimeText.window(of: anchor, in: logicalDay.timeZone)
  }

  /// "Tomorrow 2026-11-27 · 08:15–08:45 · Drop-off": one Anchor among a rule's days.
  /// - Parameters:
  ///   - anchor: the Anchor.
  ///   - logicalDay: the device's logical day.
  ///   - today: the logical today.
  ///   - date: the date to name, when not the occurrence date (a one-off at 01:30 is confirmed
  ///     with the date the user typed, though its logical date is the day before).
  /// - Returns: the line.
  public static func occurrence(
    _ anchor: Anchor, logicalDay: LogicalDay, today: LogicalDate, on date: LogicalDate? = nil
  ) -> String {
    let date = date ?? anchor.occurrenceDate
    return [
      "\(dayName(date, today: today)) \(date)", window(anchor, logicalDay: logicalDay),
      ShownTitle.cut(anchor.title),
    ].joined(separator: AnchorTitles.separator)
  }

  /// "Next 7 days: Tomorrow · Thu · Fri", or "Nothing in the next 7 days." (G-34).
  /// - Parameters:
  ///   - dates: the days that hold an Anchor, in order.
  ///   - today: the logical today.
  ///   - count: how many days the preview covers.
  /// - Returns: the line.
  public static func upcomingDays(_ dates: [LogicalDate], today: LogicalDate, count: Int) -> String
  {
    guard !dates.isEmpty else { return "Nothing in the next \(count) days." }
    let names = dates.map { dayName($0, today: today) }
    return "Next \(count) days: " + names.joined(separator: AnchorTitles.separator)
  }

  /// "term break", "holiday", "travel", "illness", "other" (AN-06); neutral words for a reason
  /// a newer version wrote.
  /// - Parameter reason: why the rule does not apply.
  /// - Returns: the words.
  public static func reason(_ reason: ExceptionReason) -> String {
    switch reason {
    case .termBreak: "term break"
    case .holiday: "holiday"
    case .travel: "travel"
    case .illness: "illness"
    case .other: "other"
    case .unknown: TodayStrings.unknownOutcome
    }
  }

  /// "except 2026-12-12–2026-12-13 (holiday)", or "except 2026-12-12 onwards (travel)".
  /// - Parameter range: the exception.
  /// - Returns: the line.
  public static func exception(_ range: ExceptionRange) -> String {
    exception(range, reasons: [range.reason])
  }

  /// "except 2026-12-12–2026-12-20 (holiday, travel)": merged ranges keep every reason.
  /// - Parameters:
  ///   - range: the merged range.
  ///   - reasons: the reasons of the ranges it covers.
  /// - Returns: the line.
  public static func exception(_ range: ExceptionRange, reasons: [ExceptionReason]) -> String {
    let end = range.end.map { TimeText.windowDash + $0.description } ?? " onwards"
    return "except \(range.start)\(end) (\(reasons.map(reason).joined(separator: ", ")))"
  }

  /// "id 1a2b…  source scheduled": the rule's full id and the source that reads it.
  /// - Parameters:
  ///   - id: the rule's id.
  ///   - source: its source key.
  /// - Returns: the line.
  public static func identity(_ id: UUID, source: SourceKey) -> String {
    "id \(id.lowercasedText)  source \(ShownTitle.inLine(source.rawValue))"
  }

  /// "Couldn't read slots[0].start: '25:99' is not a time (HH:MM, 24-hour)" — rule detail of a
  /// rule that needs attention: which field could not be read.
  /// - Parameter detail: the field and what is wrong with it.
  /// - Returns: the line.
  public static func unreadable(_ detail: String) -> String {
    "Couldn't read \(ShownTitle.inLine(detail))"
  }

  /// "Added School run.", "Paused School run." — a change just saved.
  /// - Parameters:
  ///   - change: what was done.
  ///   - title: the rule's title.
  /// - Returns: the line.
  public static func changed(_ change: RuleChange, title: String) -> String {
    let verb =
      switch change {
      case .added: "Added"
      case .edited: "Edited"
      case .paused: "Paused"
      case .resumed: "Resumed"
      case .archived: "Archived"
      }
    return "\(verb) \(ShownTitle.cut(title))."
  }

  /// "Added an exception to School run: 2026-11-26 to 2026-11-27, holiday. Removed 3 pending
  /// Anchors."
  /// - Parameters:
  ///   - range: the exception added.
  ///   - title: the rule's title.
  ///   - removed: how many pending Anchors it removed.
  /// - Returns: the line.
  public static func exceptionAdded(_ range: ExceptionRange, title: String, removed: Int) -> String
  {
    let end = range.end.map { " to \($0)" } ?? " (open end)"
    return
      "Added an exception to \(ShownTitle.cut(title)): \(range.start)\(end), \(reason(range.reason))."
      + " Removed \(removed) pending Anchor\(removed == 1 ? "" : "s")."
  }
}
