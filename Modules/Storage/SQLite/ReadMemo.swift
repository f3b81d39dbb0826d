import Foundation
internal import JamaalModel

/// What a read-first scope has read, answered again from memory until the scope ends: nothing
/// can change under it, since the scope holds one read transaction and writes nothing.
///
/// The point reads of a launch — the settings, a preference, a value of sync's state, a night's
/// plan, the running focus session — come from five small tables; the first of them a scope
/// asks for reads all five in one statement (``SmallTables``), and the rest come from memory.
final class ReadMemo {
  /// The small tables, once read.
  var tables: SmallTables?
}

/// The five small tables a launch reads, as one statement read them.
struct SmallTables {
  /// The settings (nil: none saved).
  var settings: UserSettings?
  /// Every local preference, by key.
  var preferences: [String: String] = [:]
  /// Every value of sync's state, by key.
  var syncState: [String: String] = [:]
  /// The day plans from ``dayPlansFrom`` on, by date.
  var dayPlans: [LogicalDate: DayPlan] = [:]
  /// The first date ``dayPlans`` holds every plan from: two days before the UTC date of now,
  /// so every night a launch asks about (today's and the next ones, in any zone) is in it.
  var dayPlansFrom: LogicalDate
  /// The focus sessions still running, by start then id.
  var runningFocusSessions: [FocusSession] = []

  /// One statement over the five tables, each row padded to eight columns: the row's own
  /// columns first (so the row readers read them where they always do), its table's tag last.
  static let sql =
    "SELECT * FROM (SELECT \(RowReader.settingsColumns), 'settings' FROM user_settings"
    + " ORDER BY created_at, id LIMIT 1)"
    + " UNION ALL SELECT \(RowReader.dayPlanColumns), NULL, NULL, 'plan' FROM day_plans"
    + " WHERE date >= ?"
    + " UNION ALL SELECT \(RowReader.focusColumns), 'focus' FROM focus_sessions"
    + " WHERE ended_at IS NULL"
    + " UNION ALL SELECT key, value, NULL, NULL, NULL, NULL, NULL, 'preference'"
    + " FROM local_preferences"
    + " UNION ALL SELECT key, value, NULL, NULL, NULL, NULL, NULL, 'sync' FROM sync_state"
    + " ORDER BY 8, 3, 1"

  /// Reads the five tables through `connection` at `now`.
  /// - Throws: `StoreError`.
  static func read(_ connection: Connection, now: Date) throws -> SmallTables {
    let days = Int((now.timeIntervalSince1970 / 86_400).rounded(.down))
    var tables = SmallTables(dayPlansFrom: LogicalDate(daysSinceEpoch: days - 2))
    let statement = try connection.cached(sql)
    defer { statement.reset() }
    try statement.bind([.int(tables.dayPlansFrom.daysSinceEpoch)])
    while try statement.step() {
      switch statement.text(at: 7) {
      case "settings": tables.settings = try RowReader.settings(statement)
      case "plan":
        let plan = try RowReader.dayPlan(statement)
        if tables.dayPlans[plan.date] == nil { tables.dayPlans[plan.date] = plan }
      case "focus": tables.runningFocusSessions.append(try RowReader.focusSession(statement))
      case "preference": tables.preferences[statement.text(at: 0)] = statement.text(at: 1)
      default: tables.syncState[statement.text(at: 0)] = statement.text(at: 1)
      }
    }
    return tables
  }
}
