public import Foundation
public import JamaalJSON

/// One record of Sync's replica as stored: the record's bytes (Sync's own encoding), the group of
/// rows it shares a natural key with (D-10; nil for none) and the cloud's change tag.
public struct SyncReplicaRow: Hashable, Sendable {
  /// The record's kind, as Sync writes it (unknown kinds from a newer version included).
  public var kind: String
  /// The record's id.
  public var id: String
  /// The natural-key group, or nil when the kind has no natural key.
  public var groupKey: String?
  /// The record, encoded by Sync.
  public var record: Data
  /// The cloud's change tag of the copy last seen, or nil.
  public var tag: String?

  /// A replica row.
  /// - Parameters:
  ///   - kind: the kind.
  ///   - id: the id.
  ///   - groupKey: the natural-key group.
  ///   - record: the encoded record.
  ///   - tag: the cloud's change tag.
  public init(kind: String, id: String, groupKey: String?, record: Data, tag: String?) {
    self.kind = kind
    self.id = id
    self.groupKey = groupKey
    self.record = record
    self.tag = tag
  }
}

extension Store {
  /// A stored row as Sync sees it: every column by name, times as seconds since 2001, dates as
  /// days since 1970, flags as 0 or 1, a rule's config as base64 text.
  /// - Parameters:
  ///   - kind: the kind of row.
  ///   - id: its id.
  /// - Returns: the columns, or nil when there is no such row.
  /// - Throws: `StoreError`.
  public func syncRow(_ kind: StoreChange.Kind, id: UUID) throws -> [String: JSONValue]? {
    let table = kind.exportTable
    return try read { connection in
      let statement = try connection.cached(Self.selectByIDSQL[table.name] ?? "")
      defer { statement.reset() }
      try statement.bind([.uuid(id)])
      guard try statement.step() else { return nil }
      var fields = [String: JSONValue](minimumCapacity: table.columns.count)
      for (index, column) in table.columns.enumerated() {
        fields[column.name] = SyncCell.json(statement.value(at: index))
      }
      return fields
    }
  }

  /// Writes a row Sync decided on, by its id: the row checked as ``problem(inSyncedRow:_:checkingLimits:)``
  /// checks it, then inserted or updated in place. A row of another id that holds the same
  /// natural key is never replaced here (Sync removes it first, having decided between them):
  /// the write fails instead. Columns this version does not know are ignored here (Sync keeps
  /// them). Never logged: call it inside ``applyingRemote(_:)``.
  /// - Parameters:
  ///   - kind: the kind of row.
  ///   - fields: the columns by name.
  /// - Throws: ``SyncRowProblem`` when the row fails the checks, `StoreError` when the store
  ///   fails.
  public func putSyncRow(_ kind: StoreChange.Kind, _ fields: [String: JSONValue]) throws {
    switch Self.checkedSyncRow(kind, fields, checkingLimits: false) {
    case .success(let row): try putSyncRow(row)
    case .failure(let problem): throw problem
    }
  }

  /// Writes a row already checked (``checkedSyncRow(_:_:checkingLimits:)``), as
  /// ``putSyncRow(_:_:)`` writes one: inserted or updated in place by its
  /// id, never replacing a row of another id. Never logged: call it inside
  /// ``applyingRemote(_:)``.
  /// - Parameter row: the checked row.
  /// - Throws: `StoreError`.
  public func putSyncRow(_ row: CheckedSyncRow) throws {
    let table = row.kind.exportTable
    try statementWrite { connection in
      try connection.cached(Self.upsertSQL[table.name] ?? "").run(row.values)
    }
  }

  /// Each synced table's read of one row by id, made once.
  private static let selectByIDSQL: [String: String] = Dictionary(
    uniqueKeysWithValues: StoreChange.Kind.allCases.map { kind in
      let table = kind.exportTable
      return (table.name, "SELECT \(table.columnList) FROM \(table.name) WHERE id = ?")
    })

