public import Foundation
public import JamaalModel
public import JamaalSchedule

extension TodayStrings {
  /// "Today · Thu 2026-11-26": the section's heading.
  /// - Parameter date: the logical today.
  /// - Returns: the heading.
  public static func heading(_ date: LogicalDate) -> String {
    "Today · \(date.weekday.shortName) \(date)"
  }

  /// "Tomorrow · Fri 2026-11-27": the heading of tomorrow's list.
  /// - Parameter date: the logical tomorrow.
  /// - Returns: the heading.
  public static func tomorrowHeading(_ date: LogicalDate) -> String {
    "Tomorrow · \(date.weekday.shortName) \(date)"
  }

  /// The window bar's words (TD-01): "upcoming", "open", "closing soon", "closed".
  /// - Parameter state: the window's state.
  /// - Returns: the words shown for it.
  public static func state(_ state: WindowState) -> String {
    switch state {
    case .upcoming: "upcoming"
    case .open: "open"
    case .closingSoon: "closing soon"
    case .closed: "closed"
    }
  }

  /// The button words of AN-10 and G-28: "Attended", "Not today", "Someone else did it",
  /// "Mark as done after all".
  /// - Parameter action: what the user may do.
  /// - Returns: the label of its button.
  public static func action(_ action: AnchorAction) -> String {
    switch action {
    case .attend: "Attended"
    case .skip: "Not today"
    case .delegate: "Someone else did it"
    case .markDoneAfterAll: "Mark as done after all"
    }
  }

  /// The outcome words of a decided Anchor: "attended 12:52" (from `resolvedAt`), "not today",
  /// "someone else did it", "missed"; the neutral words for an outcome a newer version wrote.
  /// - Parameters:
  ///   - status: the status it reads as (not pending).
  ///   - resolvedAt: when it was decided (`now` stands in when unknown).
  ///   - zone: the device's time zone.
  /// - Returns: the outcome words, or `nil` while pending.
  public static func outcome(
    _ status: AttendanceStatus, resolvedAt: Date, in zone: TimeZone
  ) -> String? {
    switch status {
    case .pending: nil
    case .attended: attended(at: TimeText.clock(resolvedAt, in: zone))
    case .skipped: skipped
    case .delegated: delegated
    case .missed: missed
    case .unknown: unknownOutcome
    }
  }

  /// The neutral confirmation after acting on an Anchor: "Asr (2026-11-26): attended 15:20."
  /// - Parameters:
  ///   - anchor: the Anchor as written.
  ///   - zone: the device's time zone.
  ///   - now: the instant of the action (when `resolvedAt` is missing).
  /// - Returns: the line.
  public static func actionResult(_ anchor: Anchor, in zone: TimeZone, now: Date) -> String {
    let words =
      outcome(anchor.attendanceStatus, resolvedAt: anchor.resolvedAt ?? now, in: zone)
      ?? unknownOutcome
    return "\(ShownTitle.cut(anchor.title)) (\(anchor.occurrenceDate)): \(words)."
  }

  /// "Added Dentist: Tomorrow 2026-11-27 · 15:00–16:00 · Dentist" — a one-off just stored.
  /// - Parameters:
  ///   - anchor: the one-off.
  ///   - occurrence: its occurrence words (``RuleDetailStrings/occurrence(_:logicalDay:today:on:)``).
  /// - Returns: the line.
  public static func oneOffAdded(_ anchor: Anchor, occurrence: String) -> String {
    "Added \(ShownTitle.cut(anchor.title)): \(occurrence)"
  }
}
