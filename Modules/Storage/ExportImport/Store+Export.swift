public import Foundation
internal import JamaalJSON

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
  /// Every row of every table as one readable, versioned JSON document (the format the README
  /// describes), held in memory: see ``export(to:)``, which writes the same bytes a part at a
  /// time.
  /// - Returns: the JSON document.
  /// - Throws: `StoreError`.
  public func export() throws -> Data {
    var output: [UInt8] = []
    try export { output += $0 }
    return Data(output)
  }

  /// Writes every row of every table as one readable, versioned JSON document, about a
  /// megabyte at a time, from one snapshot of the store (so memory stays bounded whatever the
  /// store holds): `format` and `version` first, then each table's rows in key order with ids as
  /// text, times as ISO 8601 UTC, dates as `YYYY-MM-DD`, flags as `true`/`false`, enum values as
  /// their stored words and configs as the JSON objects they are, byte for byte. Deterministic:
  /// export → import → export is byte-identical, unknown values and keys included.
  /// - Parameter write: called with each part of the document, in order.
  /// - Throws: `StoreError`; what `write` throws (the export stops there).
  public func export(to write: ([UInt8]) throws -> Void) throws {
    try readSnapshot { connection in
      var writer = ExportWriter(schemaVersion: try connection.integer("PRAGMA user_version"))
      for (position, table) in ExportFormat.tables.enumerated() {
        let statement = try connection.prepare(
          "SELECT \(table.columnList) FROM \(table.name) ORDER BY \(table.key)")
        writer.beginTable(table, first: position == 0)
        let columns = table.columns.count
        while try statement.step() {
          writer.row((0..<columns).map { statement.value(at: $0) }, of: table)
          if writer.output.count >= 1 << 20 { try write(writer.drain()) }
        }
        writer.endTable()
      }
      writer.finish()
      try write(writer.drain())
    }
  }

  /// Reads and checks an import document held in memory (version 2, or version 1 as `export`
  /// wrote it before) without a store: the header, every row's every cell (times and dates within
  /// years 1…9999, ids in canonical form, whole numbers within their column's range, windows that
  /// end after they start, no key given twice in any object, known tables and columns, SPEC §7's
  /// limits), and that no key or natural key is given twice.
  /// - Parameter bytes: the document.
  /// - Returns: the checked document, for `import(_:)`.
  /// - Throws: `StoreImportError` naming the table, row and column at fault.
  public static func check(importing bytes: [UInt8]) throws -> CheckedExport {
    var reader = try ExportReader(JSONMemorySource(bytes))
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
}
