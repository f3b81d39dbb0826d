import Foundation
public import JamaalModel

extension Store {
  /// Adds a focus session (logged as an insert).
  /// - Parameter session: the session.
  /// - Throws: `StoreError` (a constraint error when its id exists).
  public func insertFocusSession(_ session: FocusSession) throws {
    try write { connection in
      try connection.cached(
        "INSERT INTO focus_sessions (\(RowReader.focusColumns))"
          + " VALUES (\(RowReader.placeholders(7)))"
      ).run(RowReader.values(session))
      try log(.focusSession, session.id, .insert)
    }
  }

  /// Replaces every field of a stored focus session (logged as an update).
  /// - Parameter session: the session, with its existing id.
  /// - Throws: `StoreError` (code 12 when there is none).
  public func updateFocusSession(_ session: FocusSession) throws {
    try write { connection in
      try connection.cached(
        """
        UPDATE focus_sessions SET title = ?2, started_at = ?3, ended_at = ?4,
          logged_minutes = ?5, created_at = ?6, modified_at = ?7
        WHERE id = ?1
        """
      ).run(RowReader.values(session))
      guard connection.changes == 1 else {
        throw StoreError(
          code: StoreError.notFound, message: "no focus session with id \(session.id)")
      }
      try log(.focusSession, session.id, .update)
    }
  }

  /// Every focus session, by start then id.
  /// - Returns: the sessions.
  /// - Throws: `StoreError`.
  public func focusSessions() throws -> [FocusSession] {
    try focusSessions(
      "SELECT \(RowReader.focusColumns) FROM focus_sessions ORDER BY started_at, id")
  }

  /// The sessions still running (no end), by start then id.
  /// - Returns: the sessions.
  /// - Throws: `StoreError`.
  public func runningFocusSessions() throws -> [FocusSession] {
    if let tables = try smallTables() { return tables.runningFocusSessions }
    return try focusSessions(
      "SELECT \(RowReader.focusColumns) FROM focus_sessions WHERE ended_at IS NULL"
        + " ORDER BY started_at, id")
  }

  private func focusSessions(_ sql: String) throws -> [FocusSession] {
    try read { connection in
      let statement = try connection.cached(sql)
      defer { statement.reset() }
      var sessions: [FocusSession] = []
      while try statement.step() { sessions.append(try RowReader.focusSession(statement)) }
      return sessions
    }
  }
}
