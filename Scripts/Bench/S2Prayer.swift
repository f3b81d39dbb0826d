import Foundation
import Model
import PrayerTimes
import Schedule

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
      let places: [(Double, Double, String, String)] = [
        (21.4225, 39.8262, "Asia/Riyadh", "ummAlQura"),
        (51.5074, -0.1278, "Europe/London", "moonsightingCommittee"),
        (24.8607, 67.0011, "Asia/Karachi", "karachi"),
        (30.0444, 31.2357, "Africa/Cairo", "egyptian"),
        (1.3521, 103.8198, "Asia/Singapore", "singapore"),
        (40.7128, -74.006, "America/New_York", "northAmerica"),
        (41.0082, 28.9784, "Europe/Istanbul", "turkey"),
        (59.3293, 18.0686, "Europe/Stockholm", "muslimWorldLeague"),
        (35.6892, 51.389, "Asia/Tehran", "tehran"), (25.2048, 55.2708, "Asia/Dubai", "dubai"),
      ]
      let rules = try (0..<20).map { index in
        let (latitude, longitude, zoneName, method) = places[index % places.count]
        let config: [String: Any] = [
          "version": 1, "method": method, "madhab": index % 3 == 0 ? "hanafi" : "shafi",
          "location": ["latitude": latitude, "longitude": longitude, "timeZone": zoneName],
          "ishaEndsAt": index % 2 == 0 ? "islamicMidnight" : "nextFajr",
        ]
        return AnchorRule(
          title: "Salah \(index)", sourceKey: .prayerWindow,
          configData: try JSONSerialization.data(withJSONObject: config), effortMinutes: 10,
          createdAt: now)
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
