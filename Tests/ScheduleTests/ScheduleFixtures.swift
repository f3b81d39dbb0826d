import Foundation
import JamaalModel
import JamaalSchedule
import JamaalTestSupport

/// Rules, engines and instants for the Schedule tests.
enum ScheduleFixtures {
  static let london = Fixtures.zone("Europe/London")

  /// A registry holding only the scheduled source.
  static func registry() throws -> SourceRegistry { try SourceRegistry([ScheduledSource()]) }

  /// An engine over the scheduled source.
  static func engine(
    zone: TimeZone = london, dayStart: WallClockTime = .defaultDayStart,
    weekStart: Weekday = .monday
  ) throws -> ScheduleEngine {
    ScheduleEngine(
      registry: try registry(), deviceTimeZone: zone, dayStart: dayStart, weekStart: weekStart)
  }

  /// A timed slot.
  static func slot(_ id: String, _ label: String? = nil, _ start: String, _ minutes: Int) -> Slot {
    Slot(id: id, label: label, timing: .timed(start: time(start), windowMinutes: minutes))
  }

  /// `HH:MM`.
  static func time(_ text: String) -> WallClockTime {
    guard let time = WallClockTime(text) else { preconditionFailure("bad time \(text)") }
    return time
  }

  /// A scheduled rule from a config.
  static func rule(
    _ config: ScheduledConfig, title: String = "Rule", effort: Int = 10,
    created: Date = Fixtures.instant("2026-01-01T00:00:00Z"), id: UUID = UUID()
  ) -> AnchorRule {
    AnchorRule(
      id: id, title: title, sourceKey: .scheduled, configData: config.jsonData(),
      effortMinutes: effort, createdAt: created)
  }

  /// The school run: Mon–Fri, Drop-off 08:15 and Pick-up 15:15, 30 min each.
  static func schoolRun(created: Date = Fixtures.instant("2026-01-01T00:00:00Z")) -> AnchorRule {
    rule(
      ScheduledConfig(
        recurrence: .weekdays(days: [.monday, .tuesday, .wednesday, .thursday, .friday]),
        slots: [slot("dropoff", "Drop-off", "08:15", 30), slot("pickup", "Pick-up", "15:15", 30)]),
      title: "School run", effort: 30, created: created)
  }

  /// Plants: 3–4 days after last done, all day.
  static func plants(lastDone: String, created: Date = Fixtures.instant("2026-01-01T00:00:00Z"))
    -> AnchorRule
  {
    rule(
      ScheduledConfig(
        recurrence: .afterLast(minDays: 3, maxDays: 4, startDate: Fixtures.date(lastDone)),
        slots: [Slot(id: "water", timing: .allDay)]),
      title: "Water the plants", effort: 10, created: created)
  }

  /// An Anchor with the given window, for action and window-state tests.
  static func anchor(
    _ start: String, _ end: String, status: AttendanceStatus = .pending, rule: UUID? = UUID()
  ) -> Anchor {
    // The occurrence date is the London logical day (03:00 start) the window starts in.
    let occurrence = LogicalDay(timeZone: london).logicalDate(of: Fixtures.instant(start))
    return Anchor(
      rule: rule, title: "Asr", occurrenceDate: occurrence, slotKey: "asr",
      windowStart: Fixtures.instant(start), windowEnd: Fixtures.instant(end), effortMinutes: 10,
      attendanceStatus: status, createdAt: Fixtures.instant("2026-11-29T00:00:00Z"))
  }
}

extension Anchor {
  /// What generation decides about an Anchor, without its id and timestamps.
  var shape: String {
    "\(rule?.uuidString ?? "-") \(occurrenceDate) \(slotKey) \(windowStart.timeIntervalSince1970)"
      + " \(windowEnd.timeIntervalSince1970) \(title) \(effortMinutes)"
      + " \(remindBeforeStartMinutes ?? -1) \(remindBeforeEndMinutes ?? -1)"
  }
}
