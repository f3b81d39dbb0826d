import Foundation
import JamaalModel
import JamaalPrayerTimes
import JamaalSchedule

/// The rules the generation figures (S2, S2P, S2C) generate from.
enum BenchRules {
  /// The S2 shapes: school run (2 slots), every day, every week (3 slots), plants.
  static func scheduled(
    _ index: Int, today: LogicalDate, created: Date, reminders: Bool = false
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
    var config: ScheduledConfig
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
    if reminders {
      // S3: every rule reminds at the start, a third also 10 minutes before the end.
      config.reminder = ReminderSetting(atStart: true, beforeEndMinutes: index % 3 == 0 ? 10 : nil)
    }
    return AnchorRule(
      title: "Rule \(index)", sourceKey: .scheduled, configData: config.jsonData(),
      effortMinutes: 15, createdAt: created)
  }

  /// The S2P shapes: ten places from the equator to 65° north, two madhabs, both Isha ends.
  static func prayer(_ index: Int, created: Date) throws -> AnchorRule {
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
