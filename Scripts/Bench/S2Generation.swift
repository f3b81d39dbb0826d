import Foundation
import Model
import Schedule

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
      let rules = (0..<1000).map { index in benchRule(index, today: today, created: now) }
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

  /// One of four rule shapes: school run (2 slots), every 2 days, every 2 weeks (3 slots), plants.
  private static func benchRule(_ index: Int, today: LogicalDate, created: Date) -> AnchorRule {
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
      effortMinutes: 15,
      createdAt: created)
  }
}
