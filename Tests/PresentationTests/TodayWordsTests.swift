import Foundation
import JamaalModel
import JamaalPresentation
import JamaalSchedule
import JamaalTestSupport
import Testing

@Suite struct TodayWordsTests {
  let riyadh = Fixtures.zone("Asia/Riyadh")

  func anchor(
    _ title: String, _ start: String, _ end: String, status: AttendanceStatus = .pending,
    resolvedAt: String? = nil, rule: UUID? = nil
  ) -> Anchor {
    Anchor(
      id: rule == nil ? UUID(uuidString: "1A2B3C4D-0000-4000-8000-000000000000") ?? UUID() : UUID(),
      rule: rule, title: title, occurrenceDate: Fixtures.date("2026-11-29"), slotKey: "",
      windowStart: Fixtures.instant(start), windowEnd: Fixtures.instant(end), effortMinutes: 10,
      attendanceStatus: status, resolvedAt: resolvedAt.map(Fixtures.instant),
      createdAt: Fixtures.instant(start))
  }

  @Test func everyWindowStateHasItsWindowBarWords() {
    #expect(
      WindowState.allCases.map(TodayStrings.state) == [
        "upcoming", "open", "closing soon", "closed",
      ])
  }

  @Test func everyActionHasTheSeedsButtonWords() {
    #expect(
      AnchorAction.allCases.map(TodayStrings.action) == [
        "Attended", "Not today", "Someone else did it", "Mark as done after all",
      ])
  }

  @Test func aWindowReadsHHMMInTheDeviceZoneEvenAcrossMidnight() {
    let school = anchor("Drop-off", "2026-11-29T08:15:00+03:00", "2026-11-29T08:45:00+03:00")
    #expect(TimeText.window(of: school, in: riyadh) == "08:15–08:45")
    let isha = anchor("Isha", "2026-11-29T18:34:00+03:00", "2026-11-30T04:57:00+03:00")
    #expect(TimeText.window(of: isha, in: riyadh) == "18:34–04:57")
    #expect(TimeText.window(of: isha, in: Fixtures.zone("Europe/London")) == "15:34–01:57")
    #expect(TimeText.shortID(school.id) == "1a2b3c4d")
  }

  @Test func theHeadingsNameTheDay() {
    #expect(TodayStrings.heading(Fixtures.date("2026-11-29")) == "Today · Sun 2026-11-29")
    #expect(
      TodayStrings.tomorrowHeading(Fixtures.date("2026-11-30")) == "Tomorrow · Mon 2026-11-30")
  }

  @Test func anActionResultIsANeutralConfirmationWithTheTime() {
    let now = Fixtures.instant("2026-11-29T15:00:00+03:00")
    let asr = { (status: AttendanceStatus, at: String?) in
      TodayStrings.actionResult(
        anchor(
          "Asr", "2026-11-29T14:43:00+03:00", "2026-11-29T17:04:00+03:00", status: status,
          resolvedAt: at), in: riyadh, now: now)
    }
    #expect(asr(.attended, "2026-11-29T14:52:00+03:00") == "Asr (2026-11-29): attended 14:52.")
    #expect(asr(.attended, nil) == "Asr (2026-11-29): attended 15:00.")
    #expect(asr(.skipped, nil) == "Asr (2026-11-29): not today.")
    #expect(asr(.delegated, nil) == "Asr (2026-11-29): someone else did it.")
    #expect(asr(.unknown("postponed"), nil) == "Asr (2026-11-29): Update Jamaal to see this.")
  }

  @Test func aMemberShowsItsStateWhilePendingAndItsOutcomeOnceDecided() {
    let now = Fixtures.instant("2026-11-29T16:55:00+03:00")
    let salah = UUID()
    let anchors = [
      anchor("Dhuhr", "2026-11-29T11:41:00+03:00", "2026-11-29T14:43:00+03:00", rule: salah),
      anchor(
        "Asr", "2026-11-29T14:43:00+03:00", "2026-11-29T17:04:00+03:00", status: .attended,
        resolvedAt: "2026-11-29T16:50:00+03:00", rule: salah),
      anchor("Maghrib", "2026-11-29T16:00:00+03:00", "2026-11-29T17:05:00+03:00", rule: salah),
      anchor("Isha", "2026-11-29T18:34:00+03:00", "2026-11-29T23:01:00+03:00", rule: salah),
    ]
    let section = TodaySection(
      anchors: anchors, ruleTitles: [salah: "Salah"], now: now,
      logicalDay: LogicalDay(timeZone: riyadh))
    guard case .group(let group) = section.rows.first else {
      Issue.record("expected one grouped row")
      return
    }
    #expect(group.text == "Salah 1/4 · Maghrib · until 17:05")
    let views = group.members.map { MemberView($0, timeZone: riyadh, now: now) }
    #expect(views.map(\.state) == ["missed", "attended 16:50", "closing soon", "upcoming"])
    #expect(views.map(\.window) == ["11:41–14:43", "14:43–17:04", "16:00–17:05", "18:34–23:01"])
    #expect(
      views.map(\.actions) == [
        ["Mark as done after all"], [], ["Attended", "Not today", "Someone else did it"],
        ["Not today", "Someone else did it"],
      ])
  }
}
