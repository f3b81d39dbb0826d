import Foundation
internal import JamaalJSON
internal import JamaalModel

/// Reads an import document (version 2, or version 1 as exports were before) a row at a time,
/// holding only a window of it, so a document of any size is read in bounded memory: checks its
/// header, then decodes every row of every table into the values SQLite will hold, refusing
/// anything later code could not compute with. Nothing here writes; `Store.import` writes what it
/// reads.
///
/// The header keys may come in any order; when `tables` comes before the others it is skipped
/// and read once they are known (the source is read a second time from there).
struct ExportReader<Source: JSONByteSource> {
  /// The most bytes one row (or one header value) may take: a rule's config is at most 64 KB.
  static var maximumRowBytes: Int { 1 << 20 }
  private static var keys: [String] { ["format", "version", "schemaVersion", "tables"] }

  private var reader: JSONStreamReader<Source>
  private(set) var version = 0
  private(set) var schemaVersion = 0
  /// Where `tables` starts when it came before the rest of the header, and the containers open
  /// there; nil when the reader stands at it.
  private var tablesAt: (offset: Int, containers: [Bool])?

  /// Reads and checks the header (every top-level key, but not the rows of `tables`).
  /// - Throws: `StoreImportError` naming the problem; what the source throws.
  init(_ source: Source) throws {
    reader = JSONStreamReader(source, maximumValueBytes: Self.maximumRowBytes)
    try syntax { try $0.readHeader() }
  }

  private mutating func readHeader() throws {
    guard try reader.peek() == UInt8(ascii: "{") else {
      _ = try reader.value()  // a syntax error, when there is one, is what is wrong
      throw StoreImportError.notAnExport("the document is not a JSON object")
    }
    try reader.beginObject()
    var fields: [String: ConfigValue] = [:]
    var seen: Set<String> = []
    while let key = try reader.nextKey() {
      try Self.note(key, in: &seen)
      if key == "tables" {
        if Self.keys.dropLast().allSatisfy(seen.contains) { break }  // the rows come next
        tablesAt = (reader.offset, reader.containers)
        try reader.skipValue()
      } else {
        do {
          fields[key] = try reader.value().root
        } catch is JSONStreamReader<Source>.ValueTooLarge {
          throw StoreImportError.notAnExport("the value of '\(key)' is more than 1 MB")
        }
      }
    }
    if tablesAt != nil || !seen.contains("tables") { try reader.end() }
    for key in Self.keys where !seen.contains(key) {
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
  }

  /// Refuses a top-level key this version does not know, or one given twice.
  private static func note(_ key: String, in seen: inout Set<String>) throws {
    guard keys.contains(key) else {
      throw StoreImportError.notAnExport("unknown key '\(ImportWords.shown(key))' at the top")
    }
    guard seen.insert(key).inserted else {
      throw StoreImportError.notAnExport("the key '\(key)' is given twice")
    }
  }

  /// Decodes every row, table by table in document order, and calls `body` with its values in
  /// the table's column order; then checks the rest of the document.
  /// - Throws: `StoreImportError` naming table, row and column; or what `body` throws.
  mutating func forEachRow(_ body: (ExportTable, [SQLValue], RowPlace) throws -> Void) throws {
    try syntax { try $0.readTables(body) }
  }

  private mutating func readTables(
    _ body: (ExportTable, [SQLValue], RowPlace) throws -> Void
  ) throws {
    if let tablesAt { try reader.seek(to: tablesAt.offset, containers: tablesAt.containers) }
    guard try reader.peek() == UInt8(ascii: "{") else {
      throw StoreImportError.notAnExport("'tables' must be an object, not \(try kindOfNext())")
    }
    try reader.beginObject()
    var names: Set<String> = []
    while let name = try reader.nextKey() {
      guard let table = ExportFormat.table(name) else {
        throw StoreImportError(message: "unknown table '\(ImportWords.shown(name))'")
      }
      guard names.insert(name).inserted else {
        throw StoreImportError(message: "the table '\(name)' is given twice")
      }
      guard try reader.peek() == UInt8(ascii: "[") else {
        throw StoreImportError(
          message: "table '\(name)': expected an array of rows, found \(try kindOfNext())")
      }
      try reader.beginArray()
      var row = 0
      while try reader.nextElement() {
        row += 1
        var place = RowPlace(table: name, row: row, key: nil)
        let document: JSONDocument
        do {
          document = try reader.value()
        } catch is JSONStreamReader<Source>.ValueTooLarge {
          throw place.refusal(nil, "the row is more than 1 MB; the most a row can be is 1 MB")
        }
        place.offset = reader.offset
        let values = try decode(document.root, of: table, place: &place)
        try body(table, values, place)
      }
    }
    guard tablesAt == nil else { return }  // the rest was read with the header
    while let key = try reader.nextKey() {
      var seen = Set(Self.keys)
      try Self.note(key, in: &seen)
    }
    try reader.end()
  }

  /// What the next value is, in words ("an array"), without holding more than a row of it.
  private mutating func kindOfNext() throws -> String {
    switch try reader.peek() {
    case UInt8(ascii: "["): "an array"
    case UInt8(ascii: "\""): "a string"
    case UInt8(ascii: "t"), UInt8(ascii: "f"): "true or false"
    case UInt8(ascii: "n"): "null"
    default: try reader.value().root.kindDescription
    }
  }

  /// Runs `body`, turning a syntax error into "not a Jamaal export: invalid JSON at line L,
  /// column C: reason" (the line counted by reading the source again up to it).
  private mutating func syntax<T>(_ body: (inout Self) throws -> T) throws -> T {
    do {
      return try body(&self)
    } catch let error as JSONSyntaxError {
      let (line, column) = try reader.lineAndColumn(of: error.offset)
      throw StoreImportError.notAnExport(
        "invalid JSON at line \(line), column \(column): \(error.reason)")
    } catch let error as JSONStreamReader<Source>.ValueTooLarge {
      let (line, column) = try reader.lineAndColumn(of: error.offset)
      throw StoreImportError.notAnExport(
        "the value at line \(line), column \(column) is more than 1 MB")
    }
  }

  private func decode(
    _ row: ConfigValue, of table: ExportTable, place: inout RowPlace
  ) throws -> [SQLValue] {
    guard let members = row.members else {
      throw place.refusal(nil, "expected an object, found \(row.kindDescription)")
    }
    var cells = [ConfigValue?](repeating: nil, count: table.columns.count)
    var expected = 0  // the column after the last one found: the export writes them in order
    for (key, value) in members {
      let index: Int
      if expected < table.columns.count, table.columns[expected].name == key {
        index = expected
      } else if let found = table.positions[key] {
        index = found
      } else {
        throw place.refusal(ImportWords.shown(key), "there is no such column")
      }
      expected = index + 1
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
}

/// Which row a message is about: table, 1-based position, and its key once read.
struct RowPlace {
  let table: String
  let row: Int
  var key: (name: String, value: SQLValue)?
  /// How far into the document the row ends, in bytes (for progress).
  var offset = 0

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
