import Foundation
public import JamaalModel

extension Store {
  /// The user's settings: the single row, or the earliest (`createdAt`, then id) if a sync left
  /// two; nil before any were saved.
  /// - Returns: the settings or nil.
  /// - Throws: `StoreError`.
  public func settings() throws -> UserSettings? {
    if let tables = try smallTables() { return tables.settings }
    return try read { connection in
      let statement = try connection.cached(
        "SELECT \(RowReader.settingsColumns) FROM user_settings ORDER BY created_at, id LIMIT 1")
      defer { statement.reset() }
      return try statement.step() ? try RowReader.settings(statement) : nil
    }
  }

  /// Saves settings, keeping one row (D-10): the same id updates it; another id is kept only when
  /// it is earlier (`createdAt`, then id), replacing the stored one; otherwise it is dropped.
  /// - Parameter settings: the settings to save.
  /// - Returns: the settings now stored.
  /// - Throws: `StoreError`.
  @discardableResult
  public func saveSettings(_ settings: UserSettings) throws -> UserSettings {
    try write { connection in
      let existing = try self.settings()
      guard let existing, existing.id != settings.id else {
        try upsert(
          table: "user_settings", columns: RowReader.settingsColumns, count: 7,
          values: RowReader.values(settings), kind: .settings, id: settings.id,
          exists: existing != nil, connection)
        return settings
      }
      guard
        (settings.createdAt, settings.id.canonicalText) < (
          existing.createdAt, existing.id.canonicalText
        )
      else { return existing }
      try connection.cached("DELETE FROM user_settings").run([])
      try log(.settings, existing.id, .delete)
      try upsert(
        table: "user_settings", columns: RowReader.settingsColumns, count: 7,
        values: RowReader.values(settings), kind: .settings, id: settings.id, exists: false,
        connection)
      return settings
    }
  }

  /// The plan for a logical date, if any.
  /// - Parameter date: the date.
  /// - Returns: the plan or nil.
  /// - Throws: `StoreError`.
  public func dayPlan(for date: LogicalDate) throws -> DayPlan? {
    if let tables = try smallTables(), tables.dayPlansFrom <= date {
      return tables.dayPlans[date]
    }
    return try dayPlans(
      "SELECT \(RowReader.dayPlanColumns) FROM day_plans WHERE date = ?",
      [
        .int(date.daysSinceEpoch)
      ]
    ).first
  }

  /// Every day plan, by date.
  /// - Returns: the plans.
  /// - Throws: `StoreError`.
  public func dayPlans() throws -> [DayPlan] {
    try dayPlans("SELECT \(RowReader.dayPlanColumns) FROM day_plans ORDER BY date", [])
  }

  /// Saves a day plan, one per date (D-10): the same id updates it; another id for the same date
  /// replaces it only when earlier (`createdAt`, then id), else it is dropped.
  /// - Parameter plan: the plan.
  /// - Returns: the plan now stored for that date.
  /// - Throws: `StoreError`.
  @discardableResult
  public func saveDayPlan(_ plan: DayPlan) throws -> DayPlan {
    try write { connection in
      let sameID = try dayPlans(
        "SELECT \(RowReader.dayPlanColumns) FROM day_plans WHERE id = ?", [.uuid(plan.id)]
      ).first
      let existing = try dayPlan(for: plan.date)
      if let existing, existing.id != plan.id {
        guard
          (plan.createdAt, plan.id.canonicalText) < (existing.createdAt, existing.id.canonicalText)
        else { return existing }
        try connection.cached("DELETE FROM day_plans WHERE id = ?").run([.uuid(existing.id)])
        try log(.dayPlan, existing.id, .delete)
      }
      try upsert(
        table: "day_plans", columns: RowReader.dayPlanColumns, count: 5,
        values: RowReader.values(plan), kind: .dayPlan, id: plan.id, exists: sameID != nil,
        connection)
      return plan
    }
  }

  private func dayPlans(_ sql: String, _ values: [SQLValue]) throws -> [DayPlan] {
    try read { connection in
      let statement = try connection.cached(sql)
      defer { statement.reset() }
      try statement.bind(values)
      var plans: [DayPlan] = []
      while try statement.step() { plans.append(try RowReader.dayPlan(statement)) }
      return plans
    }
  }

  /// Inserts or replaces a row by id, logging an insert or an update.
  func upsert(
    table: String, columns: String, count: Int, values: [SQLValue], kind: StoreChange.Kind,
    id: UUID, exists: Bool, _ connection: Connection
  ) throws {
    try connection.cached(
      "INSERT OR REPLACE INTO \(table) (\(columns)) VALUES (\(RowReader.placeholders(count)))"
    ).run(values)
    try log(kind, id, exists ? .update : .insert)
  }
}
