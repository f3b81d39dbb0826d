public import Foundation
public import JamaalModel

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
    replacing(of: rule, stored: stored, now: now) {
      $0.attendanceStatus == .pending && $0.windowStart > now
    }
  }

  /// What to write after an Anchor of `rule` was decided, above all by a late correction (G-28,
  /// G-29): the rule's pending Anchors scheduled after it whose window has not closed are
  /// replaced by what the rule now generates. A plants-style (`afterLast`) rule's next window then
  /// follows the new `resolvedAt`, replacing the one scheduled after the miss (at most one
  /// pending instance per rule); a rule whose windows do not depend on history regenerates the
  /// same Anchors, so nothing is written.
  /// - Parameters:
  ///   - decided: the Anchor as just written.
  ///   - rule: its rule.
  ///   - stored: the stored Anchors (at least this rule's; `decided` may be there as it was).
  ///   - now: the current instant.
  /// - Returns: deletions, updates and inserts.
  public func planAfterDecision(
    of decided: Anchor, rule: AnchorRule, stored: [Anchor], now: Date
  ) -> GenerationPlan {
    guard !rule.isPaused, !rule.isArchived else { return GenerationPlan() }
    let stored = stored.filter { $0.id != decided.id } + [decided]
    return replacing(of: rule, stored: stored, now: now) {
      $0.id != decided.id && $0.attendanceStatus == .pending && $0.windowEnd > now
        && $0.windowStart > decided.windowStart
    }
  }

  /// Replaces the rule's stored Anchors that `replaceable` picks by what the rule generates
  /// without them: same natural key → updated in place (same id), no longer generated →
  /// deleted, new → inserted.
  private func replacing(
    of rule: AnchorRule, stored: [Anchor], now: Date, _ isReplaceable: (Anchor) -> Bool
  ) -> GenerationPlan {
    if case .needsAttention = read(rule) { return GenerationPlan() }
    var replaceable: [NaturalKey: Anchor] = [:]
    var kept: [Anchor] = []
    for anchor in stored {
      if anchor.rule == rule.id, isReplaceable(anchor) {
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
