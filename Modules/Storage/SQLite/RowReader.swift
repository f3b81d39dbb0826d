import Foundation
internal import JamaalModel

/// Column lists and row ↔ model conversion, in one place per table.
enum RowReader {
  /// A stored date (seconds since 2001-01-01).
  static func date(_ seconds: Double) -> Date { Date(timeIntervalSinceReferenceDate: seconds) }

  /// A stored id; a malformed one is a damaged row.
  static func uuid(_ statement: Statement, _ index: Int, table: String) throws -> UUID {
    guard let id = statement.uuid(at: index) else {
      throw StoreError.unreadable("\(table): '\(statement.text(at: index))' is not an id")
    }
    return id
  }

  /// Stored times Jamaal can compute with: years 1 … 9999, in seconds since 2001.
  static let usableTimes = -63_113_904_000.0...252_423_993_600.0
  /// Stored logical dates Jamaal can compute with: years 1 … 9999, in days since 1970.
  static let usableDays = -719_162...2_932_896

  /// Names an Anchor row holding a value no computation may use, and the way out. The file is
  /// not damaged (`export` still reads the row as it is), so this is not a recovery case.
  private static func requireUsable(_ usable: Bool, _ column: String, _ id: UUID) throws {
    guard !usable else { return }
    throw StoreError.unreadable(
      "anchors row \(id.canonicalText): \(column) is not a time Jamaal can use; "
        + "export the store, fix or delete that row in the file and import it into a new store")
  }

  /// An optional stored date.
  static func optionalDate(_ statement: Statement, _ index: Int) -> Date? {
    statement.isNull(at: index) ? nil : date(statement.double(at: index))
  }

  /// An optional stored integer.
  static func optionalInt(_ statement: Statement, _ index: Int) -> Int? {
    statement.isNull(at: index) ? nil : statement.int(at: index)
  }

  // MARK: Rules

  static let ruleColumns =
    "id, title, source_key, config_data, effort_minutes, placement, is_paused, is_archived, "
    + "created_at, modified_at"

  static func rule(_ statement: Statement) throws -> AnchorRule {
    AnchorRule(
      id: try uuid(statement, 0, table: "rules"), title: statement.text(at: 1),
      sourceKey: SourceKey(rawValue: statement.text(at: 2)), configData: statement.blob(at: 3),
      effortMinutes: statement.int(at: 4), placement: Placement(rawValue: statement.text(at: 5)),
      isPaused: statement.int(at: 6) != 0, isArchived: statement.int(at: 7) != 0,
      createdAt: date(statement.double(at: 8)), modifiedAt: date(statement.double(at: 9)))
  }

  static func values(_ rule: AnchorRule) -> [SQLValue] {
    [
      .uuid(rule.id), .text(rule.title), .text(rule.sourceKey.rawValue), .blob(rule.configData),
      .int(rule.effortMinutes), .text(rule.placement.rawValue), .bool(rule.isPaused),
      .bool(rule.isArchived), .date(rule.createdAt), .date(rule.modifiedAt),
    ]
  }

  // MARK: Anchors

  /// The columns ``anchor(_:)`` reads, in its order.
  private static let anchorColumnNames = [
    "id", "rule_id", "title", "occurrence_date", "slot_key", "window_start", "window_end",
    "effort_minutes", "placement", "attendance_status", "resolved_at",
    "remind_before_start_minutes", "remind_before_end_minutes", "created_at", "modified_at",
  ]

  static let anchorColumns = anchorColumnNames.joined(separator: ", ")

  /// `anchorColumns`, each qualified by a table alias (`"a."`), for joins.
  static func anchorColumns(prefix: String) -> String {
    anchorColumnNames.map { prefix + $0 }.joined(separator: ", ")
  }

  static func anchor(_ statement: Statement) throws -> Anchor {
    let id = try uuid(statement, 0, table: "anchors")
    let start = statement.double(at: 5)
    let end = statement.double(at: 6)
    let day = statement.int(at: 3)
    // Values Jamaal computes with must be within years 1…9999: a row poisoned by an old import
    // or an edit by hand is named, never computed with (a trap on every launch).
    try requireUsable(usableTimes.contains(start), "window_start", id)
    try requireUsable(usableTimes.contains(end), "window_end", id)
    try requireUsable(usableDays.contains(day), "occurrence_date", id)
    return Anchor(
      id: id,
      rule: statement.isNull(at: 1) ? nil : try uuid(statement, 1, table: "anchors"),
      title: statement.text(at: 2),
      occurrenceDate: LogicalDate(daysSinceEpoch: day),
      slotKey: statement.text(at: 4), windowStart: date(start),
      windowEnd: date(end), effortMinutes: statement.int(at: 7),
      placement: Placement(rawValue: statement.text(at: 8)),
      attendanceStatus: AttendanceStatus(rawValue: statement.text(at: 9)),
      resolvedAt: optionalDate(statement, 10),
      remindBeforeStartMinutes: optionalInt(statement, 11),
      remindBeforeEndMinutes: optionalInt(statement, 12),
      createdAt: date(statement.double(at: 13)), modifiedAt: date(statement.double(at: 14)))
  }

