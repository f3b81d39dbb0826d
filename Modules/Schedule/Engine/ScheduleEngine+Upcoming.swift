public import Foundation
public import JamaalModel

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
    let previewed = preview(
      rule, from: from, days: days, after: storedDates, stored: mine, now: now
    ).filter { !storedDates.contains($0.occurrenceDate) && !storedKeys.contains($0.naturalKey) }
    return (shownStored + previewed).sorted {
      ($0.windowStart, $0.slotKey) < ($1.windowStart, $1.slotKey)
    }
  }

  /// ``preview(_:from:days:stored:now:)`` from the first date after the run of `storedDates`
  /// that starts at `from` (usually today to today + 2): those days show what is stored, and a
  /// rule yields each date's Anchors independently of the other dates, so skipping them
  /// changes nothing later.
  /// - Parameters:
  ///   - rule: the rule.
  ///   - from: the first logical date.
  ///   - days: how many dates from `from`.
  ///   - storedDates: the dates the rule already has stored Anchors for.
  ///   - stored: the rule's stored Anchors (for its `afterLast` spacing).
  ///   - now: the current instant.
  /// - Returns: the previewed Anchors of the dates after the stored run (none when every date
  ///   is stored); later dates that are stored too are left for the caller to filter.
  public func preview(
    _ rule: AnchorRule, from: LogicalDate, days: Int, after storedDates: Set<LogicalDate>,
    stored: [Anchor], now: Date
  ) -> [Anchor] {
    var first = 0
    while first < days, storedDates.contains(from.adding(days: first)) { first += 1 }
    guard first < days else { return [] }
    return preview(
      rule, from: from.adding(days: first), days: days - first, stored: stored, now: now)
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

/// What rule detail says about what a rule cannot generate over the days it shows (issue 11
/// item 5): the windows missing on those days and why, and when nothing is shown, why not.
public struct RuleGaps: Hashable, Sendable {
  /// The windows the rule cannot have on the days shown (polar night, an Isha that would close
  /// before it opens), in date order.
  public var missing: [MissingWindow] = []
  /// The rule's end date, when it is before the first day shown ("ends 2026-11-28").
  public var endedOn: LogicalDate?
  /// When nothing falls in the days shown: the first later date with a window, within a year
  /// ("first on Tue 8 Dec").
  public var firstDate: LogicalDate?

  /// Nothing to say.
  public init() {}
}

extension ScheduleEngine {
  /// Why a rule's detail shows fewer windows than it has slots, or none (item 5).
  /// - Parameters:
  ///   - rule: the rule (paused, archived and unreadable rules have no gaps: their state says
  ///     why).
  ///   - from: the first logical date shown.
  ///   - days: how many dates are shown.
  ///   - shown: what the detail shows for those days.
  ///   - stored: the rule's stored Anchors.
  ///   - now: the current instant.
  /// - Returns: the gaps.
  public func gaps(
    _ rule: AnchorRule, from: LogicalDate, days: Int, shown: [Anchor], stored: [Anchor],
    now: Date
  ) -> RuleGaps {
    var gaps = RuleGaps()
    guard !rule.isPaused, !rule.isArchived, days > 0, case .ready(let schedule) = read(rule)
    else { return gaps }
    gaps.missing = (0..<days).flatMap { schedule.missingWindows(on: from.adding(days: $0)) }
    guard shown.isEmpty, gaps.missing.isEmpty else { return gaps }
    if let end = schedule.endDate, end < from {
      gaps.endedOn = end
      return gaps
    }
    let context = context(now: now, existing: stored.filter { $0.rule == rule.id })
    for offset in days..<(days + 366) {
      let date = from.adding(days: offset)
      if let end = schedule.endDate, date > end { break }
      if let first = schedule.anchors(for: date, context: context).first(where: {
        $0.windowEnd > now
      }) {
        gaps.firstDate = first.occurrenceDate
        break
      }
    }
    return gaps
  }
}
