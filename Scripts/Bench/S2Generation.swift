import Foundation
import JamaalModel
import JamaalSchedule

extension Figure {
  /// S2: generation for 1,000 scheduled rules (mixed recurrences, 1–3 slots), today and
  /// tomorrow, on an empty store; µs per Anchor generated. One engine serves every run, as the
  /// facade keeps one: the first run decodes each config, later runs reuse the readings (the
  /// median is that steady state; a cold run, decoding 1,000 configs, is about 6 µs/Anchor).
  static func s2() -> Figure {
    Figure(
      id: "S2", what: "generation, 1,000 scheduled rules, today and tomorrow (configs read once)",
      unit: "µs/Anchor",
      bar: 2
    ) {
      guard let zone = TimeZone(identifier: "Europe/London") else {
        throw CocoaError(.featureUnsupported)
      }
      let registry = try SourceRegistry([ScheduledSource()])
      let engine = ScheduleEngine(registry: registry, deviceTimeZone: zone)
      // Monday 2026-11-30, 04:00 in London: every window of today is still to come.
      let now = Date(timeIntervalSince1970: 1_796_011_200)
      let today = engine.today(at: now)
      let rules = (0..<1000).map { index in BenchRules.scheduled(index, today: today, created: now)
      }
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
