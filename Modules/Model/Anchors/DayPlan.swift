public import Foundation

/// Whether the night before a date was planned or skipped. One per date.
public struct DayPlan: Identifiable, Hashable, Codable, Sendable {
  /// Unique id.
  public var id: UUID
  /// The logical date planned.
  public var date: LogicalDate
  /// Planned or skipped (unknown values kept).
  public var state: DayPlanState
  /// When the row was created.
  public var createdAt: Date
  /// When the row last changed.
  public var modifiedAt: Date

  /// Makes a day plan.
  public init(
    id: UUID = UUID(), date: LogicalDate, state: DayPlanState, createdAt: Date,
    modifiedAt: Date? = nil
  ) {
    self.id = id
    self.date = date
    self.state = state
    self.createdAt = createdAt
    self.modifiedAt = modifiedAt ?? createdAt
  }
}
