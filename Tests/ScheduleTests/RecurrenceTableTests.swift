import Foundation
import JamaalModel
import JamaalSchedule
import JamaalTestSupport
import Testing

/// Every recurrence kind over the year 2026, against dates worked out independently.
@Suite struct RecurrenceTableTests {
  /// One row: a recurrence, the week start, and the year's expected dates (count, first, last).
  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let recurrence: Recurrence
    var weekStart: Weekday = .monday
    var endDate: String?
    var exceptions: [ExceptionRange] = []
    let count: Int
    let first: [String]
    let last: [String]
    var testDescription: String { name }
  }

  static let weekdays: Set<Weekday> = [.monday, .tuesday, .wednesday, .thursday, .friday]

  static let cases: [Case] = [
    Case(
      name: "Mon–Fri", recurrence: .weekdays(days: weekdays), count: 261,
      first: ["2026-01-01", "2026-01-02", "2026-01-05", "2026-01-06"],
      last: ["2026-12-30", "2026-12-31"]),
    Case(
      name: "Mon, Wed, Fri", recurrence: .weekdays(days: [.monday, .wednesday, .friday]),
      count: 156, first: ["2026-01-02", "2026-01-05", "2026-01-07", "2026-01-09"],
      last: ["2026-12-28", "2026-12-30"]),
    Case(
      name: "Sundays", recurrence: .weekdays(days: [.sunday]), count: 52,
      first: ["2026-01-04", "2026-01-11", "2026-01-18", "2026-01-25"],
      last: ["2026-12-20", "2026-12-27"]),
    Case(
      name: "every 3 days from 01-10",
      recurrence: .everyNDays(n: 3, startDate: Fixtures.date("2026-01-10")), count: 119,
      first: ["2026-01-10", "2026-01-13", "2026-01-16", "2026-01-19"],
      last: ["2026-12-27", "2026-12-30"]),
    Case(
      name: "every day from the year before",
      recurrence: .everyNDays(n: 1, startDate: Fixtures.date("2025-12-30")), count: 365,
      first: ["2026-01-01", "2026-01-02", "2026-01-03", "2026-01-04"],
      last: ["2026-12-30", "2026-12-31"]),
    Case(
      name: "every 10 days across March",
      recurrence: .everyNDays(n: 10, startDate: Fixtures.date("2026-02-28")), count: 31,
      first: ["2026-02-28", "2026-03-10", "2026-03-20", "2026-03-30"],
      last: ["2026-12-15", "2026-12-25"]),
    Case(
      name: "every 2 weeks Tue, Thu from a Wednesday",
      recurrence: .everyNWeeks(
        n: 2, days: [.tuesday, .thursday], startDate: Fixtures.date("2026-01-07")),
      count: 51, first: ["2026-01-08", "2026-01-20", "2026-01-22", "2026-02-03"],
      last: ["2026-12-22", "2026-12-24"]),
    Case(
      name: "every 2 weeks Sun, weeks from Monday",
      recurrence: .everyNWeeks(n: 2, days: [.sunday], startDate: Fixtures.date("2026-01-07")),
      count: 26, first: ["2026-01-11", "2026-01-25", "2026-02-08", "2026-02-22"],
      last: ["2026-12-13", "2026-12-27"]),
    Case(
      name: "every 2 weeks Sun, weeks from Sunday",
      recurrence: .everyNWeeks(n: 2, days: [.sunday], startDate: Fixtures.date("2026-01-07")),
      weekStart: .sunday, count: 25,
      first: ["2026-01-18", "2026-02-01", "2026-02-15", "2026-03-01"],
      last: ["2026-12-06", "2026-12-20"]),
    Case(
      name: "every 3 weeks Mon, Fri",
      recurrence: .everyNWeeks(
        n: 3, days: [.monday, .friday], startDate: Fixtures.date("2026-03-02")),
      count: 30, first: ["2026-03-02", "2026-03-06", "2026-03-23", "2026-03-27"],
      last: ["2026-12-21", "2026-12-25"]),
    Case(
      name: "Mon–Fri until 03-31", recurrence: .weekdays(days: weekdays), endDate: "2026-03-31",
      count: 64, first: ["2026-01-01", "2026-01-02", "2026-01-05", "2026-01-06"],
      last: ["2026-03-30", "2026-03-31"]),
    Case(
      name: "Mon–Fri with a half term, Easter and an open-ended break",
      recurrence: .weekdays(days: weekdays),
      exceptions: [
        range("2026-02-16", "2026-02-18"), range("2026-02-19", "2026-02-20"),
        range("2026-04-01", "2026-04-12"), range("2026-12-21", nil),
      ],
      count: 239, first: ["2026-01-01", "2026-01-02", "2026-01-05", "2026-01-06"],
      last: ["2026-12-17", "2026-12-18"]),
  ]

  static func range(_ start: String, _ end: String?) -> ExceptionRange {
    guard
      let range = try? ExceptionRange(
        start: Fixtures.date(start), end: end.map { Fixtures.date($0) }, reason: .holiday)
    else { preconditionFailure("bad range") }
    return range
  }

  @Test(arguments: cases)
  func calendarRecurrenceOverTheYear(_ row: Case) throws {
    let engine = try ScheduleFixtures.engine(weekStart: row.weekStart)
    let rule = ScheduleFixtures.rule(
      ScheduledConfig(
        recurrence: row.recurrence, slots: [ScheduleFixtures.slot("s", nil, "09:00", 30)],
        endDate: row.endDate.map { Fixtures.date($0) }, exceptions: row.exceptions))
    let anchors = engine.preview(
      rule, from: Fixtures.date("2026-01-01"), days: 365, stored: [],
      now: Fixtures.instant("2025-12-31T12:00:00Z"))
    let dates = anchors.map(\.occurrenceDate.description)
    #expect(dates.count == row.count)
    #expect(Array(dates.prefix(row.first.count)) == row.first)
    #expect(Array(dates.suffix(row.last.count)) == row.last)
    #expect(Set(dates).count == dates.count)
  }

  /// How the plants rule is handled each day in the year-long simulation.
  enum Policy: String, CaseIterable, Sendable {
    case attendOnOpeningDay, attendOnLastDay, never, skipTheEveningBefore
  }

  @Test(arguments: [
    (
      Policy.attendOnOpeningDay, 121, ["2026-01-04", "2026-01-07", "2026-01-10"],
      ["2026-12-27", "2026-12-30"]
    ),
    (
      Policy.attendOnLastDay, 91, ["2026-01-04", "2026-01-08", "2026-01-12"],
      ["2026-12-26", "2026-12-30"]
    ),
    (Policy.never, 181, ["2026-01-04", "2026-01-06", "2026-01-08"], ["2026-12-28", "2026-12-30"]),
    (
      Policy.skipTheEveningBefore, 181, ["2026-01-04", "2026-01-06", "2026-01-08"],
      ["2026-12-28", "2026-12-30"]
    ),
  ])
  func afterLastOverTheYear(_ policy: Policy, count: Int, first: [String], last: [String]) throws {
    let engine = try ScheduleFixtures.engine()
    let rule = ScheduleFixtures.plants(lastDone: "2026-01-01")
    let day = engine.logicalDay
    var stored: [Anchor] = []
    for offset in 0..<365 {
      let date = Fixtures.date("2026-01-01").adding(days: offset)
      let noon = ScheduleFixtures.london.instant(on: date, minutesAfterMidnight: 12 * 60)
      stored = engine.evaluate(rules: [rule], stored: stored, now: noon).applied(to: stored)
      #expect(stored.filter { $0.attendanceStatus == .pending }.count <= 1)
      let evening = ScheduleFixtures.london.instant(on: date, minutesAfterMidnight: 20 * 60)
      for (index, anchor) in stored.enumerated() where anchor.attendanceStatus == .pending {
        let state = WindowState(of: anchor, at: noon)
        let lastDay = day.logicalDate(of: anchor.windowEnd.addingTimeInterval(-1))
        switch policy {
        case .attendOnOpeningDay where state.isOpen && anchor.occurrenceDate == date,
          .attendOnLastDay where state.isOpen && lastDay == date:
          stored[index] = try AnchorActions.perform(.attend, on: anchor, now: noon, logicalDay: day)
        case .skipTheEveningBefore where anchor.occurrenceDate == date.adding(days: 1):
          stored[index] = try AnchorActions.perform(
            .skip, on: anchor, now: evening, logicalDay: day)
        default:
          break
        }
      }
    }
    let dates = stored.map(\.occurrenceDate).filter { $0 <= Fixtures.date("2026-12-31") }.sorted()
      .map(\.description)
    #expect(dates.count == count)
    #expect(Array(dates.prefix(first.count)) == first)
    #expect(Array(dates.suffix(last.count)) == last)
    // Every window is one multi-day Anchor of minDays…maxDays: two logical days long.
    for anchor in stored {
      let days = day.logicalDate(of: anchor.windowStart).days(
        to: day.logicalDate(of: anchor.windowEnd.addingTimeInterval(-1)))
      #expect(days == 1)
    }
  }
}
