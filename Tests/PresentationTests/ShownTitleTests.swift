import Foundation
import JamaalModel
import JamaalPresentation
import JamaalSchedule
import JamaalTestSupport
import Testing

/// SPEC §7: a title an older version wrote past 200 characters is shown cut (with "…") in
/// every row's words; the row's title itself (what `--json` gives) stays whole.
@Suite struct ShownTitleTests {
  let day = LogicalDay(timeZone: Fixtures.zone("Asia/Riyadh"))
  let now = Fixtures.instant("2026-11-26T14:05:00+03:00")
  let long = String(repeating: "w", count: 250)
  /// The long title as shown: its first 199 characters and "…".
  var cut: String { String(repeating: "w", count: 199) + "…" }

  func anchor(_ title: String, rule: UUID?, slot: String, hour: Int) -> Anchor {
    Anchor(
      rule: rule, title: title, occurrenceDate: Fixtures.date("2026-11-26"), slotKey: slot,
      windowStart: now.addingTimeInterval(Double(hour) * 3600),
      windowEnd: now.addingTimeInterval(Double(hour) * 3600 + 1800), effortMinutes: 10,
      createdAt: now)
  }

  @Test func aTitleIsCutPast200Characters() {
    let exact = String(repeating: "é", count: 200)
    #expect(ShownTitle.cut(exact) == exact)
    #expect(ShownTitle.cut(long) == cut)
    #expect(ShownTitle.cut(long).count == Limits.titleCharacters)
    #expect(ShownTitle.cut("School run") == "School run")
  }

  @Test func todaysRowsCutEachTitleAndKeepTheWholeOne() throws {
    let rule = UUID()
    let group = UUID()
    let anchors = [
      anchor(long, rule: nil, slot: "", hour: 1),
      anchor("Drop-off", rule: rule, slot: "drop", hour: 2),
      anchor(long, rule: group, slot: "a", hour: 3),
      anchor("Second", rule: group, slot: "b", hour: 4),
    ]
    let section = TodaySection(
      anchors: anchors, ruleTitles: [rule: long, group: long], now: now, logicalDay: day)
    guard section.rows.count == 3, case .plain(let oneOff) = section.rows[0],
      case .plain(let slot) = section.rows[1], case .group(let grouped) = section.rows[2]
    else {
      Issue.record("unexpected rows \(section.rows)")
      return
    }
    #expect(oneOff.title == long)
    #expect(oneOff.text == cut + " · opens 15:05")
    #expect(slot.title == long + " · Drop-off")
    #expect(slot.text == cut + " · Drop-off · opens 16:05")
    #expect(grouped.title == long)
    #expect(grouped.text == cut + " 0/2 · " + cut + " · opens 17:05")
    let member = MemberView(grouped.members[0], timeZone: day.timeZone, now: now)
    #expect(member.title == cut)
  }

  @Test func theRulesListAndDetailCutTheTitle() {
    let rule = AnchorRule(
      title: long, sourceKey: .scheduled, configData: Data("{}".utf8), effortMinutes: 10,
      createdAt: now)
    let row = RuleRow(
      rule: rule, state: .active, summary: "Daily", next: nil, logicalDay: day,
      today: Fixtures.date("2026-11-26"))
    #expect(row.line == cut + " · Daily")
    let detail = RuleDetail(
      rule: rule, state: .active, summary: "Daily",
      upcoming: [anchor(long, rule: rule.id, slot: "a", hour: 20)], exceptions: [],
      logicalDay: day, today: Fixtures.date("2026-11-26"))
    #expect(detail.title == cut)
    #expect(detail.upcoming == ["Today 2026-11-26 · 10:05–10:35 · " + cut])
    #expect(RuleDetailStrings.changed(.edited, title: long) == "Edited " + cut + ".")
  }

  /// SPEC §10: a title's own line breaks and tabs are escaped before it is laid out in a line.
  @Test func aTitleKeepsToOneLine() {
    #expect(ShownTitle.cut("x\n  ● Fake\r\tend") == "x\\x0A  ● Fake\\x0D\\x09end")
    #expect(ShownTitle.inLine("a\r\nb") == "a\\x0D\\x0Ab")
    for title in ["صلاة الفجر", "نماز صبح می‌روم", "שלום", "👨‍👩‍👧"] {
      #expect(ShownTitle.cut(title) == title)
    }
  }
}
