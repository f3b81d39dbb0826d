import Foundation
internal import JamaalJSON

/// Writes an export (version 2) as indented JSON, deterministically: header keys first, tables
/// and columns in `ExportFormat`'s order, rows in key order. Each cell is written in its
/// readable form (see `ExportColumn`); a stored value that has no readable form (a time outside
/// years 1…9999, a number in a text column) is written as it is, so nothing is lost, and import
/// then refuses it by name.
struct ExportWriter {
  private(set) var output: [UInt8] = []
  /// Rows written in the open table.
  private var rowsInTable = 0
  /// The open table's `"name" : ` texts with the line break before each, by column.
  private var columnKeys: [[UInt8]] = []

  init(schemaVersion: Int) {
    append("{\n  \"format\" : ")
    string(ExportFormat.name)
    append(",\n  \"version\" : \(ExportFormat.version),\n  \"schemaVersion\" : \(schemaVersion)")
    append(",\n  \"tables\" : {")
  }

  /// Opens a table's array of rows.
  mutating func beginTable(_ table: ExportTable, first: Bool) {
    append(first ? "\n    " : ",\n    ")
    string(table.name)
    append(" : [")
    rowsInTable = 0
    columnKeys = table.columns.enumerated().map { index, column in
      var key = Array((index == 0 ? "\n        " : ",\n        ").utf8)
      key += Array("\"\(column.name)\" : ".utf8)
      return key
    }
  }

  /// Writes one row of the open table, its cells in column order.
  mutating func row(_ cells: [SQLValue], of table: ExportTable) {
    append(rowsInTable == 0 ? "\n      {" : ",\n      {")
    for (index, column) in table.columns.enumerated() {
      output += columnKeys[index]
      cell(cells[index], column.kind.base)
    }
    append("\n      }")
    rowsInTable += 1
  }

  /// Closes the open table's array.
  mutating func endTable() { append(rowsInTable == 0 ? "]" : "\n    ]") }

  /// The bytes written since the last drain, handed out (the writer keeps none of them).
  mutating func drain() -> [UInt8] {
    defer { output.removeAll(keepingCapacity: true) }
    return output
  }

  /// Closes the document.
  mutating func finish() { append("\n  }\n}\n") }

  private mutating func cell(_ value: SQLValue, _ kind: ExportColumn) {
    switch (kind, value) {
    case (.time, .real(let seconds)) where ExportTime.isInRange(seconds):
      ExportTime.append(seconds, to: &output)
    case (.time, .integer(let seconds)) where ExportTime.isInRange(Double(seconds)):
      ExportTime.append(Double(seconds), to: &output)
    case (.date, .integer(let days)) where ExportTime.dates.contains(Int(clamping: days)):
      string(ExportTime.dateText(Int(days)))
    case (.flag, .integer(let flag)) where flag == 0 || flag == 1:
      append(flag == 1 ? "true" : "false")
    case (.config, .blob(let bytes)): config(bytes)
    case (.config, .text(let text)): config(Data(text.utf8))
    default: raw(value)
    }
  }

  /// A config: its bytes as they are when they are a plain JSON object, else base64 text.
  private mutating func config(_ bytes: Data) {
    if ConfigCheck.isPlainObject(bytes) {
      output += bytes
    } else {
      string(bytes.base64EncodedString())
    }
  }

  /// A value as SQLite holds it: null, a number, text, or bytes as base64 text.
  private mutating func raw(_ value: SQLValue) {
    switch value {
    case .null: append("null")
    case .integer(let number): append(String(number))
    case .real(let number) where number.isFinite: append("\(number)")
    case .real(let number): string(String(number))
    case .text(let text): string(text)
    case .blob(let data): string(data.base64EncodedString())
    }
  }

  private mutating func append(_ text: String) { output.append(contentsOf: text.utf8) }

  /// `text` as a JSON string: quotes, backslashes and control characters escaped, nothing else.
  private mutating func string(_ text: String) {
    output.append(UInt8(ascii: "\""))
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "\""): append(#"\""#)
      case UInt8(ascii: "\\"): append(#"\\"#)
      case 0x0A: append(#"\n"#)
      case 0x0D: append(#"\r"#)
      case 0x09: append(#"\t"#)
      case 0..<0x20:
        let hex = String(byte, radix: 16, uppercase: false)
        append("\\u00" + (hex.count < 2 ? "0" + hex : hex))
      default: output.append(byte)
      }
    }
    output.append(UInt8(ascii: "\""))
  }
}

/// Checks on a rule's config bytes, shared by export (object or base64?) and import.
enum ConfigCheck {
  /// The deepest a config may nest and still be read back inside an export.
  static let maximumDepth = 200

  /// Whether `bytes` are one JSON object, starting with `{` and ending with `}`, without a
  /// repeated key at any depth: what export writes as an object and import takes back
  /// byte for byte.
  static func isPlainObject(_ bytes: Data) -> Bool {
    guard bytes.first == UInt8(ascii: "{"), bytes.last == UInt8(ascii: "}"),
      let document = try? JSONDocument(parsing: bytes)
    else { return false }
    return fault(in: document.root) == nil
  }

  /// What keeps a parsed config from being taken back as it is, in words (a key written twice in
  /// one object, at any depth, or nesting past `maximumDepth`); nil when nothing does.
  static func fault(in value: ConfigValue, depth: Int = 0) -> String? {
    guard depth < maximumDepth else {
      return "objects and arrays are nested deeper than \(maximumDepth)"
    }
    if let members = value.members {
      var seen = Set<String>()
      for (key, member) in members {
        guard seen.insert(key).inserted else { return "the key '\(key)' is given twice" }
        if let found = fault(in: member, depth: depth + 1) { return found }
      }
    } else if let items = value.items {
      for item in items {
        if let found = fault(in: item, depth: depth + 1) { return found }
      }
    }
    return nil
  }
}
