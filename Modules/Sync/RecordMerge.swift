import Foundation
import JSON

/// How two versions of one record become one (SPEC §8), the same on every device whatever order
/// the versions arrive in, so every device ends with the same data:
///
/// - the fields are the latest version's (`modifiedAt`, ties: the higher device id);
/// - a decided outcome is never replaced by pending: among the versions' outcomes a decided one
///   wins (between two decided ones, the later `resolvedAt`, then the text), and a deletion of a
///   row that holds a decided outcome is undone;
/// - an archived rule stays archived: a write that had not seen the archive cannot un-archive it.
///
/// Each part picks a maximum over a total order, so the merge is commutative, associative and
/// idempotent: versions may arrive late, twice, or out of order.
enum RecordMerge {
  /// The column holding an Anchor's outcome, and the one holding when it was decided.
  static let status = "attendance_status"
  static let resolvedAt = "resolved_at"
  static let archived = "is_archived"

  /// One record from two versions of it (same kind and id).
  static func merge(_ first: SyncRecord, _ second: SyncRecord) -> SyncRecord {
    if first == second { return first }
    var result = isLater(first, than: second) ? first : second
    let other = result == first ? second : first
    if let outcome = outcome(of: result, other) {
      result.fields[status] = outcome.status
      result.fields[resolvedAt] = outcome.resolvedAt
      if result.isDeleted, isDecided(outcome.status) { result.isDeleted = false }
    }
    if first.kind == "rule", archivedFlag(first) || archivedFlag(second) {
      result.fields[archived] = .integer(1)
    }
    return result
  }

  /// Whether `first` is the later version: `modifiedAt`, then device id, then its bytes (two
  /// versions with the same time and device differ only after a fault; any fixed order does).
  static func isLater(_ first: SyncRecord, than second: SyncRecord) -> Bool {
    if first.modifiedAt != second.modifiedAt { return first.modifiedAt > second.modifiedAt }
    if first.device != second.device { return first.device > second.device }
    return first.data.lexicographicallyPrecedes(second.data) == false
  }

  /// The outcome (status, resolvedAt) the merge keeps, or nil when the records carry none.
  static func outcome(of first: SyncRecord, _ second: SyncRecord) -> (
    status: JSONValue, resolvedAt: JSONValue
  )? {
    guard let firstStatus = first.fields[status], let secondStatus = second.fields[status] else {
      return nil
    }
    let firstPair = (status: firstStatus, resolvedAt: first.fields[resolvedAt] ?? .null)
    let secondPair = (status: secondStatus, resolvedAt: second.fields[resolvedAt] ?? .null)
    return outcomeRank(firstPair) >= outcomeRank(secondPair) ? firstPair : secondPair
  }

  /// The order of outcomes: pending lowest; decided ones by when, then by text.
  static func outcomeRank(_ pair: (status: JSONValue, resolvedAt: JSONValue)) -> OutcomeRank {
    OutcomeRank(
      decided: isDecided(pair.status), when: pair.resolvedAt.double ?? -Double.infinity,
      text: pair.status.string ?? "")
  }

  /// Whether a status is decided: anything but pending (an unknown one too: a newer version's
  /// decision, G-82).
  static func isDecided(_ value: JSONValue) -> Bool { value.string != "pending" }

  private static func archivedFlag(_ record: SyncRecord) -> Bool {
    record.fields[archived]?.int == 1 || record.fields[archived]?.bool == true
  }
}

/// An outcome's place in the merge's order.
struct OutcomeRank: Comparable {
  let decided: Bool
  let when: Double
  let text: String

  static func < (lhs: OutcomeRank, rhs: OutcomeRank) -> Bool {
    if lhs.decided != rhs.decided { return !lhs.decided }
    if lhs.when != rhs.when { return lhs.when < rhs.when }
    return lhs.text < rhs.text
  }
}
