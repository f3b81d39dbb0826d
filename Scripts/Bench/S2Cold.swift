import Foundation
import JamaalModel
import JamaalPrayerTimes
import JamaalSchedule

extension Figure {
  /// S2 from a cold start: 1,000 scheduled rules (the S2 shapes) and 20 prayer rules (the S2P
  /// shapes), today and tomorrow, on an empty store, with a fresh engine each run, so every
  /// config is decoded, as in each `jamaal` process; µs per Anchor generated.
  static func s2Cold() -> Figure {
    Figure(
      id: "S2C",
      what:
        "generation, 1,000 scheduled + 20 prayer rules, today and tomorrow (fresh engine each run)",
      unit: "µs/Anchor", bar: 2
    ) {
      guard let zone = TimeZone(identifier: "Europe/London") else {
        throw CocoaError(.featureUnsupported)
      }
      let registry = try SourceRegistry([ScheduledSource(), PrayerWindowSource()])
      // Monday 2026-11-30, 04:00 in London: every window of today is still to come.
      let now = Date(timeIntervalSince1970: 1_796_011_200)
      let today = ScheduleEngine(registry: registry, deviceTimeZone: zone).today(at: now)
      let scheduled = (0..<1000).map { BenchRules.scheduled($0, today: today, created: now) }
      let rules = try scheduled + (0..<20).map { try BenchRules.prayer($0, created: now) }
      return {
        var count = 0
        // The engine outlives the timing, as a process exits without tearing its caches down.
        var engine: ScheduleEngine?
        let elapsed = seconds {
          let fresh = ScheduleEngine(registry: registry, deviceTimeZone: zone)
          let plan = fresh.generate(rules: rules, stored: [], now: now)
          count = plan.inserts.count
          engine = fresh
          blackHole(plan)
        }
        blackHole(engine)
        guard count > 0 else { throw CocoaError(.featureUnsupported) }
        return elapsed * 1e6 / Double(count)
      }
    }
  }
}
