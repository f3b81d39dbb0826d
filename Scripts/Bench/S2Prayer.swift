import Foundation
import JamaalModel
import JamaalPrayerTimes
import JamaalSchedule

extension Figure {
  /// S2 (prayer part): generation for 20 prayer rules at places from the equator to 65° north,
  /// today and tomorrow, on an empty store; µs per Anchor generated. One engine serves every run
  /// (configs read once, as in S2).
  static func s2Prayer() -> Figure {
    Figure(
      id: "S2P", what: "generation, 20 prayer rules, today and tomorrow (configs read once)",
      unit: "µs/Anchor", bar: 2
    ) {
      guard let zone = TimeZone(identifier: "Europe/London") else {
        throw CocoaError(.featureUnsupported)
      }
      let registry = try SourceRegistry([ScheduledSource(), PrayerWindowSource()])
      let engine = ScheduleEngine(registry: registry, deviceTimeZone: zone)
      // Monday 2026-11-30, 04:00 in London.
      let now = Date(timeIntervalSince1970: 1_796_011_200)
      let rules = try (0..<20).map { try BenchRules.prayer($0, created: now) }
      return {
        var count = 0
        let elapsed = seconds {
          let plan = engine.generate(rules: rules, stored: [], now: now)
          count = plan.inserts.count
          blackHole(plan)
        }
        guard count > 0 else { throw CocoaError(.featureUnsupported) }
        return elapsed * 1e6 / Double(count)
      }
    }
  }
}
