public import Foundation
public import JamaalModel

/// What `insertAnchors` did.
public struct AnchorInsertSummary: Hashable, Sendable {
  /// Anchors written as new rows.
  public var inserted = 0
  /// Anchors whose id or natural key already existed: merged by D-10 or already stored.
  public var duplicates = 0
}

extension Store {
  /// Adds Anchors in one transaction, deduplicating on the natural key (SPEC §8, D-10).
  ///
  /// When (rule, occurrenceDate, slotKey) already exists, the earliest `createdAt` survives (ties:
  /// the smaller id as upper-case UUID text); a pending survivor takes a decided outcome (status
  /// and `resolvedAt`, an unknown status included) from the other, and the later `modifiedAt`. An Anchor whose id is already
  /// stored is left as stored. So running generation twice writes nothing the second time.
  /// One-offs (`rule == nil`) never collide.
  /// - Parameter anchors: the Anchors to add.
  /// - Returns: how many were new and how many were duplicates.
  /// - Throws: `StoreError`; nothing is written then.
  @discardableResult
  public func insertAnchors(_ anchors: [Anchor]) throws -> AnchorInsertSummary {
    try write { connection in
      var summary = AnchorInsertSummary()
      var logged = ChangeLogBatch(.anchor, .insert)
      let insert = try connection.cached(Self.insertAnchorSQL + " ON CONFLICT DO NOTHING")
      for anchor in anchors {
        let id = anchor.id.canonicalText
        insert.reset()
        try RowReader.bind(anchor, id: id, to: insert)
        _ = try insert.step()
        if connection.changes == 1 {
          try logged.add(id, to: self)
          summary.inserted += 1
        } else {
          try logged.flush(to: self)
          try merge(anchor, connection)
          summary.duplicates += 1
        }
      }
      try logged.flush(to: self)
      return summary
    }
  }

  private static let insertAnchorSQL =
    "INSERT INTO anchors (\(RowReader.anchorColumns)) VALUES (\(RowReader.placeholders(15)))"

  /// D-10 for one Anchor whose insert met an existing row.
  private func merge(_ incoming: Anchor, _ connection: Connection) throws {
    if try anchor(id: incoming.id) != nil { return }
    guard
      let existing = try fetchAnchors(
        "SELECT \(RowReader.anchorColumns) FROM anchors"
          + " WHERE rule_id = ? AND occurrence_date = ? AND slot_key = ?",
        [
          .uuid(incoming.rule), .int(incoming.occurrenceDate.daysSinceEpoch),
          .text(incoming.slotKey),
        ]
      ).first
    else {
      throw StoreError(.constraint, code: 19, message: "anchor \(incoming.id) conflicts")
    }
    // The same function Sync's natural-key groups use: an unknown status (G-82) is a newer
    // version's decision, and transfers like a known one.
    guard
      let merged = NaturalKeyMerge.merge([Self.version(of: incoming), Self.version(of: existing)])
    else { return }
    let incomingWins = merged.survivor.id == incoming.id.canonicalText
    var survivor = incomingWins ? incoming : existing
    let other = incomingWins ? existing : incoming
    let takesOutcome = merged.outcome.id != merged.survivor.id
    if takesOutcome {
      survivor.attendanceStatus = other.attendanceStatus
      survivor.resolvedAt = other.resolvedAt
      survivor.modifiedAt = max(survivor.modifiedAt, other.modifiedAt)
    }
    if incomingWins {
      try connection.cached("DELETE FROM anchors WHERE id = ?").run([.uuid(existing.id)])
      try log(.anchor, existing.id, .delete)
      try connection.cached(Self.insertAnchorSQL).run(RowReader.values(survivor))
      try log(.anchor, survivor.id, .insert)
    } else if takesOutcome {
      try updateAnchor(survivor)
    }
  }

  /// What D-10's merge reads of an Anchor.
  private static func version(of anchor: Anchor) -> NaturalKeyMerge.Version {
    NaturalKeyMerge.Version(
      createdAt: anchor.createdAt.timeIntervalSinceReferenceDate, id: anchor.id.canonicalText,
      outcome: NaturalKeyMerge.Outcome(
        status: anchor.attendanceStatus.rawValue,
        resolvedAt: anchor.resolvedAt?.timeIntervalSinceReferenceDate))
  }

  /// Replaces every field of a stored Anchor (logged as an update).
  /// - Parameter anchor: the Anchor, with its existing id.
  /// - Throws: `StoreError` (code 12, "no anchor with id …", when there is none).
  public func updateAnchor(_ anchor: Anchor) throws {
    try write { connection in
      try connection.cached(
        """
        UPDATE anchors SET rule_id = ?2, title = ?3, occurrence_date = ?4, slot_key = ?5,
          window_start = ?6, window_end = ?7, effort_minutes = ?8, placement = ?9,
          attendance_status = ?10, resolved_at = ?11, remind_before_start_minutes = ?12,
          remind_before_end_minutes = ?13, created_at = ?14, modified_at = ?15
        WHERE id = ?1
        """
      ).run(RowReader.values(anchor))
      guard connection.changes == 1 else {
        throw StoreError(code: StoreError.notFound, message: "no anchor with id \(anchor.id)")
      }
      try log(.anchor, anchor.id, .update)
    }
  }

  /// Deletes the given Anchors that are still pending (exceptions, D-7 edits); decided or unknown
  /// ones are kept. Each deletion is logged.
  /// - Parameter ids: the Anchors to delete.
  /// - Returns: how many were deleted.
  /// - Throws: `StoreError`.
  @discardableResult
  public func deletePendingAnchors(ids: [UUID]) throws -> Int {
    try write { connection in
      var deleted = 0
      let delete = try connection.cached(
        "DELETE FROM anchors WHERE id = ? AND attendance_status = 'pending'")
      for id in ids {
        try delete.run([.uuid(id)])
        guard connection.changes == 1 else { continue }
        deleted += 1
        try log(.anchor, id, .delete)
      }
      return deleted
    }
  }

  /// Reads Anchors with a query over `RowReader.anchorColumns`.
  func fetchAnchors(_ sql: String, _ values: [SQLValue]) throws -> [Anchor] {
    try read { connection in
      let statement = try connection.cached(sql)
      defer { statement.reset() }
      try statement.bind(values)
      var anchors: [Anchor] = []
      while try statement.step() { anchors.append(try RowReader.anchor(statement)) }
      return anchors
    }
  }
}
