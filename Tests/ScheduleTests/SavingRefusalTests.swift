import Foundation
import JamaalModel
import JamaalSchedule
import JamaalTestSupport
import Testing

/// Issue 11 item 10: refusals that say what is wrong.
@Suite struct SavingRefusalTests {
  let london = LogicalDay(timeZone: ScheduleFixtures.london)

  /// D-4 moves a generated wall time out of a DST gap; a one-off's typed time is refused.
  @Test func aOneOffInTheSpringGapIsRefused() {
    let error = #expect(throws: FieldError.self) {
      try OneOff.make(
        title: "Call", date: Fixtures.date("2026-03-29"), start: ScheduleFixtures.time("01:30"),
        end: ScheduleFixtures.time("03:30"), now: Fixtures.instant("2026-03-28T12:00:00Z"),
        logicalDay: london)
    }
    #expect(error?.field == "start")
    #expect(error?.message.hasPrefix("01:30 does not exist on 2026-03-29 in Europe/London") == true)
  }

  @Test func anEndDateInThePastAndALongReminderAreRefused() throws {
    var config = ScheduledConfig(
      recurrence: .weekdays(days: [.monday]), slots: [ScheduleFixtures.slot("a", nil, "08:15", 30)])
    config.endDate = Fixtures.date("2026-01-01")
    let today = Fixtures.date("2026-03-28")
    #expect(throws: FieldError.self) {
      try config.checkForSaving(today: today, endDateGiven: true)
    }
    // A stored rule that has ended is not refused for another edit.
    try config.checkForSaving(today: today, endDateGiven: false)
    config.endDate = nil
    config.reminder = ReminderSetting(atStart: false, beforeEndMinutes: 45)
    let long = #expect(throws: FieldError.self) {
      try config.checkForSaving(today: today, endDateGiven: false)
    }
    #expect(long?.field == "remindBeforeEnd")
    #expect(long?.message == "45 minutes is longer than the 30-minute window")
    config.reminder = ReminderSetting(atStart: false, beforeEndMinutes: 30)
    try config.checkForSaving(today: today, endDateGiven: false)
  }
}
