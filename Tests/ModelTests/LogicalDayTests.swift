import Foundation
import JamaalModel
import JamaalTestSupport
import Testing

@Suite struct LogicalDayTests {
  let london = Fixtures.zone("Europe/London")
  let newYork = Fixtures.zone("America/New_York")

  @Test func beforeTheDayStartBelongsToYesterday() {
    let day = LogicalDay(timeZone: london)
    #expect(
      day.logicalDate(of: Fixtures.instant("2026-11-24T02:59:00Z")).description == "2026-11-23")
    #expect(
      day.logicalDate(of: Fixtures.instant("2026-11-24T03:00:00Z")).description == "2026-11-24")
    #expect(
      day.logicalDate(of: Fixtures.instant("2026-11-24T23:59:00Z")).description == "2026-11-24")
  }

  @Test func intervalRunsFromDayStartToDayStart() {
    let day = LogicalDay(timeZone: newYork)
    let interval = day.interval(of: Fixtures.date("2026-11-24"))
    #expect(interval.start == Fixtures.instant("2026-11-24T03:00:00-05:00"))
    #expect(interval.end == Fixtures.instant("2026-11-25T03:00:00-05:00"))
  }

  @Test func daysAreShorterAndLongerAcrossDST() {
    let london = LogicalDay(timeZone: london)
    // Clocks go forward at 01:00 GMT on 2026-03-29 and back at 01:00 GMT on 2026-10-25.
    #expect(london.interval(of: Fixtures.date("2026-03-28")).duration == 23 * 3600)
    #expect(london.interval(of: Fixtures.date("2026-10-24")).duration == 25 * 3600)
    let newYork = LogicalDay(timeZone: newYork)
    // 2026-03-08 02:00 → 03:00; the 03:00 boundary itself exists.
    #expect(newYork.interval(of: Fixtures.date("2026-03-07")).duration == 23 * 3600)
    #expect(newYork.interval(of: Fixtures.date("2026-11-01")).duration == 24 * 3600)
    #expect(newYork.interval(of: Fixtures.date("2026-10-31")).duration == 25 * 3600)
  }

  @Test func boundaryAtTwoFiftyNineAndThreeOnDSTDays() {
    let day = LogicalDay(timeZone: newYork)
    // Spring forward: 01:59 EST is still the 7th; 03:00 EDT is the 8th.
    #expect(
      day.logicalDate(of: Fixtures.instant("2026-03-08T01:59:00-05:00")).description == "2026-03-07"
    )
    #expect(
      day.logicalDate(of: Fixtures.instant("2026-03-08T03:00:00-04:00")).description == "2026-03-08"
    )
    // Fall back: both 01:30s belong to the 31st; 02:59 EST too; 03:00 EST is November 1st.
    #expect(
      day.logicalDate(of: Fixtures.instant("2026-11-01T01:30:00-04:00")).description == "2026-10-31"
    )
    #expect(
      day.logicalDate(of: Fixtures.instant("2026-11-01T01:30:00-05:00")).description == "2026-10-31"
    )
    #expect(
      day.logicalDate(of: Fixtures.instant("2026-11-01T02:59:00-05:00")).description == "2026-10-31"
    )
    #expect(
      day.logicalDate(of: Fixtures.instant("2026-11-01T03:00:00-05:00")).description == "2026-11-01"
    )
  }

  @Test func nonExistentWallTimesMoveForwardByTheGap() {
    // New York, 2026-03-08: 02:30 does not exist and reads as 03:30 EDT.
    let instant = newYork.instant(on: Fixtures.date("2026-03-08"), minutesAfterMidnight: 150)
    #expect(instant == Fixtures.instant("2026-03-08T03:30:00-04:00"))
    // London, 2026-03-29: 01:30 does not exist and reads as 02:30 BST.
    let london = london.instant(on: Fixtures.date("2026-03-29"), minutesAfterMidnight: 90)
    #expect(london == Fixtures.instant("2026-03-29T02:30:00+01:00"))
  }

  @Test func ambiguousWallTimesTakeTheFirstOccurrence() {
    let instant = newYork.instant(on: Fixtures.date("2026-11-01"), minutesAfterMidnight: 90)
    #expect(instant == Fixtures.instant("2026-11-01T01:30:00-04:00"))
    let london = london.instant(on: Fixtures.date("2026-10-25"), minutesAfterMidnight: 90)
    #expect(london == Fixtures.instant("2026-10-25T01:30:00+01:00"))
  }

  @Test func aLaterDayStartMovesTheBoundary() throws {
    let six = try #require(WallClockTime("06:00"))
    let day = LogicalDay(dayStart: six, timeZone: london)
    #expect(
      day.logicalDate(of: Fixtures.instant("2026-11-24T05:59:00Z")).description == "2026-11-23")
    #expect(UserSettings.isValidDayStart(six))
    #expect(!UserSettings.isValidDayStart(try #require(WallClockTime("06:01"))))
  }
}

extension LogicalDayTests {
  @Test func zonesFarAheadOfUTCResolveTheirTransitions() {
    // Pacific/Chatham jumps from 02:45 (+12:45) to 03:45 (+13:45) on 2026-09-27: 03:00 is in
    // the gap and moves forward to 04:00; 05:00 is read at +13:45.
    let chatham = Fixtures.zone("Pacific/Chatham")
    let three = chatham.instant(on: Fixtures.date("2026-09-27"), minutesAfterMidnight: 180)
    #expect(three == Fixtures.instant("2026-09-27T04:00:00+13:45"))
    let five = chatham.instant(on: Fixtures.date("2026-09-27"), minutesAfterMidnight: 300)
    #expect(five == Fixtures.instant("2026-09-27T05:00:00+13:45"))
    let day = LogicalDay(timeZone: chatham)
    #expect(day.logicalDate(of: five).description == "2026-09-27")
    #expect(
      day.logicalDate(of: Fixtures.instant("2026-09-27T02:30:00+12:45")).description == "2026-09-26"
    )
  }
}
