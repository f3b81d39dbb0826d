import Foundation
import JamaalCore
import JamaalModel
import JamaalPresentation
import JamaalReminders
import JamaalSchedule

extension Figure {
  /// S3: the reminder plan of 200 rules over a 5-day horizon with the 64 budget, in ms: the
  /// stored Anchors of today and tomorrow, a preview of every rule for the days not stored,
  /// then the planner — what the facade runs on every launch, foreground and refresh. One
  /// engine serves every run, as the facade keeps one: a first run, not counted, reads the
  /// configs (the median is the steady state, as in S2).
  static func s3() -> Figure {
    Figure(id: "S3", what: "reminder plan, 200 rules, 5-day horizon, 64 budget", unit: "ms", bar: 5)
    {
      guard let zone = TimeZone(identifier: "Europe/London") else {
        throw CocoaError(.featureUnsupported)
      }
      let engine = ScheduleEngine(
        registry: try SourceRegistry([ScheduledSource()]), deviceTimeZone: zone)
      // Monday 2026-11-30, 04:00 in London.
      let now = Date(timeIntervalSince1970: 1_796_011_200)
      let today = engine.today(at: now)
      let rules = (0..<200).map { index in
        BenchRules.scheduled(index, today: today, created: now, reminders: true)
      }
      let stored = engine.generate(rules: rules, stored: [], now: now).inserts
      let settings = UserSettings(createdAt: now)
      let delivery = ReminderDelivery(permission: .authorized, switchOn: true)
      let words = ReminderWords()
      let plan = {
        ReminderPlanner.plan(
          ReminderGathering.inputs(
            engine: engine, rules: rules, stored: stored, now: now, settings: settings,
            options: ReminderOptions(), decidedNights: [], delivery: delivery),
          wording: words)
      }
      blackHole(plan())
      return {
        var count = 0
        let elapsed = seconds {
          let made = plan()
          count = made.scheduled.count
          blackHole(made)
        }
        guard count == 64 else { throw CocoaError(.featureUnsupported) }
        return elapsed * 1000
      }
    }
  }
}
