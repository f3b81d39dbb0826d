import Foundation
import JamaalModel
import JamaalPresentation
import JamaalReminders
import JamaalTestSupport
import Testing

/// SPEC §7: a notification's words cut a title past 200 characters, as Today's row does.
@Suite struct ReminderTitleCutTests {
  @Test func aNotificationCutsATitlePast200Characters() {
    let long = String(repeating: "w", count: 250)
    let cut = String(repeating: "w", count: 199) + "…"
    let start = Fixtures.instant("2026-11-26T15:00:00+03:00")
    let anchor = Anchor(
      rule: UUID(), title: long, occurrenceDate: Fixtures.date("2026-11-26"), slotKey: "a",
      windowStart: start, windowEnd: start.addingTimeInterval(1800), effortMinutes: 10,
      createdAt: start)
    let text = ReminderWords().text(
      for: .anchor(anchor, kind: .anchorStart, minutes: 0, ruleTitle: long),
      logicalDay: LogicalDay(timeZone: Fixtures.zone("Asia/Riyadh")))
    #expect(text.title == cut)
    #expect(text.body == cut + " is open · until 15:30")
  }
}
