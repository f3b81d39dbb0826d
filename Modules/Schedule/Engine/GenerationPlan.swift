public import Foundation
public import JamaalModel

/// What the store should write after an evaluation: the engine decides, the caller writes.
public struct GenerationPlan: Hashable, Sendable {
  /// New Anchors to insert (natural keys not yet stored).
  public var inserts: [Anchor]
  /// Stored Anchors to write back changed (missed finalised, D-7 refreshed), same ids.
  public var updates: [Anchor]
  /// Ids of stored Anchors to delete (D-7 replaced, or inside a new exception).
  public var deletions: [UUID]

  /// Makes a plan.
  public init(inserts: [Anchor] = [], updates: [Anchor] = [], deletions: [UUID] = []) {
    self.inserts = inserts
    self.updates = updates
    self.deletions = deletions
  }

  /// Whether there is nothing to write.
  public var isEmpty: Bool { inserts.isEmpty && updates.isEmpty && deletions.isEmpty }

  /// The stored Anchors after applying the plan to `stored` (what a store would then hold).
  /// - Parameter stored: the Anchors before.
  /// - Returns: the Anchors after: deletions removed, updates replaced by id, inserts appended.
  public func applied(to stored: [Anchor]) -> [Anchor] {
    let deleted = Set(deletions)
    let updated = Dictionary(updates.map { ($0.id, $0) }, uniquingKeysWith: { _, last in last })
    return stored.compactMap { deleted.contains($0.id) ? nil : updated[$0.id] ?? $0 } + inserts
  }
}
