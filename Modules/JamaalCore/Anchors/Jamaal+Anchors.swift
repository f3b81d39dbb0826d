public import Foundation
public import JamaalModel
public import JamaalSchedule

extension Jamaal.Anchors {
  /// Acts on an Anchor (AN-10): attended, not today, someone else did it, or the late correction.
  ///
  /// The Anchor is read again inside the write transaction and the action decided on what is
  /// stored then: of several processes acting on one Anchor at once, exactly one succeeds and
  /// the others are refused with the usual words ("Already marked attended").
  /// - Parameters:
  ///   - action: what the user chose (`attend` on a missed one is the late correction).
  ///   - anchor: the Anchor (only its id is used).
  /// - Returns: the Anchor as written.
  /// - Throws: ``JamaalError`` with the refusal's words ("Opens at 15:20"), or `notFound` when
  ///   it was removed meanwhile; `StoreError`.
  @discardableResult
  public func act(_ action: AnchorAction, on anchor: Anchor) throws -> Anchor {
    try store.transaction {
      guard let stored = try store.anchor(id: anchor.id) else {
        throw JamaalError(.notFound, "no Anchor has the id '\(anchor.id.uuidString.lowercased())'")
      }
      let changed: Anchor
      do throws(ActionRefusal) {
        changed = try AnchorActions.perform(
          action, on: stored, now: clock.now, logicalDay: logicalDay)
      } catch {
        throw JamaalError.action(error)
      }
      try store.updateAnchor(changed)
      try reschedule(after: changed)
      return changed
    }
  }

  /// Stores a one-off Anchor at once (AN-08).
  /// - Throws: ``JamaalError`` of kind `field` when its title is blank or over SPEC §7's limits
  ///   (`OneOff.make` checks it first, as a person types it); `StoreError`.
  public func addOneOff(_ anchor: Anchor) throws {
    do { try TitleRule.check(anchor.title) } catch { throw JamaalError.field(error) }
    try store.insertAnchors([anchor])
  }

  /// The stored Anchors of the logical dates `from` … `through`, in window order.
  /// - Throws: `StoreError`.
  public func from(_ from: LogicalDate, through: LogicalDate) throws -> [Anchor] {
    try store.anchors(from: from, through: through)
      .sorted { ($0.windowStart, $0.slotKey) < ($1.windowStart, $1.slotKey) }
  }

  /// Every stored Anchor of the rule with `id`, in window order (history included).
  /// - Throws: `StoreError`.
  public func ofRule(_ id: UUID) throws -> [Anchor] {
    try store.anchors(rule: id)
      .sorted { ($0.windowStart, $0.slotKey) < ($1.windowStart, $1.slotKey) }
  }

  /// Finds an Anchor by its id or a unique id prefix of at least 6 characters.
  /// - Throws: ``JamaalError`` naming the id when none or several match.
  public func matching(_ text: String) throws -> Anchor {
    try jamaal.unique(try store.anchors(idPrefix: Jamaal.prefix(text)), kind: "Anchor", text: text)
  }
}
