import Foundation
internal import JamaalJSON
internal import JamaalModel

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

  /// The stored value of a JSON cell for a column of `kind`, held to what an import accepts
  /// for that column (so a synced store always exports a document that imports): ids in
  /// canonical form, times and dates within years 1…9999, whole numbers within the column's
  /// range, flags 0 or 1, times of day and weekdays that read.
  static func sql(_ value: JSONValue, _ kind: ExportColumn, column: String) throws -> SQLValue {
    guard let stored = stored(value, kind) else {
      throw StoreError(
        code: StoreError.generic, message: "a synced record's \(column) cannot be stored")
    }
    return stored
  }

  /// ``sql(_:_:column:)``, or nil when the value cannot be stored in the column.
  static func stored(_ value: JSONValue, _ kind: ExportColumn) -> SQLValue? {
    if case .null = value, kind.isOptional { return .null }
    guard let stored = shaped(value, kind.base), fits(stored, kind.base) else { return nil }
    return stored
  }

  /// The value in the shape SQLite holds for `kind`, or nil when it has another shape.
  private static func shaped(_ value: JSONValue, _ kind: ExportColumn) -> SQLValue? {
    switch (value, kind) {
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
    return nil
  }

  /// Whether a shaped value is one import accepts for a column of `kind`.
  private static func fits(_ value: SQLValue, _ kind: ExportColumn) -> Bool {
    switch (value, kind) {
    case (.text(let text), .id): UUID(canonicalText: text)?.canonicalText == text
    case (.real(let seconds), .time): ExportTime.isInRange(seconds)
    case (.integer(let days), .date): ExportTime.dates.contains(Int(days))
    case (.integer(let number), .flag): number == 0 || number == 1
    case (.integer(let number), .integer(let range)): range.contains(number)
    case (.text(let text), .wallClock): WallClockTime(text) != nil
    case (.text(let text), .weekday): Weekday(key: text) != nil
    default: true
    }
  }
}
