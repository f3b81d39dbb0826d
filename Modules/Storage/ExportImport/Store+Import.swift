public import Foundation
internal import JamaalJSON
internal import JamaalModel

extension Store {
  /// Restores a checked export into this store, which must be empty; all or nothing.
  ///
  /// Rows are written as they are in the file (change-log entries included, none added), then
  /// every row is read back through the model to prove it readable.
  /// - Parameters:
  ///   - checked: a document `check(importing:)` accepted.
  ///   - progress: told `(rows written, rows in all)` after every 1,000 rows and at the end.
  /// - Returns: the rows kept although over one of SPEC §7's limits, named.
  /// - Throws: `StoreImportError` (the store is not empty, a row the model refuses).
  @discardableResult
  public func `import`(
    _ checked: CheckedExport, progress: ((_ done: Int, _ total: Int) -> Void)? = nil
  ) throws -> ImportLimitNotes {
    var notes = ImportLimitNotes()
    try transaction {
      try requireEmpty()
      var written = 0
      try read { connection in
        try deferringIndexes(connection) {
          for (table, rows) in checked.tables {
            let statement = try connection.cached(table.insertSQL)
            for (index, values) in rows.enumerated() {
              let place = RowPlace(
                table: table.name, row: index + 1, key: (table.key, values[0]))
              try insert(values, of: table, place: place, earlier: nil, statement)
              notes.check(values, of: table, place: place)
              written += 1
              if written % 1000 == 0 || written == checked.rowCount {
                progress?(written, checked.rowCount)
              }
            }
          }
        }
      }
      try validateRows()
    }
    return notes
  }

  /// Checks and restores an import file into this store, which must be empty, reading it a
  /// window at a time (memory stays bounded whatever its size): every check of
  /// `check(importing:)`, each row written as soon as it is read, all in one transaction, so a
  /// refusal anywhere in the file writes nothing.
  /// - Parameters:
  ///   - file: the opened file.
  ///   - progress: told `(rows written, bytes read, bytes in all)` every 1,000 rows and at the
  ///     end.
  /// - Returns: the rows kept although over one of SPEC §7's limits, named.
  /// - Throws: `StoreImportError` naming the table, row and column at fault; `StoreError`.
  ///
  /// The rows are read and checked on a thread of their own while this one writes them
  /// (`ImportPipe`).
  ///
  /// A file of 8 MiB or more (about 10,000 Anchors) is written through SQLite's rollback
  /// journal instead of the WAL, which would write every page twice.
  @discardableResult
  public func `import`(
    _ file: ImportFile,
    progress: ((_ rows: Int, _ bytesRead: Int, _ totalBytes: Int) -> Void)? = nil
  ) throws -> ImportLimitNotes {
    try self.import(file, rollbackJournalFrom: Self.rollbackJournalFrom, progress: progress)
  }

  /// The size of an import file (bytes) from which `import(_:progress:)` writes through the
  /// rollback journal: 8 MiB, about 10,000 Anchors.
  static let rollbackJournalFrom = 8 << 20

  /// `import(_:progress:)`, through the rollback journal from a file of `rollbackJournalFrom`
  /// bytes.
  @discardableResult
  func `import`(
    _ file: ImportFile, rollbackJournalFrom: Int,
    progress: ((_ rows: Int, _ bytesRead: Int, _ totalBytes: Int) -> Void)?
  ) throws -> ImportLimitNotes {
    let rows = ImportPipe(reading: try ExportReader(file.source()))
    defer { rows.stop() }
    var notes = ImportLimitNotes()
    try throughRollbackJournal(if: file.size >= rollbackJournalFrom) {
      try transaction {
        try requireEmpty()
        var written = 0
        try read { connection in
          try deferringIndexes(connection) {
            var inserts = ImportInserts(connection)
            while var batch = try rows.next() {
              for row in batch {
                try insert(
                  row.values, of: row.table, place: row.place, earlier: row.earlier,
                  try inserts.statement(for: row.table))
                notes.check(row.values, of: row.table, place: row.place)
              }
              written += batch.count
              if let last = batch.last { progress?(written, last.place.offset, file.size) }
              rows.recycle(&batch)
            }
          }
        }
        try validateRows(scanningAnchors: !rows.anchorsUsable)
        progress?(written, file.size, file.size)
      }
    }
    return notes
  }

  /// Checks and restores an export in one step (see `check(importing:)` and `import(_:)`).
  /// - Parameter data: the document.
  /// - Throws: `StoreImportError` naming the problem; nothing is written then.
  public func `import`(_ data: Data) throws {
    try self.import(Self.check(importing: [UInt8](data)))
  }

