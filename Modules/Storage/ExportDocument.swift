/// The export file: `{"format": "jamaal-export", "version": 1, "schemaVersion": n, "tables": …}`.
struct ExportDocument: Codable {
  /// Always "jamaal-export".
  var format: String
  /// The export format version (1).
  var version: Int
  /// The store's schema version when exported.
  var schemaVersion: Int
  /// Table name → rows (column → value), rows in primary-key order.
  var tables: [String: [[String: ExportValue]]]

  static let formatName = "jamaal-export"
  static let currentVersion = 1

  /// The exported tables and the column each is ordered by. `migrations` is not exported (it
  /// describes the file, not the user's data); `schemaVersion` records it.
  static let tables: [(name: String, key: String)] = [
    ("anchors", "id"), ("change_log", "seq"), ("day_plans", "id"), ("focus_sessions", "id"),
    ("local_preferences", "key"), ("rules", "id"), ("user_settings", "id"),
  ]
}
