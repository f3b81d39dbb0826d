import Foundation
import JamaalModel
import JamaalTestSupport
import Testing

@Suite struct LogicalDateTests {
  @Test func parsesAndPrintsDates() throws {
    let date = try #require(LogicalDate("2026-11-29"))
    #expect(date.description == "2026-11-29")
    #expect(date.weekday == .sunday)
    #expect(date.adding(days: 3).description == "2026-12-02")
    #expect(LogicalDate(daysSinceEpoch: 0).description == "1970-01-01")
    #expect(LogicalDate(daysSinceEpoch: 0).weekday == .thursday)
  }

  @Test func refusesImpossibleDates() {
    for text in [
      "2026-02-29", "2026-13-01", "2026-00-10", "26-01-01", "2026-1-1", "", "abcd-ef-gh",
      "0000-01-01", "+202-01-01", "2026-01-1a", "2026-01-01 ", " 2026-01-01", "2026/01/01",
      "2026\u{2013}01\u{2013}01", "2026-01-\u{661}\u{662}", "2026-01--1", "20260101",
    ] {
      #expect(LogicalDate(text) == nil, "\(text)")
    }
    #expect(LogicalDate("2028-02-29") != nil)
  }

  @Test func readsBackWhatItWritesFromYear1To9999() {
    let first = LogicalDate(year: 1, month: 1, day: 1).daysSinceEpoch
    let last = LogicalDate(year: 9999, month: 12, day: 31).daysSinceEpoch
    for days in stride(from: first, through: last, by: 61) {
      let date = LogicalDate(daysSinceEpoch: days)
      #expect(LogicalDate(date.description) == date, "\(date)")
      #expect(LogicalDate(Substring(date.description)) == date)
    }
    #expect(LogicalDate("9999-12-31")?.daysSinceEpoch == last)
  }

  @Test func agreesWithTheGregorianCalendarFrom1600To2370() throws {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = try #require(TimeZone(identifier: "UTC"))
    // Foundation switches to the Julian calendar before 1582, so compare from 1600 on.
    for days in stride(from: -135_140, through: 146_097, by: 97) {
      let date = LogicalDate(daysSinceEpoch: days)
      let instant = Date(timeIntervalSince1970: Double(days) * 86_400)
      let parts = calendar.dateComponents([.year, .month, .day, .weekday], from: instant)
      let (year, month, day) = date.components
      #expect(year == parts.year && month == parts.month && day == parts.day)
      #expect(LogicalDate(year: year, month: month, day: day) == date)
      // Calendar weekday: 1 = Sunday.
      #expect(date.weekday.rawValue % 7 == ((parts.weekday ?? 0) + 6) % 7)
    }
  }

  @Test func startOfWeekFollowsTheSetting() {
    let thursday = Fixtures.date("2026-12-03")
    #expect(thursday.startOfWeek(weekStart: .monday).description == "2026-11-30")
    #expect(thursday.startOfWeek(weekStart: .sunday).description == "2026-11-29")
    #expect(thursday.startOfWeek(weekStart: .thursday) == thursday)
  }

  @Test func wallClockTimesParseStrictly() {
    #expect(WallClockTime("08:15")?.minutes == 495)
    #expect(WallClockTime("23:59")?.description == "23:59")
    for text in ["8:15", "24:00", "12:60", "10:00:00", "ab:cd", "", "+1:00"] {
      #expect(WallClockTime(text) == nil, "\(text)")
    }
  }
}