  /// Writes one row; a row the store refuses as a repeat is named with the earlier row
  /// (`earlier`: the first row before it with a key of the same hash, see ``RowKeys``).
  private func insert(
    _ values: [SQLValue], of table: ExportTable, place: RowPlace,
    earlier: RowKeys.Earlier?, _ insert: Statement
  ) throws {
    do {
      try insert.run(values)
    } catch let error as StoreError {
      throw earlier.map { place.refusal(nil, "row \($0.row) has the same \($0.what)") }
        ?? place.refusal(nil, error.message)
    }
  }

  /// Drops the indexes no row check needs (every one but those that refuse a repeat), runs
  /// `body`, then builds each again in one pass over its table (600,000 rows are written without
  /// keeping four indexes in order row by row). It runs inside the import's transaction: a
  /// refusal leaves every index as it was.
  private func deferringIndexes(_ connection: Connection, _ body: () throws -> Void) throws {
    var indexes: [(name: String, sql: String)] = []
    do {
      let statement = try connection.prepare(
        "SELECT name, sql FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL"
          + " AND sql NOT LIKE 'CREATE UNIQUE %' ORDER BY name")
      while try statement.step() {
        indexes.append((statement.text(at: 0), statement.text(at: 1)))
      }
    }
    for index in indexes { try connection.execute("DROP INDEX \"\(index.name)\"") }
    try body()
    for index in indexes { try connection.execute(index.sql) }
  }

  private func requireEmpty() throws {
    let counts = try read { connection in
      try ExportFormat.tables.map { table in
        (table.name, try connection.integer("SELECT count(*) FROM \(table.name)"))
      }
    }
    let filled = counts.filter { $0.1 > 0 }.sorted { $0.0 < $1.0 }.map { "\($0.1) \($0.0)" }
    guard filled.isEmpty else {
      throw StoreImportError(
        message: "the store is not empty (it holds "
          + filled.joined(separator: ", ") + "); import needs an empty store")
    }
  }

  /// Reads every row back through the model (the Anchors SQLite finds the model would refuse,
  /// the change log a page at a time).
  /// - Parameter scanningAnchors: false when every Anchor row was already found usable as it
  ///   was read (``isUsableAnchor(_:)``), so the pass over them would find none.
  /// - Throws: `StoreImportError` "a row cannot be read: …" naming the first such row.
  func validateRows(scanningAnchors: Bool = true) throws {
    do {
      _ = try rules()
      try read { connection in
        guard scanningAnchors else { return }
        // The Anchors `RowReader.anchor` would refuse, found by SQLite in one pass (600,000
        // rows are not built as models to be dropped); the first of them, if any, is read
        // through the model for its message.
        let unusable = try connection.prepare(
          "SELECT \(RowReader.anchorColumns) FROM anchors WHERE \(Self.unusableAnchor) LIMIT 1")
        try unusable.bind(
          Self.anchorLimits.map(SQLValue.real)
            + [.int(RowReader.usableDays.lowerBound), .int(RowReader.usableDays.upperBound)])
        if try unusable.step() { _ = try RowReader.anchor(unusable) }
      }
      _ = try settings()
      _ = try dayPlans()
      _ = try focusSessions()
      var after: Int64 = 0
      while let last = try pendingChanges(limit: 10_000, after: after).last {
        after = last.sequence
      }
    } catch let error as StoreError {
      throw StoreImportError(message: "a row cannot be read: \(error.message)")
    }
  }
}

extension Store {
  /// An id as `UUID(canonicalUTF8:)` reads it: 8-4-4-4-12 hex digits of either case.
  private static let idPattern: String = {
    let hex = "[0-9A-Fa-f]"
    return [8, 4, 4, 4, 12].map { String(repeating: hex, count: $0) }.joined(separator: "-")
  }()

  /// The bounds `RowReader.anchor` holds both window times to, as bound parameters 1…4.
  private static let anchorLimits = [
    RowReader.usableTimes.lowerBound, RowReader.usableTimes.upperBound,
    RowReader.usableTimes.lowerBound, RowReader.usableTimes.upperBound,
  ]

  /// Whether an Anchor row, its values as an import file's reader typed them, is clear of
  /// ``unusableAnchor``: ids as canonical text, both window times reals and the day an integer
  /// within the bounds it binds. Anything else (a value typed otherwise included) is left to
  /// that pass over the table, which names the row.
  static func isUsableAnchor(_ values: [SQLValue]) -> Bool {
    func isID(_ value: SQLValue) -> Bool {
      if case .text(let text) = value { return CellReader.isCanonicalID(text) }
      return false
    }
    func isTime(_ value: SQLValue) -> Bool {
      if case .real(let seconds) = value { return RowReader.usableTimes.contains(seconds) }
      return false
    }
    guard values.count == AnchorColumn.count, isID(values[AnchorColumn.id]),
      values[AnchorColumn.ruleID] == .null || isID(values[AnchorColumn.ruleID]),
      isTime(values[AnchorColumn.windowStart]), isTime(values[AnchorColumn.windowEnd]),
      case .integer(let day) = values[AnchorColumn.day]
    else { return false }
    return RowReader.usableDays.contains(Int(day))
  }

