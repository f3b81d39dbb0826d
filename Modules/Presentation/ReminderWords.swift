public import JamaalModel
public import JamaalReminders
import JamaalSchedule

/// The words of every notification the planner makes (SPEC §6): an Anchor's reminder titled
/// like its Today row ("School run · Drop-off", "Salah · Jumu'ah"), the planning prompt and the
/// morning nudge. Times are the device zone's 24-hour `HH:MM` (D-12).
///
/// ```swift
/// let plan = ReminderPlanner.plan(inputs, wording: ReminderWords())
/// ```
public struct ReminderWords: ReminderWording {
  /// The words.
  public init() {}

  /// The title and body for one notification.
  public func text(for subject: ReminderSubject, logicalDay: LogicalDay) -> NotificationText {
    switch subject {
    case .anchor(let stored, let kind, let minutes, let ruleTitle):
      // A notification is words a person reads: titles past SPEC §7's limit are cut.
      let anchor = ShownTitle.cut(stored)
      let title = AnchorTitles.plainRowTitle(for: anchor, ruleTitle: ruleTitle.map(ShownTitle.cut))
      let close = closing(anchor, logicalDay: logicalDay)
      if kind == .anchorEnd {
        return NotificationText(
          title: title, body: "\(anchor.title) closes in \(minutes) min · \(close)")
      }
      if minutes == 0 {
        return NotificationText(title: title, body: "\(anchor.title) is open · \(close)")
      }
      let opens = TimeText.clock(anchor.windowStart, in: logicalDay.timeZone)
      return NotificationText(
        title: title, body: "\(anchor.title) opens at \(opens), in \(minutes) min · \(close)")
    case .planningPrompt(let target):
      return NotificationText(
        title: ReminderStrings.planTomorrow,
        body: "Take a minute to plan \(target.weekday.shortName) \(target).")
    case .morningNudge(let date):
      return NotificationText(
        title: "Good morning", body: "Today's Anchors for \(date.weekday.shortName) are ready.")
    }
  }

  /// "until 17:58", or "closes Thu" for a window of 24 hours or more.
  private func closing(_ anchor: Anchor, logicalDay: LogicalDay) -> String {
    if TodaysSet.readsByDay(anchor) {
      let last = max(TodaysSet.lastDay(of: anchor, logicalDay: logicalDay), anchor.occurrenceDate)
      return "closes \(last.weekday.shortName)"
    }
    return "until " + TimeText.clock(anchor.windowEnd, in: logicalDay.timeZone)
  }
}
