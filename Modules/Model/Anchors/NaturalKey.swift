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

extension NaturalKey {
  /// Hashes the rule and the date only: the slots of one rule's day are few, and told apart by
  /// `==`. (A slot key is a `String`, whose hash walks its text to honour canonical equivalence;
  /// generation hashes a key for every window it considers.)
  /// - Parameter hasher: the hasher.
  public func hash(into hasher: inout Hasher) {
    if let rule {
      let halves = withUnsafeBytes(of: rule.uuid) {
        (
          $0.loadUnaligned(fromByteOffset: 0, as: UInt64.self),
          $0.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
        )
      }
      hasher.combine(halves.0)
      hasher.combine(halves.1)
    }
    hasher.combine(occurrenceDate.daysSinceEpoch)
  }
}
