public import Foundation

/// One occurrence of a fixed commitment: a window of time and its outcome.
///
/// Generated Anchors carry their rule's id; a one-off has `rule == nil` and `slotKey == ""`.
/// The natural key is (`rule`, `occurrenceDate`, `slotKey`).
public struct Anchor: Identifiable, Hashable, Codable, Sendable {
  /// Unique id.
  public var id: UUID
  /// The rule that generated it; `nil` for a one-off.
  public var rule: UUID?
  /// The slot label, the rule's title when the slot has none, or what the user typed (G-27).
  public var title: String
  /// The logical date the rule yielded it for (D-2).
  public var occurrenceDate: LogicalDate
  /// The slot id within its rule ("" for a one-off).
  public var slotKey: String
  /// When the window opens.
  public var windowStart: Date
  /// When the window closes (exclusive).
  public var windowEnd: Date
  /// Minutes of effort it takes.
  public var effortMinutes: Int
  /// Fixed or flexible.
  public var placement: Placement
  /// The outcome.
  public var attendanceStatus: AttendanceStatus
  /// When the status left pending, updated by a late correction (G-29).
  public var resolvedAt: Date?
  /// Minutes before the start to remind (0 = at the start); `nil` = no reminder (G-30).
  public var remindBeforeStartMinutes: Int?
  /// Minutes before the end to remind; `nil` = no closing reminder (G-30).
  public var remindBeforeEndMinutes: Int?
  /// When the row was created.
  public var createdAt: Date
  /// When the row last changed.
  public var modifiedAt: Date

  /// Makes an Anchor; every field is given, the status defaults to pending.
  public init(
    id: UUID = UUID(), rule: UUID?, title: String, occurrenceDate: LogicalDate, slotKey: String,
    windowStart: Date, windowEnd: Date, effortMinutes: Int, placement: Placement = .fixed,
    attendanceStatus: AttendanceStatus = .pending, resolvedAt: Date? = nil,
    remindBeforeStartMinutes: Int? = nil, remindBeforeEndMinutes: Int? = nil,
    createdAt: Date, modifiedAt: Date? = nil
  ) {
    self.id = id
    self.rule = rule
    self.title = title
    self.occurrenceDate = occurrenceDate
    self.slotKey = slotKey
    self.windowStart = windowStart
    self.windowEnd = windowEnd
    self.effortMinutes = effortMinutes
    self.placement = placement
    self.attendanceStatus = attendanceStatus
    self.resolvedAt = resolvedAt
    self.remindBeforeStartMinutes = remindBeforeStartMinutes
    self.remindBeforeEndMinutes = remindBeforeEndMinutes
    self.createdAt = createdAt
    self.modifiedAt = modifiedAt ?? createdAt
  }

  /// The natural key: one Anchor per rule, logical date and slot.
  public var naturalKey: NaturalKey {
    NaturalKey(rule: rule, occurrenceDate: occurrenceDate, slotKey: slotKey)
  }

  /// The window as an interval.
  public var window: DateInterval { DateInterval(start: windowStart, end: windowEnd) }
}
