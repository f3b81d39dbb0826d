import Foundation
import JamaalModel
import JamaalPresentation
import JamaalSchedule
import JamaalTestSupport
import Testing

@Suite struct RuleWordsTests {
  let day = LogicalDay(timeZone: Fixtures.zone("Asia/Riyadh"))
  let today = Fixtures.date("2026-11-29")
  let rule = AnchorRule(
    id: UUID(uuidString: "3E032016-EBC6-451E-A868-04B7922FA265") ?? UUID(), title: "School run",
    sourceKey: "scheduled", configData: Data("{}".utf8), effortMinutes: 30,
    createdAt: Fixtures.instant("2026-11-29T14:05:00+03:00"))

  func anchor(_ title: String, _ date: String, _ start: String, _ end: String) -> Anchor {
    Anchor(
      rule: rule.id, title: title, occurrenceDate: Fixtures.date(date), slotKey: "",
      windowStart: Fixtures.instant(start), windowEnd: Fixtures.instant(end), effortMinutes: 30,
      createdAt: Fixtures.instant("2026-11-29T14:05:00+03:00"))
  }

  var dropOff: Anchor {
    anchor("Drop-off", "2026-11-30", "2026-11-30T08:15:00+03:00", "2026-11-30T08:45:00+03:00")
  }

  @Test func aRowReadsTitleSummaryStateAndNext() {
    let row = RuleRow(
      rule: rule, state: .paused, summary: "Mon–Fri · 08:15, 15:15 · 30 min", next: dropOff,
      logicalDay: day, today: today)
    #expect(row.shortID == "3e032016")
    #expect(row.line == "School run · Mon–Fri · 08:15, 15:15 · 30 min")
    #expect(row.state == "paused")
    #expect(row.next == "next: Tomorrow 2026-11-30 · 08:15–08:45 · Drop-off")
  }

  @Test func everyStateHasItsWordsAndNeedsAttentionItsMessage() {
    #expect(RuleListStrings.state(.active) == nil)
    #expect(RuleListStrings.state(.archived) == "archived")
    let newer = RuleRow(
      rule: rule, state: .needsAttention(.newerVersion(found: 2, supported: 1)), summary: "",
      next: nil, logicalDay: day, today: today)
    #expect(newer.line == "School run · Update Jamaal to see this rule")
    #expect(newer.state == "needs attention")
    #expect(
      RuleListStrings.needsAttention(.unreadable(detail: "bad")) == "This rule couldn't be read")
    #expect(
      RuleListStrings.needsAttention(.unregisteredSource("medication"))
        == "This rule couldn't be read")
  }

  @Test func theDetailListsExceptionsAndUpcomingDays() throws {
    let plants = anchor(
      "Water the plants", "2026-11-29", "2026-11-29T00:00:00+03:00", "2026-12-01T00:00:00+03:00")
    let thursday = anchor(
      "Drop-off", "2026-12-03", "2026-12-03T08:15:00+03:00", "2026-12-03T08:45:00+03:00")
    let detail = RuleDetail(
      rule: rule, state: .active, summary: "Mon–Fri · 08:15 · 30 min",
      upcoming: [plants, dropOff, thursday],
      exceptions: [
        try ExceptionRange(
          start: Fixtures.date("2026-12-12"), end: Fixtures.date("2026-12-13"), reason: .holiday),
        try ExceptionRange(start: Fixtures.date("2027-01-04"), end: nil, reason: .termBreak),
      ], logicalDay: day, today: today)
    #expect(detail.title == "School run")
    #expect(detail.summary == "Mon–Fri · 08:15 · 30 min")
    #expect(detail.state == nil)
    #expect(detail.identity == "id 3e032016-ebc6-451e-a868-04b7922fa265  source scheduled")
    #expect(
      detail.exceptions == [
        "except 2026-12-12–2026-12-13 (holiday)", "except 2027-01-04 onwards (term break)",
      ])
    #expect(detail.days == "Next 7 days: Today · Tomorrow · Thu")
    #expect(
      detail.upcoming == [
        "Today 2026-11-29 · until Mon 2026-11-30 · Water the plants",
        "Tomorrow 2026-11-30 · 08:15–08:45 · Drop-off",
        "Thu 2026-12-03 · 08:15–08:45 · Drop-off",
      ])
    let empty = RuleDetail(
      rule: rule, state: .paused, summary: "Mon–Fri · 08:15 · 30 min", upcoming: [],
      exceptions: [], logicalDay: day, today: today)
    #expect(empty.days == "Nothing in the next 7 days.")
    #expect(empty.state == "paused")
  }

  @Test func everyReasonAndChangeHasItsWords() throws {
    #expect(
      ExceptionReason.knownCases.map(RuleDetailStrings.reason) == [
        "term break", "holiday", "travel", "illness", "other",
      ])
    #expect(RuleDetailStrings.reason(.unknown("sabbatical")) == "Update Jamaal to see this")
    #expect(
      RuleChange.allCases.map { RuleDetailStrings.changed($0, title: "Salah") } == [
        "Added Salah.", "Edited Salah.", "Paused Salah.", "Resumed Salah.", "Archived Salah.",
      ])
    let range = try ExceptionRange(
      start: Fixtures.date("2026-11-26"), end: Fixtures.date("2026-11-27"), reason: .holiday)
    #expect(
      RuleDetailStrings.exceptionAdded(range, title: "School run", removed: 3)
        == "Added an exception to School run: 2026-11-26 to 2026-11-27, holiday."
        + " Removed 3 pending Anchors.")
    let open = try ExceptionRange(start: Fixtures.date("2026-11-26"), end: nil, reason: .illness)
    #expect(
      RuleDetailStrings.exceptionAdded(open, title: "Plants", removed: 1)
        == "Added an exception to Plants: 2026-11-26 (open end), illness."
        + " Removed 1 pending Anchor.")
  }
}
