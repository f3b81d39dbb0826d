import Foundation
import JamaalModel
import JamaalTestSupport
import Testing

/// The device zone's offsets read once for a cold generation must give exactly the instant the
/// zone gives, on every day: on DST days (and the days beside them, which the zone's sampling
/// reaches) the table steps aside rather than answer with the wrong offset.
@Suite struct SteadyOffsetsTests {
  /// Days around each zone's transitions (and one with none), each as the first of a week.
  private static let cases: [(zone: String, first: String)] = [
    ("Europe/London", "2026-03-26"), ("Europe/London", "2026-10-22"),
    ("America/New_York", "2026-03-05"), ("America/New_York", "2027-11-04"),
    ("Australia/Lord_Howe", "2026-04-02"), ("Pacific/Chatham", "2026-09-24"),
    ("Pacific/Apia", "2011-12-27"), ("America/Sao_Paulo", "2026-06-01"),
    ("Asia/Kolkata", "2026-03-26"),
  ]

  @Test(arguments: cases)
  func everyWallTimeReadsAsTheZoneReadsIt(zone name: String, first text: String) {
    let zone = Fixtures.zone(name)
    let first = Fixtures.date(text)
    let table = SteadyOffsets(zone: zone, from: first, days: 8)
    for day in -1...8 {
      let date = first.adding(days: day)
      for minutes in stride(from: 0, through: 1440, by: 5) {
        let expected = zone.instant(on: date, minutesAfterMidnight: minutes)
        let read = table.instant(on: date, minutesAfterMidnight: minutes)
        #expect(read == nil || read == expected, "\(name) \(date) \(minutes)")
      }
    }
  }

  @Test func answersOnSteadyDaysAndStepsAsideNearAChange() {
    let london = Fixtures.zone("Europe/London")
    // Clocks go back at 02:00 BST on Sunday 25 October 2026.
    let table = SteadyOffsets(zone: london, from: Fixtures.date("2026-10-18"), days: 14)
    let steady = Fixtures.date("2026-10-20")
    #expect(
      table.instant(on: steady, minutesAfterMidnight: 495)
        == Fixtures.instant("2026-10-20T07:15:00Z"))
    #expect(table.instant(on: Fixtures.date("2026-10-25"), minutesAfterMidnight: 90) == nil)
    #expect(table.instant(on: Fixtures.date("2026-10-24"), minutesAfterMidnight: 90) == nil)
    #expect(
      table.instant(on: Fixtures.date("2026-10-29"), minutesAfterMidnight: 495)
        == Fixtures.instant("2026-10-29T08:15:00Z"))
    // Outside the table, or past the day's last minute: no answer.
    #expect(table.instant(on: Fixtures.date("2026-11-20"), minutesAfterMidnight: 495) == nil)
    #expect(table.instant(on: steady, minutesAfterMidnight: 1441) == nil)
    #expect(SteadyOffsets.none.instant(on: steady, minutesAfterMidnight: 0) == nil)
  }

  @Test func aContextWhoseDeviceZoneChangesForgetsTheTable() {
    var context = GenerationContext(
      now: Fixtures.instant("2026-10-20T12:00:00Z"), deviceTimeZone: Fixtures.zone("Europe/London"))
    context.readSteadyOffsets(from: Fixtures.date("2026-10-19"), days: 3)
    let date = Fixtures.date("2026-10-20")
    context.deviceTimeZone = Fixtures.zone("Asia/Karachi")
    #expect(
      context.instant(on: date, minutesAfterMidnight: 495, in: nil)
        == Fixtures.instant("2026-10-20T03:15:00Z"))
    #expect(
      context.instant(on: date, minutesAfterMidnight: 495, in: Fixtures.zone("Europe/London"))
        == Fixtures.instant("2026-10-20T07:15:00Z"))
  }
}
