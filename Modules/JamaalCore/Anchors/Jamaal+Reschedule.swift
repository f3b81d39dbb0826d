import Foundation
public import JamaalModel
import JamaalSchedule

extension Jamaal.Anchors {
  /// Reschedules a rule after one of its Anchors was decided (G-28, G-29): a late correction on
  /// a plants-style rule moves its next window to follow the new `resolvedAt`. Call it inside
  /// the transaction that wrote `decided`.
  /// - Parameter decided: the Anchor as just written.
  /// - Throws: `StoreError`.
  public func reschedule(after decided: Anchor) throws {
    guard let id = decided.rule, let rule = try store.rule(id: id) else { return }
    let now = clock.now
    let stored = try jamaal.storedAnchors(of: id)
    try jamaal.apply(engine.planAfterDecision(of: decided, rule: rule, stored: stored, now: now))
  }
}
