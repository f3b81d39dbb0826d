import Foundation
public import JamaalModel
import JamaalSchedule

/// Reads a rule and generates its Anchors as `jamaal` does at launch, checking what every
/// generated Anchor must satisfy.
public enum FuzzGeneration {
  /// Reads `rule` through the registry; when it is ready, generates today's and tomorrow's
  /// Anchors and checks each: its rule, a window that ends after it starts, a window near now.
  /// - Parameter rule: the rule.
  /// - Returns: whether the rule was ready (false: it needs attention).
  @discardableResult
  public static func check(_ rule: AnchorRule) -> Bool {
    guard case .ready(let schedule) = FuzzSources.registry.read(rule) else { return false }
    _ = schedule.summary
    let engine = ScheduleEngine(
      registry: FuzzSources.registry, settings: UserSettings(createdAt: FuzzSources.now),
      deviceTimeZone: FuzzSources.zone)
    let plan = engine.evaluate(rules: [rule], stored: [], now: FuzzSources.now)
    let today = engine.logicalDay.logicalDate(of: FuzzSources.now)
    for anchor in plan.inserts {
      invariant(anchor.rule == rule.id, "an Anchor of another rule: \(anchor)")
      invariant(anchor.windowEnd > anchor.windowStart, "a window of no length: \(anchor)")
      // A flexible window (after last done) may have opened days ago and still be open today:
      // its window is checked, not its date.
      invariant(
        anchor.occurrenceDate <= today.adding(days: 2)
          && anchor.windowEnd > FuzzSources.now.addingTimeInterval(-2 * 86_400)
          && anchor.windowStart < FuzzSources.now.addingTimeInterval(3 * 86_400),
        "an Anchor far from now (\(FuzzSources.now)): \(anchor)")
    }
    let again = engine.evaluate(rules: [rule], stored: plan.inserts, now: FuzzSources.now)
    invariant(again.inserts.isEmpty, "generation twice doubled Anchors: \(again.inserts)")
    return true
  }
}
