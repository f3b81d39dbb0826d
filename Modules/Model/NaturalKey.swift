public import Foundation

/// The natural key of an Anchor: (rule, occurrence date, slot).
public struct NaturalKey: Hashable, Sendable {
  /// The rule, `nil` for one-offs.
  public var rule: UUID?
  /// The logical date.
  public var occurrenceDate: LogicalDate
  /// The slot id.
  public var slotKey: String

  /// Makes a key.
  public init(rule: UUID?, occurrenceDate: LogicalDate, slotKey: String) {
    self.rule = rule
    self.occurrenceDate = occurrenceDate
    self.slotKey = slotKey
  }
}
