public import Foundation
public import JamaalModel

/// The columns Sync reads, as Storage names and encodes them (``SyncColumn``): Sync spells none
/// of Storage's columns and decodes none of their cells itself, so a column renamed or
/// re-encoded here is so for both.
public enum SyncColumns {
  /// A rule's config (base64 in a record).
  public static let config = SyncColumn<Data>.bytes("config_data")
  /// When a row was made (D-10's order).
  public static let createdAt = SyncColumn<Date>.time("created_at")
  /// An Anchor's status.
  public static let attendanceStatus = SyncColumn<String>.text("attendance_status")
  /// When an Anchor was decided.
  public static let resolvedAt = SyncColumn<Date>.time("resolved_at")
  /// Whether a rule is archived.
  public static let isArchived = SyncColumn<Bool>.flag("is_archived")
  /// An Anchor's window.
  public static let windowStart = SyncColumn<Date>.time("window_start")
  /// An Anchor's window's end.
  public static let windowEnd = SyncColumn<Date>.time("window_end")
  /// A focus session's start.
  public static let startedAt = SyncColumn<Date>.time("started_at")
  /// A focus session's end.
  public static let endedAt = SyncColumn<Date>.time("ended_at")
  /// A focus session's minutes.
  public static let loggedMinutes = SyncColumn<Int>.integer("logged_minutes")
  /// An Anchor's rule.
  public static let ruleID = SyncColumn<String>.text("rule_id")
  /// An Anchor's logical date.
  public static let occurrenceDate = SyncColumn<LogicalDate>.date("occurrence_date")
  /// An Anchor's slot.
  public static let slotKey = SyncColumn<String>.text("slot_key")
  /// A day plan's date.
  public static let date = SyncColumn<LogicalDate>.date("date")

  /// The columns of a kind's natural key (SPEC D-10): an Anchor's rule, date and slot; a day
  /// plan's date; none for the one settings row (every one shares it) and for kinds without one.
  /// - Parameter kind: the kind of row.
  /// - Returns: the columns, empty for none.
  public static func naturalKey(of kind: StoreChange.Kind) -> [String] {
    switch kind {
    case .anchor: [ruleID.name, occurrenceDate.name, slotKey.name]
    case .dayPlan: [date.name]
    case .settings, .rule, .focusSession: []
    }
  }
}