  /// Each synced table's insert-or-update by id, made once.
  private static let upsertSQL: [String: String] = Dictionary(
    uniqueKeysWithValues: StoreChange.Kind.allCases.map { kind in
      let table = kind.exportTable
      let updates = table.columns.dropFirst().map { "\($0.name) = excluded.\($0.name)" }
      return (
        table.name,
        "INSERT INTO \(table.name) (\(table.columnList))"
          + " VALUES (\(RowReader.placeholders(table.columns.count)))"
          + " ON CONFLICT (id) DO UPDATE SET \(updates.joined(separator: ", "))"
      )
    })

  /// The ids of stored rows that hold the same natural key as `fields` (D-10: an Anchor's rule,
  /// date and slot; a day plan's date; the one settings row), `fields`' own id included.
  /// - Parameters:
  ///   - kind: the kind of row.
  ///   - fields: the row's columns.
  /// - Returns: the ids, or none for a kind without a natural key.
  /// - Throws: `StoreError`.
  public func rowIDsSharingNaturalKey(_ kind: StoreChange.Kind, _ fields: [String: JSONValue])
    throws -> [UUID]
  {
    let query: (sql: String, values: [SQLValue])
    switch kind {
    case .anchor:
      guard let rule = SyncColumns.ruleID.value(in: fields),
        let date = SyncColumns.occurrenceDate.value(in: fields)?.daysSinceEpoch,
        let slot = SyncColumns.slotKey.value(in: fields)
      else { return [] }
      query = (
        "SELECT id FROM anchors WHERE occurrence_date = ? AND rule_id = ? AND slot_key = ?",
        [.int(date), .text(rule), .text(slot)]
      )
    case .dayPlan:
      guard let date = SyncColumns.date.value(in: fields)?.daysSinceEpoch else { return [] }
      query = ("SELECT id FROM day_plans WHERE date = ?", [.int(date)])
    case .settings:
      query = ("SELECT id FROM user_settings", [])
    case .rule, .focusSession:
      return []
    }
    return try read { connection in
      let statement = try connection.cached(query.sql)
      defer { statement.reset() }
      try statement.bind(query.values)
      var ids: [UUID] = []
      while try statement.step() { if let id = statement.uuid(at: 0) { ids.append(id) } }
      return ids
    }
  }

  /// Removes a row Sync decided is gone (never logged: call it inside ``applyingRemote(_:)``).
  /// - Parameters:
  ///   - kind: the kind of row.
  ///   - id: its id.
  /// - Throws: `StoreError`.
  public func deleteSyncRow(_ kind: StoreChange.Kind, id: UUID) throws {
    try statementWrite { connection in
      try connection.cached("DELETE FROM \(kind.exportTable.name) WHERE id = ?").run([.uuid(id)])
    }
  }

  /// The replica's record for (kind, id), if any.
  /// - Parameters:
  ///   - kind: the record's kind.
  ///   - id: its id.
  /// - Returns: the replica row or nil.
  /// - Throws: `StoreError`.
  public func syncRecord(kind: String, id: String) throws -> SyncReplicaRow? {
    try replicaRows(
      "SELECT kind, id, group_key, record, tag FROM sync_records WHERE kind = ? AND id = ?",
      [.text(kind), .text(id)]
    ).first
  }

  /// The replica's records of one natural-key group, by id.
  /// - Parameter groupKey: the group.
  /// - Returns: the rows.
  /// - Throws: `StoreError`.
  public func syncRecords(group groupKey: String) throws -> [SyncReplicaRow] {
    try replicaRows(
      "SELECT kind, id, group_key, record, tag FROM sync_records WHERE group_key = ? ORDER BY id",
      [.text(groupKey)])
  }

  /// The replica's records of one natural-key group but one, by id (a receiver holding the one
  /// it just saved reads only its twins, most often none).
  /// - Parameters:
  ///   - groupKey: the group.
  ///   - kind: the left-out record's kind.
  ///   - id: its id.
  /// - Returns: the rows.
  /// - Throws: `StoreError`.
  public func syncRecords(group groupKey: String, except kind: String, _ id: String) throws
    -> [SyncReplicaRow]
  {
    try replicaRows(
      "SELECT kind, id, group_key, record, tag FROM sync_records WHERE group_key = ?"
        + " AND NOT (kind = ? AND id = ?) ORDER BY id",
      [.text(groupKey), .text(kind), .text(id)])
  }

