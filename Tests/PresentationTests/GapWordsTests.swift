import Foundation
import JamaalModel
import JamaalPresentation
import JamaalSchedule
import JamaalTestSupport
import Testing

/// Issue 11 items 2, 5 and 11 in the Presentation tables.
@Suite struct GapWordsTests {
  let london = LogicalDay(timeZone: Fixtures.zone("Europe/London"))
  let today = Fixtures.date("2026-12-01")

  func anchor(_ title: String, _ date: String, _ start: String, _ end: String) -> Anchor {
    Anchor(
      rule: UUID(), title: title, occurrenceDate: Fixtures.date(date), slotKey: "s",
      windowStart: Fixtures.instant(start), windowEnd: Fixtures.instant(end), effortMinutes: 10,
      createdAt: Fixtures.instant("2026-11-01T00:00:00Z"))
  }

  /// D-12: a timed window crossing the 03:00 day start reads as its times; only windows of
  /// 24 hours or more read by weekday, never "until" a date before the row's own.
  @Test func windowsReadByTimeUnlessTheyLastADay() {
    let custom = anchor("Custom", "2026-12-02", "2026-12-02T01:30:00Z", "2026-12-02T02:30:00Z")
    #expect(
      RuleDetailStrings.occurrence(custom, logicalDay: london, today: today)
        == "Tomorrow 2026-12-02 · 01:30–02:30 · Custom")
    let plants = anchor("Water", "2026-12-03", "2026-12-03T03:00:00Z", "2026-12-05T03:00:00Z")
    #expect(
      RuleDetailStrings.occurrence(plants, logicalDay: london, today: today)
        == "Thu 2026-12-03 · until Fri 2026-12-04 · Water")
  }

  @Test func anEmptyPreviewSaysWhy() {
    var gaps = RuleGaps()
    #expect(RuleGapStrings.nothing(gaps, count: 7) == "Nothing in the next 7 days.")
    gaps.endedOn = Fixtures.date("2026-11-28")
    #expect(
      RuleGapStrings.nothing(gaps, count: 7) == "Nothing in the next 7 days: ends 2026-11-28.")
    gaps.endedOn = nil
    gaps.firstDate = Fixtures.date("2026-12-08")
    #expect(RuleGapStrings.why(gaps) == "first on Tue 8 Dec")
    gaps.firstDate = nil
    gaps.missing = ["Fajr", "Isha", "Fajr"].map {
      MissingWindow(date: today, title: $0, kind: .polarNight, reason: "the sun does not rise")
    }
    #expect(RuleGapStrings.why(gaps) == "polar night: no Fajr or Isha")
    #expect(
      RuleGapStrings.missingLines(gaps.missing, today: today) == [
        "Fajr · none Today, Today · the sun does not rise",
        "Isha · none Today · the sun does not rise",
      ])
  }

  /// SPEC 4.2: a merged range keeps every reason, in words.
  @Test func mergedExceptionsKeepEveryReason() throws {
    let ranges = [
      try ExceptionRange(
        start: Fixtures.date("2026-12-09"), end: Fixtures.date("2026-12-10"), reason: .travel),
      try ExceptionRange(
        start: Fixtures.date("2026-12-07"), end: Fixtures.date("2026-12-08"), reason: .termBreak),
    ]
    let merged = ranges.mergedWithReasons()
    #expect(merged.count == 1)
    #expect(
      RuleDetailStrings.exception(merged[0].range, reasons: merged[0].reasons)
        == "except 2026-12-07–2026-12-10 (term break, travel)")
  }

  @Test func aBrokenPresetReadsAsItsFirstLine() {
    #expect(
      PresetStrings.unreadable("a.yaml:3:1: error\n  ^") == "could not be read: a.yaml:3:1: error")
  }
}
