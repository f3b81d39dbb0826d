import Foundation
public import JamaalModel

extension ScheduledRule {
  /// The `afterLast` window overlapping `date`, if any (at most one per rule).
  func afterLastAnchors(overlapping date: LogicalDate, context: GenerationContext) -> [Anchor] {
    guard let next = nextAfterLast(context: context) else { return [] }
    let day = context.logicalDay(in: timeZone)
    guard next.occurrenceDate <= date, next.windowEnd > day.start(of: date) else { return [] }
    return [next]
  }

  /// The rule's next `afterLast` Anchor: the stored pending one still open or upcoming, else the
  /// first window not yet closed, projected from the stored history (G-29, D-6) and the config's
  /// last-done date (G-33), skipping excepted opening days.
  /// - Parameter context: now, zones, and the rule's stored Anchors.
  /// - Returns: the Anchor (stored or new), or `nil` when the rule has ended.
  public func nextAfterLast(context: GenerationContext) -> Anchor? {
    guard case .afterLast(let minDays, let maxDays, let lastDone) = config.recurrence,
      let slot = config.slots.first
    else { return nil }
    let now = context.now
    if let pending = context.existing.first(where: {
      $0.attendanceStatus == .pending && $0.windowEnd > now
    }) {
      return pending
    }
    let day = context.logicalDay(in: timeZone)
    var opens = lastDone.adding(days: minDays)
    if let latest = context.existing.max(by: { $0.windowStart < $1.windowStart }) {
      let fromHistory: LogicalDate
      switch latest.attendanceStatus {
      case .attended, .skipped, .delegated:
        fromHistory = day.logicalDate(of: latest.resolvedAt ?? latest.windowStart)
          .adding(days: minDays)
      case .missed, .pending:
        fromHistory = lastDay(of: latest, in: day).adding(days: 1)
      case .unknown:
        fromHistory =
          latest.resolvedAt.map { day.logicalDate(of: $0).adding(days: minDays) }
          ?? lastDay(of: latest, in: day).adding(days: 1)
      }
      opens = max(opens, fromHistory)
    }
    let span = maxDays - minDays
    var window = afterLastWindow(slot: slot, opens: opens, span: span, context: context)
    // A window that closed unseen is missed (D-6): the next opens the day after, same length.
    // Far behind, jump whole steps of that chain before walking it.
    if window.end <= now {
      let step =
        lastDay(ofWindowEnd: window.end, in: day).adding(days: 1).daysSinceEpoch
        - opens.daysSinceEpoch
      let behind = opens.days(to: day.logicalDate(of: now))
      if step > 0, behind > 2 * step {
        opens = opens.adding(days: (behind / step - 1) * step)
        window = afterLastWindow(slot: slot, opens: opens, span: span, context: context)
      }
    }
    for _ in 0..<10_000 {
      if let range = exceptions.first(where: { $0.contains(opens) }) {
        guard let end = range.end else { return nil }
        opens = end.adding(days: 1)
      } else if window.end <= now {
        opens = lastDay(ofWindowEnd: window.end, in: day).adding(days: 1)
      } else {
        break
      }
      window = afterLastWindow(slot: slot, opens: opens, span: span, context: context)
    }
    if let endDate = config.endDate, opens > endDate { return nil }
    return makeAnchor(slot: slot, date: opens, window: window, now: now)
  }

  /// One multi-day window: opens on `opens`, closes at the end of `opens + span`.
  private func afterLastWindow(
    slot: Slot, opens: LogicalDate, span: Int, context: GenerationContext
  ) -> (start: Date, end: Date) {
    switch slot.timing {
    case .allDay:
      let minutes = context.dayStart.minutes
      return (
        context.instant(on: opens, minutesAfterMidnight: minutes, in: timeZone),
        context.instant(
          on: opens.adding(days: span + 1), minutesAfterMidnight: minutes, in: timeZone)
      )
    case .timed(let start, let minutes):
      let closes = context.instant(
        on: opens.adding(days: span), minutesAfterMidnight: start.minutes, in: timeZone)
      return (
        context.instant(on: opens, minutesAfterMidnight: start.minutes, in: timeZone),
        closes.addingTimeInterval(Double(minutes * 60))
      )
    }
  }

  /// The last logical day a stored window covers.
  private func lastDay(of anchor: Anchor, in day: LogicalDay) -> LogicalDate {
    lastDay(ofWindowEnd: anchor.windowEnd, in: day)
  }

  /// The logical day holding the last instant before `end`.
  private func lastDay(ofWindowEnd end: Date, in day: LogicalDay) -> LogicalDate {
    day.logicalDate(of: end.addingTimeInterval(-1))
  }
}
