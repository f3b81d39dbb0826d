public import Foundation
public import JamaalModel

extension Store {
  /// Today's Anchors (D-3), ordered by window start then id: those whose occurrence date is
  /// `date`; plus pending ones whose window contains `now`; plus pending ones from earlier dates
  /// whose (multi-day) window overlaps `interval`; plus missed ones from other dates whose
  /// window closed within `interval` by `now` (their day of grace, G-28 and D-20). The same set as Schedule's
  /// `TodaysSet.contains`, which a property test holds equal to it on random Anchors.
  /// - Parameters:
  ///   - date: the logical today.
  ///   - interval: its instants (`LogicalDay.interval(of:)`).
  ///   - now: the current instant.
  /// - Returns: the Anchors.
  /// - Throws: `StoreError`.
  public func todayAnchors(date: LogicalDate, interval: DateInterval, now: Date) throws -> [Anchor]
  {
    // One scan with ORs: SQLite unions the five index searches by rowid ("MULTI-INDEX OR"),
    // a third cheaper than a UNION of SELECTs, which de-duplicates whole rows.
    try fetchAnchors(
      """
      SELECT \(RowReader.anchorColumns) FROM anchors WHERE occurrence_date = ?1
        OR (attendance_status = 'pending' AND window_end > ?2 AND window_start <= ?2)
        OR (attendance_status = 'pending' AND window_end > ?3 AND window_start < ?4
          AND occurrence_date < ?1)
        OR (attendance_status = 'missed' AND window_end >= ?3 AND window_end <= ?2)
        OR (attendance_status = 'pending' AND window_end >= ?3 AND window_end <= ?2)
      ORDER BY window_start, id
      """,
      [
        .int(date.daysSinceEpoch), .date(now), .date(interval.start), .date(interval.end),
      ])
  }

  /// The Anchors whose occurrence date lies in `first ... last`, by date, window start, id.
  /// - Parameters:
  ///   - first: the first date.
  ///   - last: the last date (inclusive).
  /// - Returns: the Anchors.
  /// - Throws: `StoreError`.
  public func anchors(from first: LogicalDate, through last: LogicalDate) throws -> [Anchor] {
    try fetchAnchors(
      "SELECT \(RowReader.anchorColumns) FROM anchors WHERE occurrence_date BETWEEN ? AND ?"
        + " ORDER BY occurrence_date, window_start, id",
      [.int(first.daysSinceEpoch), .int(last.daysSinceEpoch)])
  }

  /// Every Anchor of a rule, by occurrence date, window start, id.
  /// - Parameter rule: the rule's id.
  /// - Returns: the Anchors.
  /// - Throws: `StoreError`.
  public func anchors(rule: UUID) throws -> [Anchor] {
    try fetchAnchors(
      "SELECT \(RowReader.anchorColumns) FROM anchors WHERE rule_id = ?"
        + " ORDER BY occurrence_date, window_start, id", [.uuid(rule)])
  }

  /// A rule's pending Anchors, by window start then id (D-7 edits, exceptions), from the
  /// partial index of pending Anchors: left to itself, SQLite's planner ties it with
  /// `anchors_by_rule` (same columns) and walks the rule's whole history instead (1,200 rows
  /// for two, a tenth of `rules show`).
  /// - Parameter rule: the rule's id.
  /// - Returns: the Anchors.
  /// - Throws: `StoreError`.
  public func pendingAnchors(rule: UUID) throws -> [Anchor] {
    try fetchAnchors(
      "SELECT \(RowReader.anchorColumns) FROM anchors INDEXED BY anchors_pending_by_rule"
        + " WHERE rule_id = ? AND attendance_status = 'pending' ORDER BY window_start, id",
      [.uuid(rule)])
  }

  /// Pending Anchors whose window has closed by `now` (to finalise as missed), by window end.
  /// - Parameter now: the current instant.
  /// - Returns: the Anchors.
  /// - Throws: `StoreError`.
  public func pendingAnchors(closedBy now: Date) throws -> [Anchor] {
    try fetchAnchors(
      "SELECT \(RowReader.anchorColumns) FROM anchors"
        + " WHERE attendance_status = 'pending' AND window_end <= ? ORDER BY window_end, id",
      [.date(now)])
  }

  /// The Anchor with `id`, if any.
  /// - Parameter id: the Anchor's id.
  /// - Returns: the Anchor or nil.
  /// - Throws: `StoreError`.
  public func anchor(id: UUID) throws -> Anchor? {
    try fetchAnchors(
      "SELECT \(RowReader.anchorColumns) FROM anchors WHERE id = ?", [.uuid(id)]
    ).first
  }

  /// The Anchors whose id starts with `prefix` (as `rules(idPrefix:)`: at least 6 characters).
  /// - Parameter prefix: the start of an id.
  /// - Returns: the matching Anchors.
  /// - Throws: `StoreError`.
  public func anchors(idPrefix prefix: String) throws -> [Anchor] {
    guard let pattern = Self.idPattern(prefix) else { return [] }
    return try fetchAnchors(
      "SELECT \(RowReader.anchorColumns) FROM anchors"
        + " WHERE id >= ?1 AND id < ?1 || 'Z' ORDER BY id", [.text(pattern)])
  }

  /// Each rule's latest Anchor (greatest window start, then id), one per rule that has any, in
  /// one query: a seek in `anchors_by_rule` per rule, however long the history, and the row
  /// found by its rowid (joining on `id` went through the id index a second time: twice the
  /// work for the 50 rows every `today` reads).
  /// - Returns: the Anchors, in rule order (`rules()`'s).
  /// - Throws: `StoreError`.
  public func latestAnchorPerRule() throws -> [Anchor] {
    try fetchAnchors(Self.latestPerRuleSQL, [])
  }

  private static let latestPerRuleSQL = """
    SELECT \(RowReader.anchorColumns(prefix: "a."))
    FROM rules AS r JOIN anchors AS a ON a.rowid = (
      SELECT b.rowid FROM anchors AS b WHERE b.rule_id = r.id
      ORDER BY b.window_start DESC, b.id DESC LIMIT 1)
    ORDER BY r.created_at, r.id
    """

  /// How many Anchors are stored.
  /// - Returns: the count.
  /// - Throws: `StoreError`.
  public func anchorCount() throws -> Int {
    try wholeFileRead { try $0.integer("SELECT count(*) FROM anchors") }
  }
}
