import Foundation
import JamaalModel
import JamaalSchedule
import JamaalTestSupport
import Testing

/// D-12 one-liners, G-27 titles, and reading presets.
@Suite struct TextTests {
  static let start = Fixtures.date("2026-11-03")
  static let dropOff = ScheduleFixtures.slot("dropoff", "Drop-off", "08:15", 30)
  static let pickUp = ScheduleFixtures.slot("pickup", "Pick-up", "15:15", 30)

  @Test(arguments: [
    (
      ScheduledConfig(
        recurrence: .weekdays(days: [.monday, .tuesday, .wednesday, .thursday, .friday]),
        slots: [dropOff]),
      "Mon–Fri · 08:15 · 30 min"
    ),
    (
      ScheduledConfig(
        recurrence: .weekdays(days: [.monday, .wednesday, .friday]), slots: [dropOff, pickUp]),
      "Mon, Wed, Fri · 08:15, 15:15 · 30 min"
    ),
    (
      ScheduledConfig(
        recurrence: .weekdays(days: Set(Weekday.allCases)), slots: [Slot(id: "d", timing: .allDay)]),
      "Every day · All day"
    ),
    (
      ScheduledConfig(
        recurrence: .weekdays(days: [.saturday, .sunday]),
        slots: [ScheduleFixtures.slot("a", nil, "10:00", 90)]),
      "Sat, Sun · 10:00 · 1 h 30 min"
    ),
    (
      ScheduledConfig(
        recurrence: .weekdays(days: [.monday, .tuesday, .wednesday, .friday, .saturday]),
        slots: [ScheduleFixtures.slot("a", nil, "10:00", 120)]),
      "Mon–Wed, Fri, Sat · 10:00 · 2 h"
    ),
    (
      ScheduledConfig(
        recurrence: .everyNWeeks(n: 2, days: [.tuesday], startDate: start),
        slots: [ScheduleFixtures.slot("bin", nil, "19:00", 15)]),
      "Every 2 weeks · Tue · 19:00 · 15 min"
    ),
    (
      ScheduledConfig(
        recurrence: .everyNWeeks(n: 1, days: [.tuesday, .thursday], startDate: start),
        slots: [dropOff]),
      "Every week · Tue, Thu · 08:15 · 30 min"
    ),
    (
      ScheduledConfig(recurrence: .everyNDays(n: 3, startDate: start), slots: [dropOff]),
      "Every 3 days · 08:15 · 30 min"
    ),
    (
      ScheduledConfig(recurrence: .everyNDays(n: 1, startDate: start), slots: [dropOff]),
      "Every day · 08:15 · 30 min"
    ),
    (
      ScheduledConfig(
        recurrence: .afterLast(minDays: 3, maxDays: 4, startDate: start),
        slots: [Slot(id: "w", timing: .allDay)]),
      "3–4 days after last done · All day"
    ),
    (
      ScheduledConfig(
        recurrence: .afterLast(minDays: 1, maxDays: 1, startDate: start),
        slots: [Slot(id: "w", timing: .allDay)]),
      "1 day after last done · All day"
    ),
  ])
  func rulesListOneLiners(_ config: ScheduledConfig, _ text: String) throws {
    #expect(ScheduleSummary.text(for: config) == text)
    let engine = try ScheduleFixtures.engine()
    #expect(engine.summary(of: ScheduleFixtures.rule(config)) == text)
  }

