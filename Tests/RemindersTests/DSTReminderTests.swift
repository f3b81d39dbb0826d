import Foundation
import JamaalCore
import JamaalModel
import JamaalReminders
import JamaalSchedule
import JamaalTestSupport
import Testing

/// At-start and before-end reminders on the DST change days of 2026 and 2027 fire at the
/// instant a wall clock in the zone shows (Foundation's calendar is the independent oracle).
@Suite struct DSTReminderTests {
  typealias F = PlannerFixtures

  static let days: [(String, String)] = [
    ("Europe/London", "2026-03-29"), ("Europe/London", "2026-10-25"),
    ("Europe/London", "2027-03-28"), ("Europe/London", "2027-10-31"),
    ("America/New_York", "2026-03-08"), ("America/New_York", "2026-11-01"),
    ("America/New_York", "2027-03-14"), ("America/New_York", "2027-11-07"),
  ]

  /// The instant the zone's wall clock shows `hour:minute` on `date`, by Foundation's calendar.
  func oracle(_ date: LogicalDate, _ hour: Int, _ minute: Int, _ zone: TimeZone) throws -> Date {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = zone
    let parts = date.description.split(separator: "-").compactMap { Int($0) }
    return try #require(
      calendar.date(
        from: DateComponents(
          year: parts[0], month: parts[1], day: parts[2], hour: hour, minute: minute)))
  }

  @Test(arguments: days)
  func remindersFireAtTheWallClockInstant(_ zoneName: String, _ day: String) throws {
    let zone = Fixtures.zone(zoneName)
    let date = Fixtures.date(day)
    #expect(
      zone.isDaylightSavingTime(for: try oracle(date, 0, 0, zone))
        != zone.isDaylightSavingTime(for: try oracle(date, 12, 0, zone)),
      "\(day) is a change day in \(zoneName)")
    // The day starts at midnight so 00:30 belongs to the change day itself.
    let engine = try F.engine(zone: zone, dayStart: .midnight)
    let rule = F.daily(
      "Walk",
      slots: [F.slot("night", "Night", "00:30", 180), F.slot("morning", "Morning", "08:00", 60)],
      beforeEnd: 30, created: try oracle(date.adding(days: -10), 12, 0, zone))
    let now = try oracle(date.adding(days: -1), 12, 0, zone)
    let plan = F.plan(engine, rules: [rule], now: now, options: F.anchorsOnly)
    let onDay = plan.scheduled.filter { engine.today(at: $0.fireDate) == date }
    let nightStart = try oracle(date, 0, 30, zone)
    let expected: [(String, ReminderKind, Date)] = [
      ("Walk · Night", .anchorStart, nightStart),
      // 180 elapsed minutes, less 30: 150 minutes after the start, whatever the clocks did.
      ("Walk · Night", .anchorEnd, nightStart.addingTimeInterval(150 * 60)),
      ("Walk · Morning", .anchorStart, try oracle(date, 8, 0, zone)),
      ("Walk · Morning", .anchorEnd, try oracle(date, 8, 30, zone)),
    ]
    #expect(onDay.count == 4, "one of each kind per slot on \(day)")
    for (title, kind, fire) in expected {
      let match = onDay.filter { $0.title == title && $0.kind == kind }
      #expect(match.map(\.fireDate) == [fire], "\(title) \(kind) on \(day) in \(zoneName)")
    }
  }
}
