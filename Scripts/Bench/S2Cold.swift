import Foundation
import Model
import PrayerTimes
import Schedule

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
      let scheduled = (0..<1000).map { coldScheduledRule($0, today: today, created: now) }
      let rules = try scheduled + (0..<20).map { try coldPrayerRule($0, created: now) }
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

  /// The S2 shapes: school run (2 slots), every day, every week (3 slots), plants.
  private static func coldScheduledRule(
    _ index: Int, today: LogicalDate, created: Date
  ) -> AnchorRule {
    let slots = [
      Slot(
        id: "a", label: "First",
        timing: .timed(
          start: WallClockTime(minutes: 480 + index % 60) ?? .midnight, windowMinutes: 30)),
      Slot(
        id: "b", label: "Second",
        timing: .timed(start: WallClockTime(minutes: 900) ?? .midnight, windowMinutes: 45)),
      Slot(id: "c", timing: .allDay),
    ]
    let config: ScheduledConfig
    switch index % 4 {
    case 0:
      config = ScheduledConfig(
        recurrence: .weekdays(days: Set(Weekday.allCases)), slots: Array(slots.prefix(2)))
    case 1:
      config = ScheduledConfig(
        recurrence: .everyNDays(n: 1, startDate: today.adding(days: -30)), slots: [slots[0]])
    case 2:
      config = ScheduledConfig(
        recurrence: .everyNWeeks(
          n: 1, days: Set(Weekday.allCases), startDate: today.adding(days: -14)),
        slots: slots, reminder: ReminderSetting(atStart: true, beforeEndMinutes: 10))
    default:
      config = ScheduledConfig(
        recurrence: .afterLast(minDays: 1, maxDays: 2, startDate: today.adding(days: -1)),
        slots: [slots[2]])
    }
    return AnchorRule(
      title: "Rule \(index)", sourceKey: .scheduled, configData: config.jsonData(),
      effortMinutes: 15, createdAt: created)
  }

  /// The S2P shapes: ten places from the equator to 65° north, two madhabs, both Isha ends.
  private static func coldPrayerRule(_ index: Int, created: Date) throws -> AnchorRule {
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
    let (latitude, longitude, zoneName, method) = places[index % places.count]
    let config: [String: Any] = [
      "version": 1, "method": method, "madhab": index % 3 == 0 ? "hanafi" : "shafi",
      "location": ["latitude": latitude, "longitude": longitude, "timeZone": zoneName],
      "ishaEndsAt": index % 2 == 0 ? "islamicMidnight" : "nextFajr",
    ]
    return AnchorRule(
      title: "Salah \(index)", sourceKey: .prayerWindow,
      configData: try JSONSerialization.data(withJSONObject: config), effortMinutes: 10,
      createdAt: created)
  }
}
