import Foundation
public import Model
public import Schedule

extension Jamaal {
  /// Acts on an Anchor (AN-10): attended, not today, someone else did it, or the late correction.
  /// - Parameters:
  ///   - action: what the user chose (`attend` on a missed one is the late correction).
  ///   - anchor: the stored Anchor.
  /// - Returns: the Anchor as written.
  /// - Throws: ``JamaalError`` with the refusal's words ("Opens at 15:20"); `StoreError`.
  @discardableResult
  public func act(_ action: AnchorAction, on anchor: Anchor) throws -> Anchor {
    let changed: Anchor
    do {
      changed = try AnchorActions.perform(
        action, on: anchor, now: clock.now, logicalDay: logicalDay)
    } catch {
      throw JamaalError.action(error)
    }
    try store.transaction {
      try store.updateAnchor(changed)
      try reschedule(after: changed)
    }
    return changed
  }

  /// Stores a one-off Anchor at once (AN-08).
  /// - Throws: `StoreError`.
  public func addOneOff(_ anchor: Anchor) throws {
    try store.insertAnchors([anchor])
  }

  /// The stored Anchors of the logical dates `from` … `through`, in window order.
  /// - Throws: `StoreError`.
  public func anchors(from: LogicalDate, through: LogicalDate) throws -> [Anchor] {
    try store.anchors(from: from, through: through)
      .sorted { ($0.windowStart, $0.slotKey) < ($1.windowStart, $1.slotKey) }
  }

  /// Finds an Anchor by its id or a unique id prefix of at least 6 characters.
  /// - Throws: ``JamaalError`` naming the id when none or several match.
  public func anchor(matching text: String) throws -> Anchor {
    try unique(try store.anchors(idPrefix: Self.prefix(text)), kind: "Anchor", text: text)
  }
}
