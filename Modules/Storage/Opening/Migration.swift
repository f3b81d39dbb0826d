import Foundation

/// One schema step: an id that never changes once landed, and the SQL it runs.
///
/// The list in `Migration.all` is append-only and forward-only (STYLE 10): version n of the
/// schema is the first n migrations; `PRAGMA user_version` holds n; each step runs in its own
/// transaction and is recorded in the `migrations` table.
struct Migration: Sendable {
  /// A stable id, e.g. "v1-base-schema".
  let id: String
  /// The step's work, on a connection already inside its transaction.
  let apply: @Sendable (Connection) throws -> Void

  /// A step that runs fixed SQL.
  init(id: String, sql: String) {
    self.id = id
    self.apply = { try $0.execute(sql) }
  }

  /// A step that runs code (tests use this to inject a failing step).
  init(id: String, apply: @escaping @Sendable (Connection) throws -> Void) {
    self.id = id
    self.apply = apply
  }

  /// Every migration this version ships, oldest first. Append only; never edit or rename one.
  static let all: [Migration] = [
    Migration(id: "v1-base-schema", sql: Schema.v1),
    Migration(id: "v2-local-preferences", sql: Schema.v2),
    Migration(id: "v3-anchors-by-rule", sql: Schema.v3),
    Migration(id: "v4-missed-by-end", sql: Schema.v4),
    Migration(id: "v5-sync-records", sql: Schema.v5),
    Migration(id: "v6-sync-state", sql: Schema.v6),
  ]
}
