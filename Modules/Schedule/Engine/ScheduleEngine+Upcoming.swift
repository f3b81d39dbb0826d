public import Foundation
public import Model

extension ScheduleEngine {
  /// A rule's Anchors over `days` logical days from `from` as rule detail shows them (G-34,
  /// D-14): the stored Anchors for days already stored (what Today shows, outcomes included),
  /// and a preview for the days not yet stored.
  ///
  /// A day counts as stored when the rule has an Anchor with that occurrence date. The stored
  /// pending window of an `afterLast` rule that opened on an earlier day is listed too.
  /// - Parameters:
  ///   - rule: the rule.
  ///   - from: the first logical date (the logical today).
  ///   - days: how many dates.
  ///   - stored: the rule's stored Anchors.
  ///   - now: the current instant.
  /// - Returns: the Anchors in window order; stored ones keep their ids and outcomes.
  public func upcoming(
    _ rule: AnchorRule, from: LogicalDate, days: Int, stored: [Anchor], now: Date
  ) -> [Anchor] {
    guard days > 0 else { return [] }
    let last = from.adding(days: days - 1)
    let mine = stored.filter { $0.rule == rule.id }
    let shownStored = mine.filter {
      ($0.occurrenceDate >= from && $0.occurrenceDate <= last)
        || ($0.attendanceStatus == .pending && $0.windowEnd > now && $0.occurrenceDate < from)
    }
    let storedDates = Set(shownStored.map(\.occurrenceDate))
    let storedKeys = Set(mine.map(\.naturalKey))
    let previewed = preview(rule, from: from, days: days, stored: mine, now: now).filter {
      !storedDates.contains($0.occurrenceDate) && !storedKeys.contains($0.naturalKey)
    }
    return (shownStored + previewed).sorted {
      ($0.windowStart, $0.slotKey) < ($1.windowStart, $1.slotKey)
    }
  }

  /// The rule's next pending Anchor among `upcoming` (the rules list's "next"): the first whose
  /// window has not closed and that nobody has decided yet.
  /// - Parameters:
  ///   - upcoming: the rule's Anchors as ``upcoming(_:from:days:stored:now:)`` returns them.
  ///   - now: the current instant.
  /// - Returns: the Anchor, or `nil` when none is pending.
  public static func nextPending(in upcoming: [Anchor], now: Date) -> Anchor? {
    upcoming.first { $0.effectiveStatus(at: now) == .pending }
  }
}
