import Foundation
import JamaalModel
import JamaalPresentation
import JamaalSchedule
import JamaalTestSupport
import Testing

@Suite struct TodaySectionTests {
  let riyadh = Fixtures.zone("Asia/Riyadh")
  let salah = UUID()
  let school = UUID()
  let plants = UUID()
  var day: LogicalDay { LogicalDay(timeZone: riyadh) }
  var titles: [UUID: String] { [salah: "Salah", school: "School run", plants: "Water the plants"] }

  func anchor(
    _ title: String, rule: UUID?, _ start: String, _ end: String, date: String = "2026-11-26",
    status: AttendanceStatus = .pending, resolvedAt: String? = nil
  ) -> Anchor {
    Anchor(
      rule: rule, title: title, occurrenceDate: Fixtures.date(date),
      slotKey: title.lowercased(), windowStart: Fixtures.instant(start),
      windowEnd: Fixtures.instant(end), effortMinutes: 10, attendanceStatus: status,
      resolvedAt: resolvedAt.map(Fixtures.instant), createdAt: Fixtures.instant(start))
  }

  var prayers: [Anchor] {
    [
      anchor("Asr", rule: salah, "2026-11-26T15:20:00+03:00", "2026-11-26T17:58:00+03:00"),
      anchor("Maghrib", rule: salah, "2026-11-26T17:58:00+03:00", "2026-11-26T19:28:00+03:00"),
      anchor("Isha", rule: salah, "2026-11-26T19:28:00+03:00", "2026-11-26T23:40:00+03:00"),
    ]
  }

  func texts(_ anchors: [Anchor], at now: String) -> [String] {
    TodaySection(
      anchors: anchors, ruleTitles: titles, now: Fixtures.instant(now), logicalDay: day
    ).rows.map {
      switch $0 {
      case .plain(let row): row.text
      case .group(let row): row.text
      }
    }
  }

  @Test func aRuleWithSeveralAnchorsIsOneGroupedRow() {
    #expect(texts(prayers, at: "2026-11-26T14:05:00+03:00") == ["Salah 0/3 · Asr · opens 15:20"])
    #expect(texts(prayers, at: "2026-11-26T16:00:00+03:00") == ["Salah 0/3 · Asr · until 17:58"])
  }

  @Test func theGroupNamesTheNextMemberOnceOneIsDecided() {
    var anchors = prayers
    anchors[0].attendanceStatus = .attended
    #expect(
      texts(anchors, at: "2026-11-26T17:00:00+03:00") == ["Salah 1/3 · Maghrib · opens 17:58"])
  }

  @Test func aGroupWithNothingLeftReadsDone() {
    var anchors = prayers
    anchors[0].attendanceStatus = .attended
    anchors[1].attendanceStatus = .delegated
    anchors[2].attendanceStatus = .skipped
    #expect(texts(anchors, at: "2026-11-26T20:00:00+03:00") == ["Salah 2/3 · done"])
    // A closed, pending member reads as missed and is not counted as done.
    #expect(texts(prayers, at: "2026-11-26T23:50:00+03:00") == ["Salah 0/3 · done"])
  }

  @Test func unknownOutcomesAreNotCounted() {
    var anchors = prayers
    anchors[0].attendanceStatus = .unknown("postponed")
    anchors[1].attendanceStatus = .attended
    // D-12, G-82: an outcome a newer version wrote counts in neither done nor total.
    #expect(texts(anchors, at: "2026-11-26T20:00:00+03:00") == ["Salah 1/2 · Isha · until 23:40"])
  }

  @Test func plainRowsAddTheSlotLabelAndShowTheOutcome() {
    let dropOff = anchor(
      "Drop-off", rule: school, "2026-11-26T08:15:00+03:00", "2026-11-26T08:45:00+03:00")
    #expect(
      texts([dropOff], at: "2026-11-26T08:20:00+03:00") == ["School run · Drop-off · until 08:45"])
    var attended = dropOff
    attended.attendanceStatus = .attended
    attended.resolvedAt = Fixtures.instant("2026-11-26T08:31:00+03:00")
    #expect(
      texts([attended], at: "2026-11-26T09:00:00+03:00") == [
        "School run · Drop-off · attended 08:31"
      ])
    #expect(texts([dropOff], at: "2026-11-26T09:00:00+03:00") == ["School run · Drop-off · missed"])
    var skipped = dropOff
    skipped.attendanceStatus = .skipped
    #expect(
      texts([skipped], at: "2026-11-26T08:00:00+03:00") == ["School run · Drop-off · not today"])
  }

  @Test func aMultiDayWindowSaysWhichDayItCloses() {
    // Last watered Monday the 23rd: open Thursday 03:00 to Saturday 03:00.
    let water = anchor(
      "Water the plants", rule: plants, "2026-11-26T03:00:00+03:00", "2026-11-28T03:00:00+03:00")
    #expect(
      texts([water], at: "2026-11-26T10:00:00+03:00") == ["Water the plants · open · closes Fri"])
    // Still on Today on Friday, though its occurrence date is Thursday.
    #expect(
      texts([water], at: "2026-11-27T10:00:00+03:00") == ["Water the plants · open · closes Fri"])
    // Closed at Saturday 03:00: missed, and listed on Saturday, its day of grace (G-28).
    #expect(texts([water], at: "2026-11-28T10:00:00+03:00") == ["Water the plants · missed"])
    #expect(texts([water], at: "2026-11-29T10:00:00+03:00").isEmpty)
  }

  @Test func rowsAreSortedByWindowStartAndOneOffsKeepTheirTitle() {
    let dentist = anchor(
      "Dentist", rule: nil, "2026-11-26T15:00:00+03:00", "2026-11-26T16:00:00+03:00")
    let dropOff = anchor(
      "Drop-off", rule: school, "2026-11-26T08:15:00+03:00", "2026-11-26T08:45:00+03:00")
    #expect(
      texts(prayers + [dentist, dropOff], at: "2026-11-26T07:00:00+03:00") == [
        "School run · Drop-off · opens 08:15", "Dentist · opens 15:00",
        "Salah 0/3 · Asr · opens 15:20",
      ])
  }

  @Test func theFocusChipNamesTheOpenAnchorClosingSoonest() {
    let now = Fixtures.instant("2026-11-26T17:48:00+03:00")
    let section = TodaySection(anchors: prayers, ruleTitles: titles, now: now, logicalDay: day)
    #expect(section.focusChip(now: now, logicalDay: day) == "Asr closes in 10 min")
    let later = Fixtures.instant("2026-11-26T23:45:00+03:00")
    #expect(
      TodaySection(anchors: prayers, ruleTitles: titles, now: later, logicalDay: day)
        .focusChip(now: later, logicalDay: day) == nil)
  }
}
