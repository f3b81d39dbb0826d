import Foundation
internal import JSON

/// A cell as Sync carries it (JSON) and as SQLite holds it, each way.
enum SyncCell {
  /// The JSON of a stored value: blobs as base64 text.
  static func json(_ value: SQLValue) -> JSONValue {
    switch value {
    case .null: .null
    case .integer(let number): .integer(Int(number))
    case .real(let number): .number(number)
    case .text(let text): .string(text)
    case .blob(let bytes): .string(bytes.base64EncodedString())
    }
  }

  /// The stored value of a JSON cell for a column of `kind`.
  static func sql(_ value: JSONValue, _ kind: ExportColumn, column: String) throws -> SQLValue {
    switch (value, kind.base) {
    case (.null, _) where kind.isOptional: return .null
    case (.integer(let number), .time): return .real(Double(number))
    case (.number(let number), .time): return .real(number)
    case (.integer(let number), .date), (.integer(let number), .flag),
      (.integer(let number), .integer):
      return .integer(Int64(number))
    case (.number(let number), .date), (.number(let number), .integer):
      if number.rounded() == number, abs(number) < 9e15 { return .integer(Int64(number)) }
    case (.bool(let flag), .flag): return .integer(flag ? 1 : 0)
    case (.string(let text), .config):
      if let bytes = Data(base64Encoded: text) { return .blob(bytes) }
    case (.string(let text), .id), (.string(let text), .text), (.string(let text), .wallClock),
      (.string(let text), .weekday):
      return .text(text)
    default: break
    }
    throw StoreError(
      code: StoreError.generic, message: "a synced record's \(column) cannot be stored")
  }
}