  /// How many records of one natural-key group the replica holds, counted up to `limit` (an
  /// index walk: no record is read).
  /// - Parameters:
  ///   - groupKey: the group.
  ///   - limit: the most counted.
  /// - Returns: the count, at most `limit`.
  /// - Throws: `StoreError`.
  public func syncRecordCount(group groupKey: String, upTo limit: Int) throws -> Int {
    try read { connection in
      let statement = try connection.cached(
        "SELECT count(*) FROM (SELECT 1 FROM sync_records WHERE group_key = ? LIMIT ?)")
      defer { statement.reset() }
      try statement.bind([.text(groupKey), .integer(Int64(limit))])
      return try statement.step() ? statement.int(at: 0) : 0
    }
  }

  /// How many records the replica holds, counted up to `limit` (a first round asks whether
  /// there are none, or just the ones it saved, without a walk of a full replica).
  /// - Parameter limit: the most counted.
  /// - Returns: the count, at most `limit`.
  /// - Throws: `StoreError`.
  public func syncRecordCount(upTo limit: Int) throws -> Int {
    try read { connection in
      let statement = try connection.cached(
        "SELECT count(*) FROM (SELECT 1 FROM sync_records LIMIT ?)")
      defer { statement.reset() }
      try statement.bind([.integer(Int64(limit))])
      return try statement.step() ? statement.int(at: 0) : 0
    }
  }

  /// How many records the replica holds.
  /// - Returns: the count.
  /// - Throws: `StoreError`.
  public func syncRecordCount() throws -> Int {
    try wholeFileRead { try $0.integer("SELECT count(*) FROM sync_records") }
  }

  /// Saves a replica row (insert or replace). Not logged.
  /// - Parameter row: the row.
  /// - Throws: `StoreError`.
  public func saveSyncRecord(_ row: SyncReplicaRow) throws {
    try statementWrite { connection in
      try connection.cached(
        "INSERT OR REPLACE INTO sync_records (kind, id, group_key, record, tag)"
          + " VALUES (?, ?, ?, ?, ?)"
      ).run([
        .text(row.kind), .text(row.id), .optionalText(row.groupKey), .blob(row.record),
        .optionalText(row.tag),
      ])
    }
  }

  /// Sets the cloud's change tag of one replica record (after the cloud saved it).
  /// - Parameters:
  ///   - tag: the tag.
  ///   - kind: the record's kind.
  ///   - id: its id.
  /// - Throws: `StoreError`.
  public func setSyncTag(_ tag: String?, kind: String, id: String) throws {
    try statementWrite { connection in
      try connection.cached("UPDATE sync_records SET tag = ? WHERE kind = ? AND id = ?").run([
        .optionalText(tag), .text(kind), .text(id),
      ])
    }
  }

  /// Forgets every cloud change tag (after an account change: the new account's copies are
  /// unknown).
  /// - Throws: `StoreError`.
  public func clearSyncTags() throws {
    try write { try $0.cached("UPDATE sync_records SET tag = NULL").run([]) }
  }

  private func replicaRows(_ sql: String, _ values: [SQLValue]) throws -> [SyncReplicaRow] {
    try read { connection in
      let statement = try connection.cached(sql)
      defer { statement.reset() }
      try statement.bind(values)
      var rows: [SyncReplicaRow] = []
      while try statement.step() {
        rows.append(
          SyncReplicaRow(
            kind: statement.text(at: 0), id: statement.text(at: 1),
            groupKey: statement.isNull(at: 2) ? nil : statement.text(at: 2),
            record: statement.blob(at: 3),
            tag: statement.isNull(at: 4) ? nil : statement.text(at: 4)
          ))
      }
      return rows
    }
  }
}

extension StoreChange.Kind {
  /// The table rows of this kind live in, with its columns.
  var exportTable: ExportTable {
    switch self {
    case .rule: ExportFormat.tables[0]
    case .anchor: ExportFormat.tables[1]
    case .settings: ExportFormat.tables[2]
    case .dayPlan: ExportFormat.tables[3]
    case .focusSession: ExportFormat.tables[4]
    }
  }

  /// The names of the columns of this kind's table, in order.
  public var columnNames: [String] { exportTable.columns.map(\.name) }
}
