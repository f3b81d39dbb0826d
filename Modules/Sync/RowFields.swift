import Foundation
import JamaalJSON
import JamaalModel
import JamaalStorage

/// A stored row as a record's fields and back (SPEC D-17): each column a field, except a rule's
/// config, which is a field per key (``ConfigFields``). Values are as `Store.syncRow` gives
/// them (times as seconds since 2001, dates as days since 1970, the config as base64 text) with
/// every whole number an integer.
enum RowFields {
  /// The name of the field saying whether the row is deleted.
  static let deleted = "_deleted"
  /// The field a timer-clash resolution sets on the session it stopped.
  static let stoppedByClash = "_stopped_by_clash"

  /// Whether a field belongs to the row's columns (a column or a config key), as opposed to
  /// sync's own fields (`_deleted`) — a removed column or config key is a removal only then.
  static func isRowField(_ name: String, columns: Set<String>) -> Bool {
    columns.contains(name) || ConfigFields.isConfigPath(name)
  }

  /// The fields of a row.
  static func values(of row: [String: JSONValue]) -> [String: JSONValue] {
    var values: [String: JSONValue] = [:]
    values.reserveCapacity(row.count + 8)
    for (name, value) in row {
      if name == ConfigFields.root, let config = config(value) {
        ConfigFields.fields(of: config, into: &values)
      } else {
        values[name] = Replica.normalized(value)
      }
    }
    return values
  }

  /// The config a row's base64 column holds, when it is a JSON object within §7's size (one
  /// over it stays one opaque field: the checks set it aside without taking it apart).
  private static func config(_ value: JSONValue) -> JSONValue? {
    guard let text = value.string, text.utf8.count <= (Limits.configBytes / 3 + 1) * 4,
      let bytes = SyncColumns.config.value(of: value),
      let parsed = try? JSONValue(parsing: bytes), case .object = parsed
    else { return nil }
    return parsed
  }

  /// The row's columns from a record's field values: the config rebuilt and written in its one
  /// encoding (keys in byte order).
  static func row(from values: [String: JSONValue]) -> [String: JSONValue] {
    var row: [String: JSONValue] = [:]
    row.reserveCapacity(16)
    for (name, value) in values where isColumn(name) { row[name] = value }
    if case .object? = values[ConfigFields.root], let config = ConfigFields.config(from: values) {
      row[ConfigFields.root] = SyncColumns.config.cell(RecordWriter.data(config))
    }
    return row
  }

  /// The row's columns from a record's entries (removed fields left out), as ``row(from:)``.
  static func row(from entries: [String: FieldEntry]) -> [String: JSONValue] {
    var row: [String: JSONValue] = [:]
    row.reserveCapacity(16)
    var hasConfig = false
    for (name, entry) in entries {
      guard let value = entry.value else { continue }
      if isColumn(name) {
        row[name] = value
      } else if !hasConfig, name.utf8.first != UInt8(ascii: "_") {
        hasConfig = true
      }
    }
    if hasConfig || row[ConfigFields.root] != nil, case .object? = entries[ConfigFields.root]?.value
    {
      let values = entries.compactMapValues(\.value)
      if let config = ConfigFields.config(from: values) {
        row[ConfigFields.root] = SyncColumns.config.cell(RecordWriter.data(config))
      }
    }
    return row
  }

  /// Whether a field's name is a column's: not one of sync's own (`_…`) and not a config key
  /// (`config_data/…`).
  static func isColumn(_ name: String) -> Bool {
    let utf8 = name.utf8
    guard let first = utf8.first, first != UInt8(ascii: "_") else { return false }
    return !utf8.contains(UInt8(ascii: "/"))
  }
}
