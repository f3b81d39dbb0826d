public import Foundation
public import JamaalModel

/// Which stored Anchors Today lists (D-3), and the last day of a multi-day window (D-12).
public enum TodaysSet {
  /// Whether Today lists `anchor`: its occurrence date is the logical today; or it is pending
  /// and its window contains now (a 02:40 Fajr before the day boundary); or it is pending, its
  /// occurrence date is earlier and its window overlaps today (a multi-day `afterLast` window);
  /// or it is missed (stored, or pending and closed) from another date and its window closed
  /// today, so it is in its day of grace and "Mark as done after all" is at hand (G-28) — an
  /// earlier date's, or (D-20) the next date's window that ended before the day start (a 02:31–02:55
  /// Fajr in a Reykjavík June, on Today as missed from 02:55 until its own day begins).
  ///
  /// `Store.todayAnchors` is the same set in SQL; a property test holds the two equal.
  /// - Parameters:
  ///   - anchor: a stored Anchor.
  ///   - now: the current instant.
  ///   - logicalDay: the device's logical day.
  /// - Returns: whether the Anchor belongs on Today.
  public static func contains(_ anchor: Anchor, now: Date, logicalDay: LogicalDay) -> Bool {
    let today = logicalDay.logicalDate(of: now)
    if anchor.occurrenceDate == today { return true }
    let day = logicalDay.interval(of: today)
    if anchor.attendanceStatus == .missed || anchor.attendanceStatus == .pending,
      anchor.windowEnd >= day.start, anchor.windowEnd <= now
    {
      return true
    }
    guard anchor.attendanceStatus == .pending else { return false }
    if anchor.windowStart <= now && now < anchor.windowEnd { return true }
    return anchor.occurrenceDate < today && anchor.windowEnd > day.start
      && anchor.windowStart < day.end
  }

  /// Whether a window reads by weekday ("open · closes Thu", "opens Thu") rather than by clock
  /// time: it lasts 24 hours or more (an all-day or `afterLast` window, D-12). A timed window that
  /// merely crosses midnight or the day start (a 02:43 Fajr in June, Isha until the next Fajr)
  /// reads "until HH:MM" like any other.
  public static func readsByDay(_ anchor: Anchor) -> Bool {
    anchor.windowEnd.timeIntervalSince(anchor.windowStart) >= 24 * 60 * 60
  }

  /// The last logical day a window covers (a plants window Thu 03:00 – Sat 03:00 → Friday), for
  /// "open · closes Fri" and "opens Thu".
  public static func lastDay(of anchor: Anchor, logicalDay: LogicalDay) -> LogicalDate {
    logicalDay.logicalDate(of: anchor.windowEnd.addingTimeInterval(-1))
  }
}
