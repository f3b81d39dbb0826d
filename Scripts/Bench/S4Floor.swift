import Foundation
import JamaalCSQLite
import JamaalStorage

extension Figure {
  /// S4 against its floor: SQLite's own bulk path filling the same schema with the same rows —
  /// 100,000 Anchors (50 rules × 2,000 days, random ids, the same columns and statuses) and
  /// their change log, each made by one `INSERT … SELECT` over a recursive CTE, in one
  /// transaction, with the store's own pragmas (WAL, `synchronous = FULL`). Each run times S4's
  /// insert and then the floor, back to back, so a busy machine is not read as a regression:
  /// the figure is S4's time over the floor's (bar: no slower, 1×).
  static func s4Floor() -> Figure {
    Figure(
      id: "S4F", what: "store: S4's insert over SQLite's own bulk path, same rows, same run",
      unit: "× floor", bar: 1
    ) {
      let anchors = StoreBench.anchors()
      return {
        let url = StoreBench.freshURL()
        defer { StoreBench.remove(url) }
        let store = try StoreBench.open(url)
        let insert = try seconds { try store.insertAnchors(anchors) }
        let floor = try StoreFloor.fillTime()
        return insert / floor
      }
    }
  }
}

/// S4's floor.
enum StoreFloor {
  /// Fills a fresh store by the floor's SQL; its time in seconds.
  static func fillTime() throws -> Double {
    let url = StoreBench.freshURL()
    defer { StoreBench.remove(url) }
    _ = try StoreBench.open(url)  // the schema, as the store makes it; closed again here
    var database: OpaquePointer?
    guard sqlite3_open(url.path, &database) == SQLITE_OK, let database else {
      throw CocoaError(.fileReadCorruptFile)
    }
    defer { sqlite3_close(database) }
    try run("PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL;", database)
    let time = try seconds { try run(fill, database) }
    guard try anchorCount(database) == StoreBench.rules * StoreBench.days else {
      throw CocoaError(.coderInvalidValue)  // the floor made other rows than S4's
    }
    return time
  }

  /// How many Anchors the floor made.
  private static func anchorCount(_ database: OpaquePointer) throws -> Int {
    var statement: OpaquePointer?
    guard
      sqlite3_prepare_v2(database, "SELECT count(*) FROM anchors", -1, &statement, nil)
        == SQLITE_OK
    else { throw CocoaError(.fileReadUnknown) }
    defer { sqlite3_finalize(statement) }
    guard sqlite3_step(statement) == SQLITE_ROW else { throw CocoaError(.fileReadUnknown) }
    return Int(sqlite3_column_int64(statement, 0))
  }

  /// `sqlite3_exec`, throwing on an error.
  static func run(_ sql: String, _ database: OpaquePointer) throws {
    guard sqlite3_exec(database, sql, nil, nil, nil) == SQLITE_OK else {
      throw CocoaError(
        .fileWriteUnknown,
        userInfo: [NSLocalizedDescriptionKey: String(cString: sqlite3_errmsg(database))])
    }
  }

  /// The rows of `StoreBench.anchors()`, computed by SQLite, and one change-log row each.
  static let fill: String = {
    let first = StoreBench.firstDate.daysSinceEpoch
    let created = StoreBench.created.timeIntervalSinceReferenceDate
    let days = StoreBench.days
    let rules = StoreBench.rules
    let uuid =
      "substr(h, 1, 8) || '-' || substr(h, 9, 4) || '-4' || substr(h, 14, 3) || '-8'"
      + " || substr(h, 18, 3) || '-' || substr(h, 21, 12)"
    return """
      BEGIN;
      INSERT INTO anchors (\(anchorColumns))
      WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < \(rules * days - 1))
      SELECT \(uuid), printf('%08X-0000-4000-8000-000000000000', r), 'Rule ' || r, \(first) + d,
        'slot', s, s + 3600, 10, 'fixed', st, CASE st WHEN 'pending' THEN NULL ELSE s END, 10,
        NULL, \(created), \(created)
      FROM (
        SELECT upper(hex(randomblob(16))) AS h, i % \(rules) AS r, i / \(rules) AS d,
          (\(first) + i / \(rules)) * 86400.0 - 978307200 + 21600 + (i % \(rules)) * 600 AS s,
          CASE WHEN i / \(rules) >= \(days - 2) THEN 'pending'
            WHEN (i / \(rules) + i % \(rules)) % 5 = 0 THEN 'missed' ELSE 'attended' END AS st
        FROM n);
      INSERT INTO change_log (kind, row_id, operation, changed_at)
        SELECT 'anchor', id, 'insert', \(created) FROM anchors;
      COMMIT;
      """
  }()

  private static let anchorColumns =
    "id, rule_id, title, occurrence_date, slot_key, window_start, window_end, effort_minutes,"
    + " placement, attendance_status, resolved_at, remind_before_start_minutes,"
    + " remind_before_end_minutes, created_at, modified_at"
}