  @Test func titlesFollowG27() throws {
    let engine = try ScheduleFixtures.engine()
    let rule = ScheduleFixtures.rule(
      ScheduledConfig(
        recurrence: .weekdays(days: [.monday]),
        slots: [Self.dropOff, ScheduleFixtures.slot("home", " ", "15:15", 30)]),
      title: "School run")
    let anchors = engine.preview(
      rule, from: Fixtures.date("2026-11-30"), days: 1, stored: [],
      now: Fixtures.instant("2026-11-29T12:00:00Z"))
    #expect(anchors.map(\.title) == ["Drop-off", "School run"])
    #expect(
      anchors.map { AnchorTitles.plainRowTitle(for: $0, ruleTitle: "School run") }
        == ["School run · Drop-off", "School run"])
    let group = AnchorTitles.groupedRow(ruleTitle: "School run", members: anchors.reversed())
    #expect(group.title == "School run")
    #expect(group.members == ["Drop-off", "School run"])
    #expect(AnchorTitles.anchorTitle(slotLabel: nil, ruleTitle: "Bins") == "Bins")
    #expect(AnchorTitles.anchorTitle(slotLabel: "Recycling", ruleTitle: "Bins") == "Recycling")
  }

  @Test func remindersAreCopiedIntoEachAnchor() throws {
    let engine = try ScheduleFixtures.engine()
    var config = ScheduledConfig(recurrence: .weekdays(days: [.monday]), slots: [Self.dropOff])
    let now = Fixtures.instant("2026-11-29T12:00:00Z")
    let off = engine.preview(
      ScheduleFixtures.rule(config), from: Fixtures.date("2026-11-30"), days: 1, stored: [],
      now: now)
    #expect(off.map(\.remindBeforeStartMinutes) == [nil])
    #expect(off.map(\.remindBeforeEndMinutes) == [nil])
    config.reminder = ReminderSetting(atStart: true, beforeEndMinutes: 10)
    let on = engine.preview(
      ScheduleFixtures.rule(config), from: Fixtures.date("2026-11-30"), days: 1, stored: [],
      now: now)
    #expect(on.map(\.remindBeforeStartMinutes) == [0])
    #expect(on.map(\.remindBeforeEndMinutes) == [10])
  }

  @Test func aPresetReadThroughAnyDecoderBecomesADraft() throws {
    let draft = try draftFromJSON(
      """
      {"title": "School run", "effortMinutes": 30,
       "recurrence": {"kind": "weekdays", "days": ["mon", "tue", "wed", "thu", "fri"]},
       "slots": [{"id": "dropoff", "label": "Drop-off", "start": "08:15", "windowMinutes": 30},
                 {"id": "pickup", "label": "Pick-up", "start": "15:15", "windowMinutes": 30}],
       "reminder": {"atStart": false}}
      """)
    #expect(draft.title == "School run")
    #expect(draft.sourceKey == .scheduled)
    #expect(draft.effortMinutes == 30)
    #expect(draft.placement == .fixed)
    #expect(SourceRegistry.configVersion(of: draft.configData) == 1)
    let config = try ScheduledConfig.read(draft.configData)
    #expect(ScheduleSummary.text(for: config) == "Mon–Fri · 08:15, 15:15 · 30 min")
  }

  @Test func aPresetWithoutAStartDateGetsTodayFromTheForm() throws {
    let draft = try draftFromJSON(
      """
      {"title": "Bins", "recurrence": {"kind": "everyNWeeks", "n": 2, "days": ["tue"]},
       "slots": [{"id": "out", "start": "19:00", "windowMinutes": 120}]}
      """)
    #expect(throws: FieldError.self) { try ScheduledConfig.read(draft.configData) }
    let filled = try ScheduledRuleEditor().apply(
      [], to: draft, context: EditContext(today: Fixtures.date("2026-12-01"), now: .distantPast))
    #expect(
      try ScheduledConfig.read(filled.configData).recurrence
        == .everyNWeeks(n: 2, days: [.tuesday], startDate: Fixtures.date("2026-12-01")))
  }

  @Test(arguments: [
    (
      #"{"recurrence": {"kind": "weekdays", "days": ["mon"]}, "slots": [{"id": "a", "allDay": true}]}"#,
      "keyNotFound title"
    ),
    (
      #"{"title": "X", "recurrence": {"kind": "everyNDays"}, "slots": [{"id": "a", "allDay": true}]}"#,
      "recurrence.n: is missing"
    ),
    (
      #"{"title": "X", "recurrence": {"kind": "weekdays", "days": ["mon"]}, "slots": [{"id": "a", "start": "7am", "windowMinutes": 5}]}"#,
      "dataCorrupted slots[0].start"
    ),
    (
      #"{"title": "X", "recurrence": {"kind": "weekdays", "days": ["mon"]}, "slots": [{"id": "a", "start": "07:00", "windowMinutes": 0}]}"#,
      "slots[0].windowMinutes: must be between 1 and 1440"
    ),
  ])
  func aBadPresetSaysWhichField(_ json: String, _ expected: String) {
    do {
      _ = try draftFromJSON(json)
      Issue.record("accepted")
    } catch let error as FieldError {
      #expect(error.description == expected)
    } catch let DecodingError.keyNotFound(key, _) {
      #expect("keyNotFound \(key.stringValue)" == expected)
    } catch let DecodingError.dataCorrupted(context) {
      #expect(
        "dataCorrupted "
          + context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? "." + $0.stringValue }
          .joined().dropFirst() == expected)
    } catch {
      Issue.record("unexpected \(error)")
    }
  }

  @Test func theSourceRegistersUnderItsKey() throws {
    let registry = try ScheduleFixtures.registry()
    #expect(registry.keys == [.scheduled])
    #expect(SourceKey.scheduled.rawValue == "scheduled")
    #expect(ScheduledSource().configVersions == 1...1)
  }
}
