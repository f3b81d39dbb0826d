public import Foundation
public import JamaalModel

/// Acting on an Anchor (AN-10, G-28, G-29) as pure functions of the Anchor, now and the day.
///
/// ```swift
/// let day = LogicalDay(dayStart: settings.dayStart, timeZone: deviceZone)
/// do {
///   let done = try AnchorActions.perform(.attend, on: anchor, now: now, logicalDay: day)
/// } catch { print(error.message) }  // "Opens at 15:20"
/// ```
public enum AnchorActions {
  /// Applies `action`, returning the changed Anchor (`resolvedAt` and `modifiedAt` = now).
  ///
  /// `attend` on a missed Anchor (stored missed, or pending and closed) within its day of grace
  /// is the late correction, the same as `markDoneAfterAll`.
  /// - Parameters:
  ///   - action: what the user chose.
  ///   - anchor: the stored Anchor.
  ///   - now: the current instant.
  ///   - logicalDay: the device's logical day (zone and day start).
  /// - Returns: the Anchor to write.
  /// - Throws: ``ActionRefusal`` with the words to show.
  public static func perform(
    _ action: AnchorAction, on anchor: Anchor, now: Date, logicalDay: LogicalDay
  ) throws(ActionRefusal) -> Anchor {
    let outcome = try decide(action, on: anchor, now: now, logicalDay: logicalDay)
    var changed = anchor
    changed.attendanceStatus = outcome
    changed.resolvedAt = now
    changed.modifiedAt = now
    return changed
  }

  /// What the user may do now, in the order attend, skip, delegate, markDoneAfterAll.
  ///
  /// A missed Anchor in its day of grace lists only `markDoneAfterAll` (though `attend` does the
  /// same there).
  public static func availableActions(
    for anchor: Anchor, now: Date, logicalDay: LogicalDay
  ) -> [AnchorAction] {
    let missed = anchor.effectiveStatus(at: now) == .missed
    return AnchorAction.allCases.filter { action in
      if action == .attend, missed { return false }
      return (try? decide(action, on: anchor, now: now, logicalDay: logicalDay)) != nil
    }
  }

  /// The end of the late correction's day of grace (G-28, D-20): the end of the later of two
  /// logical days, the one holding the window's end (for a window ending at a day boundary, the
  /// following one) and the Anchor's occurrence date (a window that ends before the day start,
  /// like a 02:31–02:55 Fajr, is corrected all through its own day).
  public static func lateCorrectionDeadline(for anchor: Anchor, logicalDay: LogicalDay) -> Date {
    let day = max(logicalDay.logicalDate(of: anchor.windowEnd), anchor.occurrenceDate)
    return logicalDay.interval(of: day).end
  }

  /// The status `action` leads to, or why it is refused.
  private static func decide(
    _ action: AnchorAction, on anchor: Anchor, now: Date, logicalDay: LogicalDay
  ) throws(ActionRefusal) -> AttendanceStatus {
    func refuse(_ reason: ActionRefusal.Reason) -> ActionRefusal {
      ActionRefusal.make(reason, now: now, logicalDay: logicalDay)
    }
    let state = WindowState(of: anchor, at: now)
    switch anchor.effectiveStatus(at: now) {
    case .unknown(let raw):
      throw refuse(.unknownStatus(raw))
    case .attended, .skipped, .delegated:
      throw refuse(.alreadyDecided(anchor.attendanceStatus))
    case .pending:
      switch action {
      case .attend:
        guard state.isOpen else { throw refuse(.notOpenYet(opensAt: anchor.windowStart)) }
        return .attended
      case .skip: return .skipped
      case .delegate: return .delegated
      case .markDoneAfterAll:
        guard state.isOpen else { throw refuse(.notOpenYet(opensAt: anchor.windowStart)) }
        throw refuse(.stillOpen)
      }
    case .missed:
      switch action {
      case .skip, .delegate:
        throw refuse(.closed)
      case .attend, .markDoneAfterAll:
        if state == .upcoming { throw refuse(.notOpenYet(opensAt: anchor.windowStart)) }
        let deadline = lateCorrectionDeadline(for: anchor, logicalDay: logicalDay)
        guard now < deadline else { throw refuse(.correctionExpired(endedAt: deadline)) }
        return .attended
      }
    }
  }
}
