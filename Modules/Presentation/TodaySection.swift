public import Foundation
public import JamaalModel
import JamaalSchedule

/// Today's Anchors section (TD-01, D-12) as a pure function of stored rows, titles and now.
///
/// ```swift
/// let section = TodaySection(
///   anchors: stored, ruleTitles: titles, now: now, logicalDay: day)
/// section.rows.map(\.text)   // ["Salah 0/3 · Asr · until 17:58", …]
/// ```
public struct TodaySection: Hashable, Sendable {
  /// The logical today.
  public let date: LogicalDate
  /// The rows, sorted by window start.
  public let rows: [TodayRow]

  /// Builds the section from every candidate Anchor (those not in Today's set are left out).
  /// - Parameters:
  ///   - anchors: stored Anchors (at least those of today and any pending open ones).
  ///   - ruleTitles: each rule's title by id.
  ///   - now: the current instant.
  ///   - logicalDay: the device's logical day (zone and day start).
  public init(
    anchors: [Anchor], ruleTitles: [UUID: String], now: Date, logicalDay: LogicalDay
  ) {
    date = logicalDay.logicalDate(of: now)
    let words = RowWords(now: now, logicalDay: logicalDay)
    let shown = anchors.filter { TodaysSet.contains($0, now: now, logicalDay: logicalDay) }
      .sorted { ($0.windowStart, $0.slotKey) < ($1.windowStart, $1.slotKey) }
    // An Anchor of another date — missed in its day of grace (G-28, D-20), or tomorrow's 02:40
    // Fajr open before the day start — stands on its own row, so a group counts today's members
    // only (D-12).
    let today = date
    let isOtherDay = { (anchor: Anchor) in anchor.occurrenceDate != today }
    var byRule: [UUID: [Anchor]] = [:]
    for anchor in shown where !isOtherDay(anchor) {
      if let rule = anchor.rule { byRule[rule, default: []].append(anchor) }
    }
    var rows: [TodayRow] = []
    var grouped: Set<UUID> = []
    for anchor in shown {
      if !isOtherDay(anchor), let rule = anchor.rule, let members = byRule[rule], members.count > 1
      {
        guard grouped.insert(rule).inserted else { continue }
        rows.append(.group(words.group(rule: rule, title: ruleTitles[rule], members: members)))
      } else {
        rows.append(.plain(words.plain(anchor, ruleTitle: anchor.rule.flatMap { ruleTitles[$0] })))
      }
    }
    self.rows = rows
  }

  /// The focus chip for a running focus session: the open Anchor closing soonest
  /// ("Asr closes in 10 min"; a window of a day or more by its last day, "Water the plants
  /// closes Thu"), or `nil` when none is open.
  public func focusChip(now: Date, logicalDay: LogicalDay) -> String? {
    let open = rows.flatMap { row -> [TodayMember] in
      switch row {
      case .plain(let plain): [plain.member]
      case .group(let group): group.members
      }
    }.filter { $0.state.isOpen && $0.status == .pending }
    guard let soonest = open.min(by: { $0.anchor.windowEnd < $1.anchor.windowEnd }) else {
      return nil
    }
    let title = ShownTitle.cut(soonest.anchor.title)
    if TodaysSet.readsByDay(soonest.anchor) {
      let last = TodaysSet.lastDay(of: soonest.anchor, logicalDay: logicalDay)
      return TodayStrings.closesOn(title, weekday: last.weekday.shortName)
    }
    let minutes = Int((soonest.anchor.windowEnd.timeIntervalSince(now) / 60).rounded(.up))
    return TodayStrings.closesIn(title, minutes: minutes)
  }
}
