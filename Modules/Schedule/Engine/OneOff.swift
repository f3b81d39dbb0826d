public import Foundation
public import JamaalModel

/// One-off Anchors (AN-08): typed in by the user, stored at once with no rule.
public enum OneOff {
  /// The most days a one-off's window may end after its start date.
  public static let maximumDays = 7

  /// Makes a one-off Anchor after checking what the user typed.
  ///
  /// The window is `start`…`end` on `date`'s wall clock in the device zone (D-4 applies);
  /// `occurrenceDate` is the logical date of the window's start (D-2), `rule` is `nil` and
  /// `slotKey` is "". Placement is fixed.
  /// - Parameters:
  ///   - title: what the user typed (trimmed; must not be blank).
  ///   - date: the calendar date.
  ///   - start: when the window opens.
  ///   - end: when it closes: after `start`, and in the future.
  ///   - endDate: the calendar date `end` falls on, for a window that crosses midnight (at most
  ///     ``maximumDays`` after `date`); `nil` = `date`.
  ///   - effortMinutes: minutes of effort; `nil` = the window's length.
  ///   - remindAtStart: remind when it opens.
  ///   - remindBeforeEndMinutes: remind this many minutes before it closes (1…1440), if set.
  ///   - now: the current instant.
  ///   - logicalDay: the device's logical day.
  /// - Returns: the Anchor to store.
  /// - Throws: ``/JamaalModel/FieldError`` naming `title`, `start` or `end` (a time that does not exist that
  ///   day, an end not after the start or past), `effort` or `remindBeforeEnd`.
  public static func make(
    title: String, date: LogicalDate, start: WallClockTime, end: WallClockTime,
    endDate: LogicalDate? = nil, effortMinutes: Int? = nil, remindAtStart: Bool = false,
    remindBeforeEndMinutes: Int? = nil,
    now: Date, logicalDay: LogicalDay
  ) throws(FieldError) -> Anchor {
    try TitleRule.check(title)
    let trimmed = title.trimmingCharacters(in: .whitespacesAndNewlines)
    let zone = logicalDay.timeZone
    let windowStart = zone.instant(on: date, minutesAfterMidnight: start.minutes)
    let endDay = endDate ?? date
    guard endDay >= date, endDay <= date.adding(days: maximumDays) else {
      throw FieldError(
        field: "endDate",
        message: "must be from \(date) to \(date.adding(days: maximumDays)) (the start's date or"
          + " up to \(maximumDays) days after)")
    }
    let windowEnd = zone.instant(on: endDay, minutesAfterMidnight: end.minutes)
    // D-4 moves a wall time in a DST gap forward; a time the user typed is refused instead.
    for (field, time, day, instant) in [
      ("start", start, date, windowStart), ("end", end, endDay, windowEnd),
    ]
    where zone.wallClock(at: instant).minutes != time.minutes {
      throw FieldError(
        field: field,
        message: "\(time) does not exist on \(day) in \(zone.identifier): the clocks go forward"
          + " then")
    }
    guard windowEnd > windowStart else {
      let hint =
        endDate == nil
        ? "; a window that ends the next day needs its end date (\(date.adding(days: 1)))" : ""
      throw FieldError(field: "end", message: "must be after the start (\(start))" + hint)
    }
    guard windowEnd > now else {
      throw FieldError(field: "end", message: "must be in the future")
    }
    if let effortMinutes, effortMinutes < 0 {
      throw FieldError(field: "effort", message: "must be 0 or more")
    }
    if let minutes = remindBeforeEndMinutes,
      !(1...ScheduledConfig.maximumWindowMinutes).contains(minutes)
    {
      throw FieldError(
        field: "remindBeforeEnd",
        message: "must be between 1 and \(ScheduledConfig.maximumWindowMinutes)")
    }
    let length = Int(windowEnd.timeIntervalSince(windowStart) / 60)
    // As for a rule's slots (SPEC G-30): a closing reminder falls inside its window.
    if let minutes = remindBeforeEndMinutes, minutes > length {
      throw FieldError(
        field: "remindBeforeEnd",
        message: "\(minutes) minutes is longer than the \(length)-minute window")
    }
    return Anchor(
      rule: nil, title: trimmed, occurrenceDate: logicalDay.logicalDate(of: windowStart),
      slotKey: "", windowStart: windowStart, windowEnd: windowEnd,
      effortMinutes: effortMinutes ?? length, placement: .fixed,
      remindBeforeStartMinutes: remindAtStart ? 0 : nil,
      remindBeforeEndMinutes: remindBeforeEndMinutes, createdAt: now)
  }
}
