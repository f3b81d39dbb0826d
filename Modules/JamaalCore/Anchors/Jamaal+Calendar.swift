public import Foundation
public import JamaalModel
import JamaalSchedule

/// One Anchor as the calendar export shows it (issue 14): stored for the days already stored,
/// previewed beyond, with the title Today gives it and when it last changed.
public struct CalendarAnchor: Hashable, Sendable {
  /// The Anchor; its id is its identity in every export (D-14).
  public var anchor: Anchor
  /// Its title as a plain Today row reads it ("School run · Drop-off", "Jumu'ah").
  public var title: String
  /// When it last changed: a stored Anchor's `modifiedAt`, a previewed one's rule's last edit,
  /// so exporting again after nothing changed writes the same event.
  public var lastChanged: Date
}

extension Jamaal.Anchors {
  /// The Anchors of `days` logical days from today, in window order: every active rule's
  /// stored Anchors and, for the days not stored, its preview; the one-offs stored on those days.
  /// Paused and archived rules and excepted days have none.
  /// - Parameters:
  ///   - days: how many days, 1 or more.
  ///   - progress: told `(rules read, rules in all)` after each rule.
  /// - Returns: the Anchors with their titles and when each last changed.
  /// - Throws: `StoreError`.
  public func calendar(
    days: Int, progress: ((_ done: Int, _ total: Int) -> Void)? = nil
  ) throws -> [CalendarAnchor] {
    guard days > 0 else { return [] }
    let now = clock.now
    let today = self.today
    let last = today.adding(days: days - 1)
    var storedIDs: Set<UUID> = []
    let stored = try
      (store.anchors(from: today, through: last) + jamaal.generationContext(now: now))
      .filter { storedIDs.insert($0.id).inserted }
    let byRule = Dictionary(grouping: stored) { $0.rule }
    var result: [CalendarAnchor] = []
    let rules = try store.rules().filter { !$0.isPaused && !$0.isArchived }
    for (index, rule) in rules.enumerated() {
      defer { progress?(index + 1, rules.count) }
      let edited = max(rule.createdAt, rule.modifiedAt)
      let upcoming = engine.upcoming(
        rule, from: today, days: days, stored: byRule[rule.id] ?? [], now: now)
      for anchor in upcoming where anchor.occurrenceDate <= last {
        result.append(
          CalendarAnchor(
            anchor: anchor, title: AnchorTitles.plainRowTitle(for: anchor, ruleTitle: rule.title),
            lastChanged: storedIDs.contains(anchor.id) ? anchor.modifiedAt : edited))
      }
    }
    for anchor in stored
    where anchor.rule == nil && anchor.occurrenceDate >= today && anchor.occurrenceDate <= last {
      result.append(
        CalendarAnchor(anchor: anchor, title: anchor.title, lastChanged: anchor.modifiedAt))
    }
    return result.sorted {
      ($0.anchor.windowStart, $0.anchor.id.canonicalText)
        < ($1.anchor.windowStart, $1.anchor.id.canonicalText)
    }
  }
}
