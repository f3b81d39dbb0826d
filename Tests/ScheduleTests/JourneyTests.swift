import Foundation
import JamaalModel
import JamaalSchedule
import JamaalTestSupport
import Testing

/// Journey 4: rules created mid-afternoon, the plants rule's multi-day windows.
@Suite struct JourneyTests {
  let london = ScheduleFixtures.london

  @Test func rulesCreatedAt1405YieldOnlyTheWindowsStillToComeToday() throws {
    let engine = try ScheduleFixtures.engine()
    // Monday 30 November 2026, 14:05 in London.
    let now = Fixtures.instant("2026-11-30T14:05:00Z")
    let school = ScheduleFixtures.schoolRun(created: now)
    let lunch = ScheduleFixtures.rule(
      ScheduledConfig(
        recurrence: .weekdays(days: Set(Weekday.allCases)),
        slots: [
          ScheduleFixtures.slot("early", "Early", "13:00", 60),  // closed at 14:00
          ScheduleFixtures.slot("late", "Late", "13:50", 30),  // open until 14:20
        ]),
      title: "Medicine", created: now)
    let plan = engine.generate(rules: [school, lunch], stored: [], now: now)
    let titles = plan.inserts.sorted { $0.windowStart < $1.windowStart }.map {
      "\($0.occurrenceDate) \($0.title)"
    }
    #expect(
      titles == [
        "2026-11-30 Late", "2026-11-30 Pick-up", "2026-12-01 Drop-off", "2026-12-01 Early",
        "2026-12-01 Late", "2026-12-01 Pick-up",
      ])
    #expect(plan.inserts.allSatisfy { $0.windowEnd > now && $0.attendanceStatus == .pending })
    #expect(plan.inserts.allSatisfy { $0.createdAt == now })
    // A second run writes nothing.
    #expect(engine.generate(rules: [school, lunch], stored: plan.inserts, now: now).isEmpty)
  }

  @Test func plantsLastWateredMondayOpenThursdayAndStayOnEachOpenDay() throws {
    let engine = try ScheduleFixtures.engine()
    let day = engine.logicalDay
    let plants = ScheduleFixtures.plants(lastDone: "2026-11-23")  // Monday
    var stored: [Anchor] = []
    // Monday and Tuesday: Thursday is not yet tomorrow.
    for date in ["2026-11-23", "2026-11-24"] {
      let now = london.instant(on: Fixtures.date(date), minutesAfterMidnight: 9 * 60)
      #expect(engine.generate(rules: [plants], stored: stored, now: now).isEmpty)
    }
    // Wednesday: Thursday's window is stored, one multi-day Anchor until the end of Friday.
    let wednesday = london.instant(on: Fixtures.date("2026-11-25"), minutesAfterMidnight: 9 * 60)
    stored = engine.generate(rules: [plants], stored: stored, now: wednesday).inserts
    let window = try #require(stored.first)
    #expect(stored.count == 1)
    #expect(window.occurrenceDate == Fixtures.date("2026-11-26"))
    #expect(window.slotKey == "water")
    #expect(window.windowStart == Fixtures.instant("2026-11-26T03:00:00Z"))
    #expect(window.windowEnd == Fixtures.instant("2026-11-28T03:00:00Z"))
    #expect(WindowState(of: window, at: wednesday) == .upcoming)
    // Thursday and Friday: open, overlapping the logical day, nothing new generated.
    for date in ["2026-11-26", "2026-11-27"] {
      let now = london.instant(on: Fixtures.date(date), minutesAfterMidnight: 10 * 60)
      #expect(WindowState(of: window, at: now) == .open)
      #expect(TodaysSet.contains(window, now: now, logicalDay: day))
      #expect(TodaysSet.lastDay(of: window, logicalDay: day).weekday.shortName == "Fri")
      #expect(engine.generate(rules: [plants], stored: stored, now: now).isEmpty)
      #expect(
        engine.preview(plants, from: Fixtures.date(date), days: 7, stored: stored, now: now)
          .map(\.id) == [window.id])
    }
  }

  @Test func todaysSetFollowsD3() throws {
    let day = LogicalDay(timeZone: london)
    let now = Fixtures.instant("2026-11-30T02:50:00Z")  // Monday 02:50: still logical Sunday
    func anchor(_ date: String, _ start: String, _ end: String, _ status: AttendanceStatus)
      -> Anchor
    {
      Anchor(
        rule: UUID(), title: "A", occurrenceDate: Fixtures.date(date), slotKey: "a",
        windowStart: Fixtures.instant(start), windowEnd: Fixtures.instant(end), effortMinutes: 1,
        attendanceStatus: status, createdAt: now)
    }
    // Sunday's own, whatever the outcome.
    #expect(
      TodaysSet.contains(
        anchor("2026-11-29", "2026-11-29T09:00:00Z", "2026-11-29T09:30:00Z", .missed), now: now,
        logicalDay: day))
    // Monday's early window, open now before the boundary.
    #expect(
      TodaysSet.contains(
        anchor("2026-11-30", "2026-11-30T02:40:00Z", "2026-11-30T03:40:00Z", .pending), now: now,
        logicalDay: day))
    #expect(
      !TodaysSet.contains(
        anchor("2026-11-30", "2026-11-30T02:55:00Z", "2026-11-30T03:40:00Z", .pending), now: now,
        logicalDay: day))
    // A multi-day window opened Friday, still pending; not once it is decided.
    #expect(
      TodaysSet.contains(
        anchor("2026-11-27", "2026-11-27T03:00:00Z", "2026-11-30T03:00:00Z", .pending), now: now,
        logicalDay: day))
    #expect(
      !TodaysSet.contains(
        anchor("2026-11-27", "2026-11-27T03:00:00Z", "2026-11-30T03:00:00Z", .skipped), now: now,
        logicalDay: day))
    #expect(
      !TodaysSet.contains(
        anchor("2026-11-26", "2026-11-26T03:00:00Z", "2026-11-28T03:00:00Z", .pending), now: now,
        logicalDay: day))
  }

  @Test func attendedThursdaySchedulesTheNextFromThursday() throws {
    let engine = try ScheduleFixtures.engine()
    let plants = ScheduleFixtures.plants(lastDone: "2026-11-23")
    let wednesday = london.instant(on: Fixtures.date("2026-11-25"), minutesAfterMidnight: 9 * 60)
    var stored = engine.generate(rules: [plants], stored: [], now: wednesday).inserts
    let thursday = Fixtures.instant("2026-11-26T18:30:00Z")
    stored[0] = try AnchorActions.perform(
      .attend, on: stored[0], now: thursday, logicalDay: engine.logicalDay)
    #expect(stored[0].resolvedAt == thursday)
    // Thursday + 3 = Sunday: generated on Saturday (tomorrow), not before.
    let friday = Fixtures.instant("2026-11-27T12:00:00Z")
    #expect(engine.evaluate(rules: [plants], stored: stored, now: friday).isEmpty)
    let saturday = Fixtures.instant("2026-11-28T12:00:00Z")
    let next = try #require(
      engine.generate(rules: [plants], stored: stored, now: saturday).inserts.first)
    #expect(next.occurrenceDate == Fixtures.date("2026-11-29"))
    #expect(next.windowStart == Fixtures.instant("2026-11-29T03:00:00Z"))
    #expect(next.windowEnd == Fixtures.instant("2026-12-01T03:00:00Z"))
  }

  @Test func aMissedWindowIsFollowedByOneOfTheSameLengthTheDayAfter() throws {
    let engine = try ScheduleFixtures.engine()
    let plants = ScheduleFixtures.plants(lastDone: "2026-11-23")
    let wednesday = london.instant(on: Fixtures.date("2026-11-25"), minutesAfterMidnight: 9 * 60)
    var stored = engine.generate(rules: [plants], stored: [], now: wednesday).inserts
    // Nothing done Thursday or Friday. Saturday 09:00: the window closed at 03:00.
    let saturday = Fixtures.instant("2026-11-28T09:00:00Z")
    #expect(stored[0].effectiveStatus(at: saturday) == .missed)
    let plan = engine.evaluate(rules: [plants], stored: stored, now: saturday)
    #expect(plan.updates.map(\.attendanceStatus) == [.missed])
    #expect(plan.updates.first?.resolvedAt == Fixtures.instant("2026-11-28T03:00:00Z"))
    let next = try #require(plan.inserts.first)
    #expect(plan.inserts.count == 1)
    #expect(next.occurrenceDate == Fixtures.date("2026-11-28"))
    #expect(next.windowEnd.timeIntervalSince(next.windowStart) == 2 * 86_400)
    stored = plan.applied(to: stored)
    #expect(engine.evaluate(rules: [plants], stored: stored, now: saturday).isEmpty)
    // The missed one may still be marked done after all on Saturday (its window ended then).
    let actions = AnchorActions.availableActions(
      for: stored[0], now: saturday, logicalDay: engine.logicalDay)
    #expect(actions == [.markDoneAfterAll])
  }

  @Test func dueNowOpensTodayAndAnOldLastDoneSkipsWindowsThatClosedUnseen() throws {
    let engine = try ScheduleFixtures.engine()
    let now = Fixtures.instant("2026-11-30T10:00:00Z")
    let today = engine.today(at: now)
    let draft = try draftFromJSON(plantsPreset)
    let dueNow = try ScheduledRuleEditor().apply(
      ["lastDone=due-now"], to: draft, context: EditContext(today: today, now: .distantPast))
    let rule = AnchorRule(
      title: dueNow.title, sourceKey: dueNow.sourceKey, configData: dueNow.configData,
      effortMinutes: dueNow.effortMinutes, createdAt: now)
    let first = engine.generate(rules: [rule], stored: [], now: now).inserts
    #expect(first.map(\.occurrenceDate) == [today])
    // Last done a month ago: the D-6 chain of 2-day windows runs on to the one open now.
    let old = ScheduleFixtures.plants(lastDone: "2026-10-30")
    let projected = engine.generate(rules: [old], stored: [], now: now).inserts
    #expect(projected.map(\.occurrenceDate) == [Fixtures.date("2026-11-30")])
  }

  let plantsPreset = """
    {"title": "Water the plants", "effortMinutes": 10, "placement": "flexible",
     "recurrence": {"kind": "afterLast", "minDays": 3, "maxDays": 4},
     "slots": [{"id": "water", "allDay": true}]}
    """
}

/// Reads a preset through `ScheduledSource.draft(fromPreset:)` with JSONDecoder standing in
/// for the YAML decoder.
func draftFromJSON(_ json: String) throws -> RuleDraft {
  try JSONDecoder().decode(DraftBox.self, from: Data(json.utf8)).draft
}

/// Hands the decoder JSONDecoder gives it to the source.
struct DraftBox: Decodable {
  let draft: RuleDraft
  init(from decoder: any Decoder) throws {
    draft = try ScheduledSource().draft(fromPreset: decoder)
  }
}
