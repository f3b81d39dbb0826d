public import Foundation

/// One local change in the change log: which row, what happened, when. Sync drains these.
public struct StoreChange: Hashable, Sendable {
  /// The kind of row changed.
  public enum Kind: String, Hashable, Sendable, CaseIterable {
    /// An `AnchorRule`.
    case rule
    /// An `Anchor`.
    case anchor
    /// The `UserSettings`.
    case settings
    /// A `DayPlan`.
    case dayPlan
    /// A `FocusSession`.
    case focusSession
  }

  /// What happened to the row.
  public enum Operation: String, Hashable, Sendable, CaseIterable {
    /// The row was added.
    case insert
    /// The row was changed.
    case update
    /// The row was removed.
    case delete
  }

  /// Position in the log, increasing; pass the last one handled to `acknowledgeChanges(upTo:)`.
  public let sequence: Int64
  /// The kind of row.
  public let kind: Kind
  /// The row's id.
  public let rowID: UUID
  /// What happened.
  public let operation: Operation
  /// When, from the store's clock.
  public let changedAt: Date
}

extension Store {
  /// The changes not yet acknowledged, oldest first.
  /// - Parameters:
  ///   - limit: at most this many (all when nil).
  ///   - sequence: only those after this one (all when nil).
  /// - Returns: the changes.
  /// - Throws: `StoreError`.
  public func pendingChanges(limit: Int? = nil, after sequence: Int64? = nil) throws
    -> [StoreChange]
  {
    try read { connection in
      let statement = try connection.cached(
        "SELECT seq, kind, row_id, operation, changed_at FROM change_log WHERE seq > ?"
          + " ORDER BY seq LIMIT ?")
      try statement.bind([.integer(sequence ?? 0), .int(limit ?? -1)])
      var changes: [StoreChange] = []
      while try statement.step() {
        let kind = statement.text(at: 1)
        let operation = statement.text(at: 3)
        guard let kindValue = StoreChange.Kind(rawValue: kind),
          let operationValue = StoreChange.Operation(rawValue: operation),
          let id = UUID(canonicalText: statement.text(at: 2))
        else {
          throw StoreError.unreadable(
            "change log entry \(statement.int64(at: 0)) cannot be read")
        }
        changes.append(
          StoreChange(
            sequence: statement.int64(at: 0), kind: kindValue, rowID: id,
            operation: operationValue, changedAt: RowReader.date(statement.double(at: 4))))
      }
      return changes
    }
  }

  /// How many changes are not yet acknowledged: ``pendingChanges(limit:after:)``'s count, without
  /// reading the rows (a store that never synced holds one for every write).
  /// - Throws: `StoreError`.
  public func pendingChangeCount() throws -> Int {
    try wholeFileRead { try $0.integer("SELECT count(*) FROM change_log") }
  }

  /// Puts a row in the change log from inside a remote write, so sync sends it on its next
  /// round: a merge of a record the cloud has not seen yet (a held record released into a copy
  /// the cloud lacks).
  /// - Parameters:
  ///   - kind: the row's kind.
  ///   - id: the row's id.
  /// - Throws: `StoreError`.
  public func logForSending(_ kind: StoreChange.Kind, id: UUID) throws {
    try write { connection in
      try connection.cached(
        "INSERT INTO change_log (kind, row_id, operation, changed_at) VALUES (?, ?, ?, ?)"
      ).run([
        .text(kind.rawValue), .uuid(id), .text(StoreChange.Operation.update.rawValue),
        .date(clock.now),
      ])
    }
  }

  /// Removes every change up to and including `sequence` (Sync has sent them).
  /// - Parameter sequence: the last change handled.
  /// - Throws: `StoreError`.
  public func acknowledgeChanges(upTo sequence: Int64) throws {
    try write { connection in
      try connection.cached("DELETE FROM change_log WHERE seq <= ?").run([.integer(sequence)])
    }
  }
}
