public import Foundation

/// Why an import was refused; nothing was written.
public struct StoreImportError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What is wrong, naming the table, row or field.
  public let message: String

  /// The message.
  public var description: String { message }
}

extension Store {
  /// Every row of every table as one versioned JSON document, deterministic (sorted keys, rows in
  /// id order), raw strings and `configData` bytes exactly as stored:
  /// `{"format": "jamaal-export", "version": 1, "schemaVersion": 3, "tables": {…}}`.
  /// BLOBs are `{"base64": …}`; dates are REAL seconds since 2001-01-01; logical dates are
  /// days since 1970-01-01. `import` of the result restores it; export → import → export is
  /// byte-identical.
  /// - Returns: the JSON document.
  /// - Throws: `StoreError`.
  public func export() throws -> Data {
    let document = try readSnapshot { connection in
      var tables: [String: [[String: ExportValue]]] = [:]
      for table in ExportDocument.tables {
        let statement = try connection.prepare(
          "SELECT * FROM \(table.name) ORDER BY \(table.key)")
        var rows: [[String: ExportValue]] = []
        while try statement.step() {
          var row: [String: ExportValue] = [:]
          for index in 0..<statement.columnCount {
            row[statement.columnName(at: index)] = ExportValue(statement.value(at: index))
          }
          rows.append(row)
        }
        tables[table.name] = rows
      }
      return ExportDocument(
        format: ExportDocument.formatName, version: ExportDocument.currentVersion,
        schemaVersion: try connection.integer("PRAGMA user_version"), tables: tables)
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
    return try encoder.encode(document) + Data("\n".utf8)
  }

  /// Restores an export into this store, which must be empty; writes nothing when it refuses.
  ///
  /// Rows are written as they are in the file (change-log entries included, none added), then
  /// every row is read back through the model to prove it readable.
  /// - Parameter data: a document made by `export()`.
  /// - Throws: `StoreImportError` naming the problem (store not empty, not an export, newer
  ///   version, unknown table or column, a row SQLite or the model refuses).
  public func `import`(_ data: Data) throws {
    let document: ExportDocument
    do {
      document = try JSONDecoder().decode(ExportDocument.self, from: data)
    } catch {
      throw StoreImportError(message: "not a Jamaal export: \(Self.describe(error))")
    }
    guard document.format == ExportDocument.formatName else {
      throw StoreImportError(
        message: "not a Jamaal export: format is '\(document.format)', not 'jamaal-export'")
    }
    guard document.version <= ExportDocument.currentVersion,
      document.schemaVersion <= Self.currentSchemaVersion
    else {
      throw StoreImportError(
        message: "the export was written by a newer Jamaal (format \(document.version), "
          + "schema \(document.schemaVersion)); update Jamaal to import it")
    }
    try transaction {
      try requireEmpty()
      try insertRows(of: document)
      try validateRows()
    }
  }

  private func requireEmpty() throws {
    let counts = try read { connection in
      try ExportDocument.tables.map { table in
        (table.name, try connection.integer("SELECT count(*) FROM \(table.name)"))
      }
    }
    let filled = counts.filter { $0.1 > 0 }.map { "\($0.1) \($0.0)" }
    guard filled.isEmpty else {
      throw StoreImportError(
        message: "the store is not empty (it holds "
          + filled.joined(separator: ", ") + "); import needs an empty store")
    }
  }

  private func insertRows(of document: ExportDocument) throws {
    let known = Set(ExportDocument.tables.map(\.name))
    try read { connection in
      for (table, rows) in document.tables.sorted(by: { $0.key < $1.key }) {
        guard known.contains(table) else {
          throw StoreImportError(message: "unknown table '\(table)'")
        }
        let columns = Set(try connection.texts("SELECT name FROM pragma_table_info('\(table)')"))
        for (index, row) in rows.enumerated() {
          let names = row.keys.sorted()
          if let unknown = names.first(where: { !columns.contains($0) }) {
            throw StoreImportError(
              message: "table '\(table)' row \(index + 1): unknown column '\(unknown)'")
          }
          do {
            try connection.cached(
              "INSERT INTO \(table) (\(names.joined(separator: ", ")))"
                + " VALUES (\(RowReader.placeholders(names.count)))"
            ).run(names.map { row[$0]?.sqlValue ?? .null })
          } catch let error as StoreError {
            throw StoreImportError(
              message: "table '\(table)' row \(index + 1): \(error.message)")
          }
        }
      }
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

  /// A decoding error in words, with its key path.
  private static func describe(_ error: any Error) -> String {
    guard let error = error as? DecodingError else { return String(describing: error) }
    let (context, what): (DecodingError.Context, String) =
      switch error {
      case .typeMismatch(_, let context): (context, "wrong type")
      case .valueNotFound(_, let context): (context, "missing value")
      case .keyNotFound(let key, let context): (context, "missing key '\(key.stringValue)'")
      case .dataCorrupted(let context): (context, "invalid JSON")
      @unknown default: (DecodingError.Context(codingPath: [], debugDescription: ""), "invalid")
      }
    let path = context.codingPath.map(\.stringValue).joined(separator: ".")
    return path.isEmpty ? what : "\(what) at \(path)"
  }
}
