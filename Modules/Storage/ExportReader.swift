import Foundation
internal import JSON
internal import Model

/// Reads an import document (version 2, or version 1 as exports were before): checks its header,
/// then decodes every row of every table into the values SQLite will hold, refusing anything
/// later code could not compute with. Nothing here writes; `Store.import` writes what it reads.
struct ExportReader: Sendable {
  let document: JSONDocument
  let version: Int
  let schemaVersion: Int
  /// The tables in document order, each with its array of rows.
  let tables: [(table: ExportTable, rows: [ConfigValue])]

  /// Parses and checks the header and the shape of `tables`.
  /// - Throws: `StoreImportError` naming the problem.
  init(_ bytes: [UInt8]) throws {
    guard bytes.count <= ExportFormat.maximumBytes else {
      throw StoreImportError(message: ImportWords.tooLarge(bytes.count, what: "document"))
    }
    do {
      document = try JSONDocument(parsing: bytes)
    } catch {
      let (line, column) = Self.position(of: error.offset, in: bytes)
      throw StoreImportError.notAnExport(
        "invalid JSON at line \(line), column \(column): \(error.reason)")
    }
    guard let header = document.root.members else {
      throw StoreImportError.notAnExport("the document is not a JSON object")
    }
    var fields: [String: ConfigValue] = [:]
    for (key, value) in header {
      guard ["format", "version", "schemaVersion", "tables"].contains(key) else {
        throw StoreImportError.notAnExport("unknown key '\(ImportWords.shown(key))' at the top")
      }
      guard fields.updateValue(value, forKey: key) == nil else {
        throw StoreImportError.notAnExport("the key '\(key)' is given twice")
      }
    }
    for key in ["format", "version", "schemaVersion", "tables"] where fields[key] == nil {
      throw StoreImportError.notAnExport("missing key '\(key)'")
    }
    let format = fields["format"]?.string ?? ""
    guard format == ExportFormat.name else {
      throw StoreImportError.notAnExport(
        "format is '\(ImportWords.shown(format))', not '\(ExportFormat.name)'")
    }
    guard let version = fields["version"]?.int, version >= 1,
      let schemaVersion = fields["schemaVersion"]?.int, schemaVersion >= 1
    else {
      throw StoreImportError.notAnExport("'version' and 'schemaVersion' must be whole numbers")
    }
    guard version <= ExportFormat.version, schemaVersion <= Store.currentSchemaVersion else {
      throw StoreImportError(
        message: "the export was written by a newer Jamaal (format \(version), "
          + "schema \(schemaVersion)); update Jamaal to import it")
    }
    self.version = version
    self.schemaVersion = schemaVersion
    tables = try Self.tables(fields["tables"])
  }

  private static func tables(_ value: ConfigValue?) throws -> [(ExportTable, [ConfigValue])] {
    guard let members = value?.members else {
      throw StoreImportError.notAnExport(
        "'tables' must be an object, not \(value?.kindDescription ?? "missing")")
    }
    var tables: [(ExportTable, [ConfigValue])] = []
    for (name, rows) in members {
      guard let table = ExportFormat.table(name) else {
        throw StoreImportError(message: "unknown table '\(ImportWords.shown(name))'")
      }
      guard !tables.contains(where: { $0.0.name == name }) else {
        throw StoreImportError(message: "the table '\(name)' is given twice")
      }
      guard let items = rows.items else {
        throw StoreImportError(
          message: "table '\(name)': expected an array of rows, found \(rows.kindDescription)")
      }
      tables.append((table, items))
    }
    return tables
  }

  /// Decodes every row, table by table in document order, and calls `body` with its values in
  /// the table's column order.
  /// - Throws: `StoreImportError` naming table, row and column; or what `body` throws.
  func forEachRow(_ body: (ExportTable, [SQLValue], RowPlace) throws -> Void) throws {
    for (table, rows) in tables {
      for (index, row) in rows.enumerated() {
        var place = RowPlace(table: table.name, row: index + 1, key: nil)
        let values = try decode(row, of: table, place: &place)
        try body(table, values, place)
      }
    }
  }

  private func decode(
    _ row: ConfigValue, of table: ExportTable, place: inout RowPlace
  ) throws -> [SQLValue] {
    guard let members = row.members else {
      throw place.refusal(nil, "expected an object, found \(row.kindDescription)")
    }
    var cells = [ConfigValue?](repeating: nil, count: table.columns.count)
    for (key, value) in members {
      guard let index = table.positions[key] else {
        throw place.refusal(ImportWords.shown(key), "there is no such column")
      }
      guard cells[index] == nil else { throw place.refusal(key, "the column is given twice") }
      cells[index] = value
    }
    var values: [SQLValue] = []
    values.reserveCapacity(cells.count)
    for (index, column) in table.columns.enumerated() {
      let value: SQLValue
      do {
        if let cell = cells[index] {
          value = try CellReader(version: version).decode(cell, as: column.kind)
        } else if column.kind.isOptional {
          value = .null
        } else {
          throw CellProblem("the column is missing")
        }
      } catch let problem as CellProblem {
        throw place.refusal(column.name, problem.words)
      }
      if index == 0 { place.key = (column.name, value) }
      values.append(value)
    }
    try RowRules.check(values, of: table, place: place)
    return values
  }

  /// The 1-based line and column of a byte offset.
  private static func position(of offset: Int, in bytes: [UInt8]) -> (Int, Int) {
    var line = 1
    var lineStart = 0
    for index in 0..<min(offset, bytes.count) where bytes[index] == 0x0A {
      line += 1
      lineStart = index + 1
    }
    return (line, offset - lineStart + 1)
  }
}

/// Which row a message is about: table, 1-based position, and its key once read.
struct RowPlace {
  let table: String
  let row: Int
  var key: (name: String, value: SQLValue)?

  /// "table 'anchors', row 3 (id 5F0C…), column 'window_end': `problem`".
  func refusal(_ column: String?, _ problem: String) -> StoreImportError {
    var text = "table '\(table)', row \(row)"
    if let key {
      switch key.value {
      case .text(let value): text += " (\(key.name) \(ImportWords.shown(value)))"
      case .integer(let value): text += " (\(key.name) \(value))"
      default: break
      }
    }
    if let column { text += ", column '\(column)'" }
    return StoreImportError(message: text + ": " + problem)
  }
}

/// What is wrong with one cell, in words; the reader adds table, row and column.
struct CellProblem: Error {
  let words: String
  init(_ words: String) { self.words = words }
}
