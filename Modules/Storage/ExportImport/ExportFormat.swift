/// What an export holds: its header, its tables in the order they are written, and each table's
/// columns with the kind of value each takes. Export writes from it, import reads and checks
/// against it, and a test holds it equal to the schema.
enum ExportFormat {
  /// The `format` an export starts with.
  static let name = "jamaal-export"
  /// The version written: 2, readable (configs as objects, ISO 8601 times). Version 1 (a table
  /// dump: configs as base64, times as seconds since 2001) is still read.
  static let version = 2

  /// Minutes: from 0 to 366 days.
  static let minutes: ClosedRange<Int64> = 0...527_040

  /// The exported tables, in the order written. `migrations` is not exported (it describes the
  /// file, not the user's data); `schemaVersion` records it.
  static let tables: [ExportTable] = [
    ExportTable(
      "rules",
      [
        ("id", .id), ("title", .text), ("source_key", .text), ("config_data", .config),
        ("effort_minutes", .integer(minutes)), ("placement", .text), ("is_paused", .flag),
        ("is_archived", .flag), ("created_at", .time), ("modified_at", .time),
      ]),
    ExportTable(
      "anchors",
      [
        ("id", .id), ("rule_id", .optional(.id)), ("title", .text), ("occurrence_date", .date),
        ("slot_key", .text), ("window_start", .time), ("window_end", .time),
        ("effort_minutes", .integer(minutes)), ("placement", .text),
        ("attendance_status", .text), ("resolved_at", .optional(.time)),
        ("remind_before_start_minutes", .optional(.integer(minutes))),
        ("remind_before_end_minutes", .optional(.integer(minutes))), ("created_at", .time),
        ("modified_at", .time),
      ]),
    ExportTable(
      "user_settings",
      [
        ("id", .id), ("day_start", .wallClock), ("planning_time", .wallClock),
        ("morning_time", .wallClock), ("week_start", .weekday), ("created_at", .time),
        ("modified_at", .time),
      ]),
    ExportTable(
      "day_plans",
      [
        ("id", .id), ("date", .date), ("state", .text), ("created_at", .time),
        ("modified_at", .time),
      ]),
    ExportTable(
      "focus_sessions",
      [
        ("id", .id), ("title", .optional(.text)), ("started_at", .time),
        ("ended_at", .optional(.time)), ("logged_minutes", .integer(minutes)),
        ("created_at", .time), ("modified_at", .time),
      ]),
    ExportTable("local_preferences", [("key", .text), ("value", .text)]),
    ExportTable(
      "change_log",
      [
        ("seq", .integer(1...Int64.max)), ("kind", .changeKind), ("row_id", .id),
        ("operation", .changeOperation), ("changed_at", .time),
      ]),
  ]

  /// The table called `name`.
  static func table(_ name: String) -> ExportTable? { tables.first { $0.name == name } }
}

/// One exported table: its columns in the order written, the first one its key.
struct ExportTable: Sendable {
  /// The SQL table's name.
  let name: String
  /// Each column and what it holds.
  let columns: [(name: String, kind: ExportColumn)]

  /// Each column's position, by name.
  let positions: [String: Int]
  /// The column list for SQL.
  let columnList: String
  /// The statement that inserts one row, its values in column order.
  let insertSQL: String

  init(_ name: String, _ columns: [(name: String, kind: ExportColumn)]) {
    self.name = name
    self.columns = columns
    positions = Dictionary(uniqueKeysWithValues: columns.enumerated().map { ($1.name, $0) })
    columnList = columns.map(\.name).joined(separator: ", ")
    let placeholders = Array(repeating: "?", count: columns.count).joined(separator: ", ")
    insertSQL = "INSERT INTO \(name) (\(columnList)) VALUES (\(placeholders))"
  }

  /// The key column (rows are written in its order).
  var key: String { columns[0].name }
}

/// What a column holds, which decides how it is written and what import accepts.
indirect enum ExportColumn: Sendable {
  /// An id: canonical upper-case `8-4-4-4-12` text.
  case id
  /// Any text (unknown words from a newer version included).
  case text
  /// A time: ISO 8601 UTC text (version 1: seconds since 2001), within years 1…9999.
  case time
  /// A logical date: `YYYY-MM-DD` (version 1: days since 1970), within years 1…9999.
  case date
  /// `true` or `false` (version 1: 1 or 0).
  case flag
  /// A whole number within the range.
  case integer(ClosedRange<Int64>)
  /// A rule's config: a JSON object exactly as stored, or base64 text when the stored bytes are
  /// not a plain JSON object (version 1: `{"base64": …}`).
  case config
  /// A time of day, `HH:MM`.
  case wallClock
  /// A weekday key (`mon` … `sun`).
  case weekday
  /// A change-log kind this version knows.
  case changeKind
  /// A change-log operation this version knows.
  case changeOperation
  /// The kind, or null.
  case optional(ExportColumn)

  /// The kind without `optional`.
  var base: ExportColumn {
    if case .optional(let kind) = self { return kind.base }
    return self
  }

  /// Whether null is allowed.
  var isOptional: Bool {
    if case .optional = self { return true }
    return false
  }
}
