/// The columns Sync reads by name, as Storage names them: Sync spells none of Storage's columns
/// itself, so a column renamed here is renamed for both.
public enum SyncColumns {
  /// A rule's config (base64 in a record).
  public static let config = "config_data"
  /// When a row was made (D-10's order).
  public static let createdAt = "created_at"
  /// An Anchor's status.
  public static let attendanceStatus = "attendance_status"
  /// When an Anchor was decided.
  public static let resolvedAt = "resolved_at"
  /// Whether a rule is archived.
  public static let isArchived = "is_archived"
  /// An Anchor's window.
  public static let windowStart = "window_start"
  /// An Anchor's window's end.
  public static let windowEnd = "window_end"
  /// A focus session's start.
  public static let startedAt = "started_at"
  /// A focus session's end.
  public static let endedAt = "ended_at"
  /// A focus session's minutes.
  public static let loggedMinutes = "logged_minutes"
  /// An Anchor's rule.
  public static let ruleID = "rule_id"
  /// An Anchor's logical date.
  public static let occurrenceDate = "occurrence_date"
  /// An Anchor's slot.
  public static let slotKey = "slot_key"
  /// A day plan's date.
  public static let date = "date"

  /// The columns of a kind's natural key (SPEC D-10): an Anchor's rule, date and slot; a day
  /// plan's date; none for the one settings row (every one shares it) and for kinds without one.
  /// - Parameter kind: the kind of row.
  /// - Returns: the columns, empty for none.
  public static func naturalKey(of kind: StoreChange.Kind) -> [String] {
    switch kind {
    case .anchor: [ruleID, occurrenceDate, slotKey]
    case .dayPlan: [date]
    case .settings, .rule, .focusSession: []
    }
  }
}
