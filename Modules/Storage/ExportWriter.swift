import Foundation
internal import JSON

/// Writes an export (version 2) as indented JSON, deterministically: header keys first, tables
/// and columns in `ExportFormat`'s order, rows in key order. Each cell is written in its
/// readable form (see `ExportColumn`); a stored value that has no readable form (a time outside
/// years 1…9999, a number in a text column) is written as it is, so nothing is lost, and import
/// then refuses it by name.
struct ExportWriter {
  private(set) var output: [UInt8] = []

  init(schemaVersion: Int) {
    append("{\n  \"format\" : ")
    string(ExportFormat.name)
    append(",\n  \"version\" : \(ExportFormat.version),\n  \"schemaVersion\" : \(schemaVersion)")
    append(",\n  \"tables\" : {")
  }

  /// Writes one table; `rows` calls its body with each row's cells in column order.
  mutating func table(
    _ table: ExportTable, first: Bool,
    rows: (_ body: ([SQLValue]) -> Void) throws -> Void
  ) rethrows {
    append(first ? "\n    " : ",\n    ")
    string(table.name)
    append(" : [")
    var count = 0
    try rows { cells in
      append(count == 0 ? "\n      {" : ",\n      {")
      for (index, column) in table.columns.enumerated() {
        append(index == 0 ? "\n        " : ",\n        ")
        string(column.name)
        append(" : ")
        cell(cells[index], column.kind.base)
      }
      append("\n      }")
      count += 1
    }
    append(count == 0 ? "]" : "\n    ]")
  }

  /// Closes the document.
  mutating func finish() { append("\n  }\n}\n") }

  private mutating func cell(_ value: SQLValue, _ kind: ExportColumn) {
    switch (kind, value) {
    case (.time, .real(let seconds)) where ExportTime.isInRange(seconds):
      string(ExportTime.text(seconds))
    case (.time, .integer(let seconds)) where ExportTime.isInRange(Double(seconds)):
      string(ExportTime.text(Double(seconds)))
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

  private mutating func append(_ text: String) { output += Array(text.utf8) }

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
