import Foundation
import JamaalCore
import JamaalModel
import JamaalPrayerTimes
import JamaalPresentation
import JamaalReminders
import JamaalSchedule
import JamaalTestSupport

/// Rules, engines and plans for the Reminders tests: plans are made exactly as the facade
/// makes them (``ReminderGathering`` over the engine's preview), with no store.
enum PlannerFixtures {
  static let london = Fixtures.zone("Europe/London")
  static let granted = ReminderDelivery(permission: .authorized, switchOn: true)

  static func engine(zone: TimeZone = london, dayStart: WallClockTime = .defaultDayStart) throws
    -> ScheduleEngine
  {
    ScheduleEngine(
      registry: try SourceRegistry([ScheduledSource(), PrayerWindowSource()]),
      deviceTimeZone: zone, dayStart: dayStart)
  }

  static func time(_ text: String) -> WallClockTime {
    guard let time = WallClockTime(text) else { preconditionFailure("bad time \(text)") }
    return time
  }

  static func slot(_ id: String, _ label: String?, _ start: String, _ minutes: Int) -> Slot {
    Slot(id: id, label: label, timing: .timed(start: time(start), windowMinutes: minutes))
  }

  /// An every-day rule whose slots remind at the start (and before the end when given).
  static func daily(
    _ title: String, slots: [Slot], beforeEnd: Int? = nil, atStart: Bool = true,
    exceptions: [ExceptionRange] = [], created: Date = Fixtures.instant("2026-01-01T00:00:00Z")
  ) -> AnchorRule {
    let config = ScheduledConfig(
      recurrence: .weekdays(days: Set(Weekday.allCases)), slots: slots, exceptions: exceptions,
      reminder: ReminderSetting(atStart: atStart, beforeEndMinutes: beforeEnd))
    return AnchorRule(
      title: title, sourceKey: .scheduled, configData: config.jsonData(), effortMinutes: 10,
      createdAt: created)
  }

  /// A prayer rule in London with the preset's defaults (reminders at the start, Jumu'ah).
  static func salah(created: Date = Fixtures.instant("2026-01-01T00:00:00Z")) throws -> AnchorRule {
    let object: [String: Any] = [
      "version": 1, "method": "moonsightingCommittee", "madhab": "shafi",
      "location": ["latitude": 51.5074, "longitude": -0.1278, "timeZone": "Europe/London"],
    ]
    return AnchorRule(
      title: "Salah", sourceKey: .prayerWindow,
      configData: try JSONSerialization.data(withJSONObject: object), effortMinutes: 10,
      createdAt: created)
  }

  /// The plan the facade would make.
  static func plan(
    _ engine: ScheduleEngine, rules: [AnchorRule], stored: [Anchor] = [], now: Date,
    delivery: ReminderDelivery = granted, options: ReminderOptions = ReminderOptions(),
    decidedNights: Set<LogicalDate> = []
  ) -> ReminderPlan {
    let inputs = ReminderGathering.inputs(
      engine: engine, rules: rules, stored: stored, now: now,
      settings: UserSettings(createdAt: now), options: options, decidedNights: decidedNights,
      delivery: delivery)
    return ReminderPlanner.plan(inputs, wording: ReminderWords())
  }

  /// Only Anchor reminders (no planning prompt).
  static let anchorsOnly = ReminderOptions(planningPrompt: false)
}
