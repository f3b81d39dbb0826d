import Foundation
import JamaalModel
import JamaalSchedule
import JamaalTestSupport
import Testing

/// AN-08: a one-off is checked, stored at once, and appears on its day.
@Suite struct OneOffTests {
  let day = LogicalDay(timeZone: ScheduleFixtures.london)
  let now = Fixtures.instant("2026-11-30T14:05:00Z")

  @Test func theDentistTomorrowAt1500() throws {
    let anchor = try OneOff.make(
      title: "  Dentist ", date: Fixtures.date("2026-12-01"), start: ScheduleFixtures.time("15:00"),
      end: ScheduleFixtures.time("16:00"), remindAtStart: true, remindBeforeEndMinutes: 10,
      now: now, logicalDay: day)
    #expect(anchor.title == "Dentist")
    #expect(anchor.rule == nil)
    #expect(anchor.slotKey == "")
    #expect(anchor.occurrenceDate == Fixtures.date("2026-12-01"))
    #expect(anchor.windowStart == Fixtures.instant("2026-12-01T15:00:00Z"))
    #expect(anchor.windowEnd == Fixtures.instant("2026-12-01T16:00:00Z"))
    #expect(anchor.effortMinutes == 60)
    #expect(anchor.placement == .fixed)
    #expect(anchor.attendanceStatus == .pending)
    #expect(anchor.remindBeforeStartMinutes == 0)
    #expect(anchor.remindBeforeEndMinutes == 10)
    #expect(anchor.createdAt == now)
    #expect(AnchorTitles.plainRowTitle(for: anchor, ruleTitle: nil) == "Dentist")
  }

  @Test func beforeTheDayStartItBelongsToThePreviousLogicalDay() throws {
    let anchor = try OneOff.make(
      title: "Night feed", date: Fixtures.date("2026-12-02"), start: ScheduleFixtures.time("02:00"),
      end: ScheduleFixtures.time("02:30"), effortMinutes: 20, now: now, logicalDay: day)
    #expect(anchor.occurrenceDate == Fixtures.date("2026-12-01"))
    #expect(anchor.effortMinutes == 20)
    #expect(anchor.remindBeforeStartMinutes == nil)
  }

  @Test(
    arguments: [
      ("", "2026-12-01", "15:00", "16:00", nil, nil, "title: must not be empty"),
      (
        "Dentist", "2026-12-01", "16:00", "15:00", nil, nil,
        "end: must be after the start (16:00); a window that ends the next day needs its end"
          + " date (2026-12-02)"
      ),
      (
        "Dentist", "2026-12-01", "15:00", "15:00", nil, nil,
        "end: must be after the start (15:00); a window that ends the next day needs its end"
          + " date (2026-12-02)"
      ),
      ("Dentist", "2026-11-30", "13:00", "14:00", nil, nil, "end: must be in the future"),
      ("Dentist", "2026-12-01", "15:00", "16:00", -5, nil, "effort: must be 0 or more"),
      (
        "Dentist", "2026-12-01", "15:00", "16:00", nil, 0,
        "remindBeforeEnd: must be between 1 and 1440"
      ),
      (
        "Dentist", "2026-12-01", "15:00", "16:00", nil, 90,
        "remindBeforeEnd: 90 minutes is longer than the 60-minute window"
      ),
    ] as [(String, String, String, String, Int?, Int?, String)])
  func refusalsNameTheField(
    _ title: String, _ date: String, _ start: String, _ end: String, _ effort: Int?,
    _ remind: Int?, _ message: String
  ) {
    #expect(throws: FieldError.self) {
      try OneOff.make(
        title: title, date: Fixtures.date(date), start: ScheduleFixtures.time(start),
        end: ScheduleFixtures.time(end), effortMinutes: effort, remindBeforeEndMinutes: remind,
        now: now, logicalDay: day)
    }
    do {
      _ = try OneOff.make(
        title: title, date: Fixtures.date(date), start: ScheduleFixtures.time(start),
        end: ScheduleFixtures.time(end), effortMinutes: effort, remindBeforeEndMinutes: remind,
        now: now, logicalDay: day)
    } catch {
      #expect(error.description == message)
    }
  }

  /// A window across midnight ends on its end date; one ending over a week later is refused.
  @Test func aWindowAcrossMidnightTakesItsEndDate() throws {
    let anchor = try OneOff.make(
      title: "Night shift", date: Fixtures.date("2026-12-01"),
      start: ScheduleFixtures.time("22:00"),
      end: ScheduleFixtures.time("06:00"), endDate: Fixtures.date("2026-12-02"), now: now,
      logicalDay: day)
    #expect(anchor.windowEnd.timeIntervalSince(anchor.windowStart) == 8 * 3600)
    #expect(anchor.effortMinutes == 480)
    #expect(throws: FieldError.self) {
      try OneOff.make(
        title: "Trip", date: Fixtures.date("2026-12-01"), start: ScheduleFixtures.time("22:00"),
        end: ScheduleFixtures.time("06:00"), endDate: Fixtures.date("2026-12-09"), now: now,
        logicalDay: day)
    }
  }

  @Test func aWindowStillOpenIsAccepted() throws {
    let anchor = try OneOff.make(
      title: "Call", date: Fixtures.date("2026-11-30"), start: ScheduleFixtures.time("14:00"),
      end: ScheduleFixtures.time("14:30"), now: now, logicalDay: day)
    #expect(WindowState(of: anchor, at: now) == .open)
  }
}