  /// Where ``isUsableAnchor(_:)`` finds the columns in an Anchor row of an import file.
  private enum AnchorColumn {
    static let table = ExportFormat.table("anchors")
    static let count = table?.columns.count ?? 0
    static let id = table?.positions["id"] ?? 0
    static let ruleID = table?.positions["rule_id"] ?? 0
    static let day = table?.positions["occurrence_date"] ?? 0
    static let windowStart = table?.positions["window_start"] ?? 0
    static let windowEnd = table?.positions["window_end"] ?? 0
  }

  /// An Anchor row `RowReader.anchor` refuses: an id or rule id it cannot read, a window time
  /// or day outside what Jamaal computes with (values read as SQLite hands them to it).
  private static let unusableAnchor =
    "id IS NULL OR NOT (CAST(id AS TEXT) GLOB '\(idPattern)')"
    + " OR (rule_id IS NOT NULL AND NOT (CAST(rule_id AS TEXT) GLOB '\(idPattern)'))"
    + " OR NOT (CAST(window_start AS REAL) BETWEEN ? AND ?)"
    + " OR NOT (CAST(window_end AS REAL) BETWEEN ? AND ?)"
    + " OR NOT (CAST(occurrence_date AS INTEGER) BETWEEN ? AND ?)"
}

/// The keys seen so far while importing: a row whose key, or whose unique columns, repeat an
/// earlier row's is refused naming both rows. Checking a document without a store, every key is
/// kept and compared (``insert(_:of:place:)``); writing into a store, whose constraints refuse a
/// repeat anyway, only a hash of each is kept, to name the earlier row
/// (``remember(_:of:place:)``: about 12 MB for 600,000 rows).
struct RowKeys {
  private var seen: [String: [RowKey: Int]] = [:]
  private var hashes: [String: [Int: Int32]] = [:]

  /// Refuses a row whose keys repeat an earlier row's, then keeps them.
  mutating func insert(_ values: [SQLValue], of table: ExportTable, place: RowPlace) throws {
    try Self.forEachKey(of: values, in: table) { set, key, what in
      if let earlier = seen[set, default: [:]].updateValue(place.row, forKey: key) {
        throw place.refusal(nil, "row \(earlier) has the same \(what)")
      }
    }
  }

  /// The first earlier row one of whose keys has the same hash as a row's, and which key.
  typealias Earlier = (row: Int32, what: String)

  /// Remembers a row's keys by their hashes (the first row with each), and gives the first
  /// earlier row with one of them, if any: the row the store will refuse this one for, when it
  /// does (equal hashes of different keys are refused by nothing).
  mutating func remember(_ values: [SQLValue], of table: ExportTable, place: RowPlace)
    -> Earlier?
  {
    let row = Int32(clamping: place.row)
    var earlier: Earlier?
    Self.forEachKey(of: values, in: table) { set, key, what in
      let hash = key.hashValue
      if let first = hashes[set, default: [:]].updateValue(row, forKey: hash) {
        hashes[set]?[hash] = first  // the first row with it stays the one named
        earlier = earlier ?? (first, what)
      }
    }
    return earlier
  }

  /// Calls `body` with each of the row's unique keys, the set it belongs to, and its words: the
  /// table's key; (occurrence_date, rule_id, slot_key) for an Anchor of a rule (a one-off has
  /// none); the date for a day plan.
  private static func forEachKey(
    of values: [SQLValue], in table: ExportTable,
    _ body: (_ set: String, _ key: RowKey, _ what: String) throws -> Void
  ) rethrows {
    try body(table.name, .value(values[0]), table.key)
    switch table.name {
    case "anchors" where values[1] != .null:
      try body(
        "anchors natural key", .naturalKey(values[3], values[1], values[4]),
        "rule, occurrence_date and slot_key")
    case "day_plans":
      try body("day_plans date", .value(values[1]), "date")
    default: break
    }
  }
}

/// One unique key of an imported row: a column's value, or an Anchor's natural key.
enum RowKey: Hashable {
  case value(SQLValue)
  case naturalKey(SQLValue, SQLValue, SQLValue)
}

/// The insert statement of the table an import is writing, looked up once per table rather
/// than once per row.
private struct ImportInserts {
  private let connection: Connection
  private var current: (table: String, statement: Statement)?

  init(_ connection: Connection) { self.connection = connection }

  /// The statement that inserts a row of `table`.
  mutating func statement(for table: ExportTable) throws -> Statement {
    if let current, current.table == table.name { return current.statement }
    let statement = try connection.cached(table.insertSQL)
    current = (table.name, statement)
    return statement
  }
}
