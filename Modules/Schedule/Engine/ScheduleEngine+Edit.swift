public import Foundation
public import Model

extension ScheduleEngine {
  /// What to write after a rule was edited, paused, resumed or archived (D-7).
  ///
  /// Its pending Anchors whose window has not opened are replaced by what the rule now
  /// generates: one regenerated with the same natural key is updated in place (same id), one no
  /// longer generated is deleted, a new one is inserted. Anchors already open, or decided, stay
  /// as they are. A rule that needs attention is left alone (empty plan).
  /// - Parameters:
  ///   - rule: the rule as saved after the edit.
  ///   - stored: the stored Anchors (at least this rule's).
  ///   - now: the current instant.
  /// - Returns: deletions, updates and inserts.
  public func planEdit(of rule: AnchorRule, stored: [Anchor], now: Date) -> GenerationPlan {
    if case .needsAttention = read(rule) { return GenerationPlan() }
    var replaceable: [NaturalKey: Anchor] = [:]
    var kept: [Anchor] = []
    for anchor in stored {
      if anchor.rule == rule.id, anchor.attendanceStatus == .pending, anchor.windowStart > now {
        replaceable[anchor.naturalKey] = anchor
      } else {
        kept.append(anchor)
      }
    }
    var plan = GenerationPlan()
    for fresh in generate(rules: [rule], stored: kept, now: now).inserts {
      guard let old = replaceable.removeValue(forKey: fresh.naturalKey) else {
        plan.inserts.append(fresh)
        continue
      }
      var updated = fresh
      updated.id = old.id
      updated.createdAt = old.createdAt
      updated.modifiedAt = old.modifiedAt
      if updated != old {
        updated.modifiedAt = now
        plan.updates.append(updated)
      }
    }
    plan.deletions = replaceable.values.sorted { $0.windowStart < $1.windowStart }.map(\.id)
    return plan
  }
}