  static func values(_ anchor: Anchor) -> [SQLValue] {
    [
      .uuid(anchor.id), .uuid(anchor.rule), .text(anchor.title),
      .int(anchor.occurrenceDate.daysSinceEpoch), .text(anchor.slotKey),
      .date(anchor.windowStart), .date(anchor.windowEnd), .int(anchor.effortMinutes),
      .text(anchor.placement.rawValue), .text(anchor.attendanceStatus.rawValue),
      .date(anchor.resolvedAt), .int(anchor.remindBeforeStartMinutes),
      .int(anchor.remindBeforeEndMinutes), .date(anchor.createdAt), .date(anchor.modifiedAt),
    ]
  }

  /// Binds an Anchor to parameters 1…15 in `anchorColumns` order without building an array
  /// (the generation hot path); `id` is its id's text, made once by the caller.
  static func bind(_ anchor: Anchor, id: String, to statement: Statement) throws {
    try statement.bind(text: id, at: 1)
    if let rule = anchor.rule {
      try statement.bind(text: rule.canonicalText, at: 2)
    } else {
      try statement.bind(int: nil, at: 2)
    }
    try statement.bind(text: anchor.title, at: 3)
    try statement.bind(int: anchor.occurrenceDate.daysSinceEpoch, at: 4)
    try statement.bind(text: anchor.slotKey, at: 5)
    try statement.bind(double: anchor.windowStart.timeIntervalSinceReferenceDate, at: 6)
    try statement.bind(double: anchor.windowEnd.timeIntervalSinceReferenceDate, at: 7)
    try statement.bind(int: anchor.effortMinutes, at: 8)
    try statement.bind(text: anchor.placement.rawValue, at: 9)
    try statement.bind(text: anchor.attendanceStatus.rawValue, at: 10)
    if let resolved = anchor.resolvedAt {
      try statement.bind(double: resolved.timeIntervalSinceReferenceDate, at: 11)
    } else {
      try statement.bind(int: nil, at: 11)
    }
    try statement.bind(int: anchor.remindBeforeStartMinutes, at: 12)
    try statement.bind(int: anchor.remindBeforeEndMinutes, at: 13)
    try statement.bind(double: anchor.createdAt.timeIntervalSinceReferenceDate, at: 14)
    try statement.bind(double: anchor.modifiedAt.timeIntervalSinceReferenceDate, at: 15)
  }

  // MARK: Settings, day plans, focus sessions

  static let settingsColumns =
    "id, day_start, planning_time, morning_time, week_start, created_at, modified_at"

  /// The settings row. A time or weekday this version can't read (a newer one wrote it) counts
  /// as the default and stays stored as it is until the user changes the settings: the store
  /// still opens, and the day is planned with the default.
  static func settings(_ statement: Statement) throws -> UserSettings {
    let defaults = UserSettings(createdAt: date(statement.double(at: 5)))
    func time(_ index: Int, _ fallback: WallClockTime) -> WallClockTime {
      WallClockTime(statement.text(at: index)) ?? fallback
    }
    return UserSettings(
      id: try uuid(statement, 0, table: "user_settings"),
      dayStart: time(1, defaults.dayStart), planningTime: time(2, defaults.planningTime),
      morningTime: time(3, defaults.morningTime),
      weekStart: Weekday(key: statement.text(at: 4)) ?? defaults.weekStart,
      createdAt: date(statement.double(at: 5)), modifiedAt: date(statement.double(at: 6)))
  }

  static func values(_ settings: UserSettings) -> [SQLValue] {
    [
      .uuid(settings.id), .text(settings.dayStart.description),
      .text(settings.planningTime.description), .text(settings.morningTime.description),
      .text(settings.weekStart.key), .date(settings.createdAt), .date(settings.modifiedAt),
    ]
  }

  static let dayPlanColumns = "id, date, state, created_at, modified_at"

  static func dayPlan(_ statement: Statement) throws -> DayPlan {
    DayPlan(
      id: try uuid(statement, 0, table: "day_plans"),
      date: LogicalDate(daysSinceEpoch: statement.int(at: 1)),
      state: DayPlanState(rawValue: statement.text(at: 2)),
      createdAt: date(statement.double(at: 3)), modifiedAt: date(statement.double(at: 4)))
  }

  static func values(_ plan: DayPlan) -> [SQLValue] {
    [
      .uuid(plan.id), .int(plan.date.daysSinceEpoch), .text(plan.state.rawValue),
      .date(plan.createdAt), .date(plan.modifiedAt),
    ]
  }

  static let focusColumns =
    "id, title, started_at, ended_at, logged_minutes, created_at, modified_at"

  static func focusSession(_ statement: Statement) throws -> FocusSession {
    FocusSession(
      id: try uuid(statement, 0, table: "focus_sessions"),
      title: statement.isNull(at: 1) ? nil : statement.text(at: 1),
      startedAt: date(statement.double(at: 2)), endedAt: optionalDate(statement, 3),
      loggedMinutes: statement.int(at: 4), createdAt: date(statement.double(at: 5)),
      modifiedAt: date(statement.double(at: 6)))
  }

  static func values(_ session: FocusSession) -> [SQLValue] {
    [
      .uuid(session.id), .optionalText(session.title), .date(session.startedAt),
      .date(session.endedAt), .int(session.loggedMinutes), .date(session.createdAt),
      .date(session.modifiedAt),
    ]
  }

  /// `?, ?, …` for `count` parameters.
  static func placeholders(_ count: Int) -> String {
    Array(repeating: "?", count: count).joined(separator: ", ")
  }
}
