public import Foundation

/// Why an import was refused; nothing was written.
public struct StoreImportError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What is wrong, naming the table, row and column.
  public let message: String

  /// The message.
  public var description: String { message }

  /// "not a Jamaal export: `reason`".
  static func notAnExport(_ reason: String) -> StoreImportError {
    StoreImportError(message: "not a Jamaal export: " + reason)
  }
}

/// An import document that has been read and checked row by row (nothing written yet): what
/// `Store.import(_:)` writes. Reading it needs no store, so a refused import opens none.
///
/// It holds each row's decoded values, not the document: the import writes them without
/// decoding the JSON a second time (half the work of a 100,000-row import).
public struct CheckedExport: Sendable {
  /// Each table with rows, in document order, with its rows' values in column order.
  let tables: [(table: ExportTable, rows: [[SQLValue]])]
  /// How many rows it holds.
  public let rowCount: Int
}

extension Store {
  /// The most bytes an import document may hold (64 MB).
  public static var maximumImportBytes: Int { ExportFormat.maximumBytes }

  /// Every row of every table as one readable, versioned JSON document (the format the README
  /// describes): `format` and `version` first, then each table's rows in key order with ids as
  /// text, times as ISO 8601 UTC, dates as `YYYY-MM-DD`, flags as `true`/`false`, enum values as
  /// their stored words and configs as the JSON objects they are, byte for byte. Deterministic:
  /// export → import → export is byte-identical, unknown values and keys included.
  /// - Returns: the JSON document.
  /// - Throws: `StoreError`.
  public func export() throws -> Data {
    let output = try readSnapshot { connection in
      var writer = ExportWriter(schemaVersion: try connection.integer("PRAGMA user_version"))
      for (position, table) in ExportFormat.tables.enumerated() {
        let statement = try connection.prepare(
          "SELECT \(table.columnList) FROM \(table.name) ORDER BY \(table.key)")
        try writer.table(table, first: position == 0) { body in
          while try statement.step() {
            body((0..<table.columns.count).map { statement.value(at: $0) })
          }
        }
      }
      writer.finish()
      return writer.output
    }
    return Data(output)
  }

  /// Reads and checks an import document (version 2, or version 1 as `export` wrote it before)
  /// without a store: the header, every row's every cell (times and dates within years 1…9999,
  /// ids in canonical form, whole numbers within their column's range, windows that end after
  /// they start, no key given twice in any object, known tables and columns), and that no key
  /// or natural key is given twice.
  /// - Parameter bytes: the document (at most `maximumImportBytes`).
  /// - Returns: the checked document, for `import(_:)`.
  /// - Throws: `StoreImportError` naming the table, row and column at fault.
  public static func check(importing bytes: [UInt8]) throws -> CheckedExport {
    let reader = try ExportReader(bytes)
    var keys = RowKeys()
    var tables: [(table: ExportTable, rows: [[SQLValue]])] = []
    var count = 0
    try reader.forEachRow { table, values, place in
      try keys.insert(values, of: table, place: place)
      if tables.last?.table.name != table.name { tables.append((table, [])) }
      tables[tables.count - 1].rows.append(values)
      count += 1
    }
    return CheckedExport(tables: tables, rowCount: count)
  }

  /// Restores a checked export into this store, which must be empty; all or nothing.
  ///
  /// Rows are written as they are in the file (change-log entries included, none added), then
  /// every row is read back through the model to prove it readable.
  /// - Parameters:
  ///   - checked: a document `check(importing:)` accepted.
  ///   - progress: told `(rows written, rows in all)` after every 1,000 rows and at the end.
  /// - Throws: `StoreImportError` (the store is not empty, a row the model refuses).
  public func `import`(
    _ checked: CheckedExport, progress: ((_ done: Int, _ total: Int) -> Void)? = nil
  ) throws {
    try transaction {
      try requireEmpty()
      var written = 0
      try read { connection in
        for (table, rows) in checked.tables {
          let insert = try connection.cached(
            "INSERT INTO \(table.name) (\(table.columnList))"
              + " VALUES (\(RowReader.placeholders(table.columns.count)))")
          for (index, values) in rows.enumerated() {
            defer {
              written += 1
              if written % 1000 == 0 || written == checked.rowCount {
                progress?(written, checked.rowCount)
              }
            }
            do {
              try insert.run(values)
            } catch let error as StoreError {
              let key = (name: table.columns[0].name, value: values[0])
              throw RowPlace(table: table.name, row: index + 1, key: key).refusal(
                nil, error.message)
            }
          }
        }
      }
      try validateRows()
    }
  }

  /// Checks and restores an export in one step (see `check(importing:)` and `import(_:)`).
  /// - Parameter data: the document.
  /// - Throws: `StoreImportError` naming the problem; nothing is written then.
  public func `import`(_ data: Data) throws {
    try self.import(Self.check(importing: [UInt8](data)))
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

  private func validateRows() throws {
    do {
      _ = try rules()
      _ = try fetchAnchors("SELECT \(RowReader.anchorColumns) FROM anchors", [])
      _ = try settings()
      _ = try dayPlans()
      _ = try focusSessions()
      _ = try pendingChanges()
    } catch let error as StoreError {
      throw StoreImportError(message: "a row cannot be read: \(error.message)")
    }
  }
}

/// The keys seen so far while checking an import: a row whose key, or whose unique columns,
/// repeat an earlier row's is refused naming both rows.
struct RowKeys {
  private var seen: [String: [SQLValue: Int]] = [:]

  mutating func insert(_ values: [SQLValue], of table: ExportTable, place: RowPlace) throws {
    try unique(table.name, values[0], what: table.key, place: place)
    switch table.name {
    case "anchors" where values[1] != .null:
      // (occurrence_date, rule_id, slot_key) is the natural key (a one-off has no rule).
      let key = SQLValue.text(
        values[3].keyText + "|" + values[1].keyText + "|" + values[4].keyText)
      try unique(
        "anchors natural key", key, what: "rule, occurrence_date and slot_key", place: place)
    case "day_plans":
      try unique("day_plans date", values[1], what: "date", place: place)
    default: break
    }
  }

  private mutating func unique(
    _ set: String, _ key: SQLValue, what: String, place: RowPlace
  ) throws {
    if let earlier = seen[set, default: [:]].updateValue(place.row, forKey: key) {
      throw place.refusal(nil, "row \(earlier) has the same \(what)")
    }
  }
}

extension SQLValue {
  /// The value as text for a composite key: different values give different texts (the kind
  /// first), without the reflection that string interpolation of an enum costs.
  fileprivate var keyText: String {
    switch self {
    case .null: "n"
    case .integer(let value): "i" + String(value)
    case .real(let value): "r" + String(value.bitPattern)
    case .text(let value): "t" + value
    case .blob(let value): "b" + value.base64EncodedString()
    }
  }
}
