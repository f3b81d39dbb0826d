import Foundation
import JamaalModel
import JamaalSchedule
import JamaalTestSupport
import Testing

/// D-7 edits and `--set key=value`: pending Anchors not yet open are replaced, unknown keys kept.
@Suite struct EditTests {
  let monday = Fixtures.instant("2026-11-30T08:20:00Z")  // Drop-off open
  let today = Fixtures.date("2026-11-30")

  @Test func editingReplacesOnlyPendingAnchorsNotYetOpen() throws {
    let engine = try ScheduleFixtures.engine()
    let rule = ScheduleFixtures.schoolRun()
    var stored = engine.generate(rules: [rule], stored: [], now: monday).inserts
    // Tomorrow's drop-off was skipped in advance: decided, so it stays.
    let skippedIndex = try #require(
      stored.firstIndex {
        $0.slotKey == "dropoff" && $0.occurrenceDate == today.adding(days: 1)
      })
    stored[skippedIndex] = try AnchorActions.perform(
      .skip, on: stored[skippedIndex], now: monday, logicalDay: engine.logicalDay)
    let edited = try ScheduledRuleEditor().apply(
      ["start=08:30", "window=20", "remindAtStart=true"], to: rule,
      context: EditContext(today: today, now: monday))
    #expect(edited.modifiedAt == monday)
    let plan = engine.planEdit(of: edited, stored: stored, now: monday)
    // Today's open drop-off stays as it was; today's and tomorrow's pick-up are refreshed in
    // place (same ids, reminder now on); nothing is inserted or deleted.
    #expect(plan.inserts.isEmpty)
    #expect(plan.deletions.isEmpty)
    #expect(plan.updates.map(\.slotKey).sorted() == ["pickup", "pickup"])
    #expect(plan.updates.allSatisfy { $0.remindBeforeStartMinutes == 0 && $0.modifiedAt == monday })
    let after = plan.applied(to: stored)
    let openDropOff = try #require(
      after.first { $0.slotKey == "dropoff" && $0.occurrenceDate == today })
    #expect(openDropOff.windowStart == Fixtures.instant("2026-11-30T08:15:00Z"))
    #expect(after[skippedIndex].attendanceStatus == .skipped)
    #expect(after[skippedIndex].windowStart == Fixtures.instant("2026-12-01T08:15:00Z"))
    // The first slot's start changed: a day not yet generated gets 08:30 for 20 minutes.
    let wednesday = Fixtures.instant("2026-12-01T12:00:00Z")
    let next = engine.generate(rules: [edited], stored: after, now: wednesday).inserts
    let drop = try #require(next.first { $0.slotKey == "dropoff" })
    #expect(drop.windowStart == Fixtures.instant("2026-12-02T08:30:00Z"))
    #expect(drop.windowEnd == Fixtures.instant("2026-12-02T08:50:00Z"))
  }

  @Test func changingTheDaysDeletesUpcomingAnchorsNoLongerScheduled() throws {
    let engine = try ScheduleFixtures.engine()
    let rule = ScheduleFixtures.schoolRun()
    let stored = engine.generate(rules: [rule], stored: [], now: monday).inserts
    let edited = try ScheduledRuleEditor().apply(
      ["days=mon,wed"], to: rule, context: EditContext(today: today, now: monday))
    let plan = engine.planEdit(of: edited, stored: stored, now: monday)
    let tuesday = stored.filter { $0.occurrenceDate == today.adding(days: 1) }.map(\.id)
    #expect(Set(plan.deletions) == Set(tuesday))
    #expect(plan.updates.isEmpty)
    #expect(plan.inserts.isEmpty)
  }

  @Test func unknownConfigKeysSurviveAnEdit() throws {
    let json = """
      {"version":1,"colour":"teal","recurrence":{"kind":"weekdays","days":["mon"],"future":[1,2]},\
      "slots":[{"id":"a","start":"09:00","windowMinutes":15,"icon":"bus"}]}
      """
    let rule = AnchorRule(
      title: "Bus", sourceKey: .scheduled, configData: Data(json.utf8), effortMinutes: 5,
      createdAt: monday)
    let edited = try ScheduledRuleEditor().apply(
      ["start=09:10", "title=Bus stop", "effort=7"], to: rule,
      context: EditContext(today: today, now: monday))
    let object = try #require(
      try JSONSerialization.jsonObject(with: edited.configData) as? [String: Any])
    #expect(object["colour"] as? String == "teal")
    let recurrence = try #require(object["recurrence"] as? [String: Any])
    #expect(recurrence["future"] as? [Int] == [1, 2])
    let slot = try #require((object["slots"] as? [[String: Any]])?.first)
    #expect(slot["icon"] as? String == "bus")
    #expect(slot["start"] as? String == "09:10")
    #expect(object["effortMinutes"] as? Int == 7)
    #expect(edited.title == "Bus stop")
    #expect(edited.effortMinutes == 7)
    // Adding an exception patches the same way.
    let range = try ExceptionRange(start: today, end: nil, reason: .unknown("sabbatical"))
    let excepted = try ScheduleExceptions.add(range, to: edited, stored: [], now: monday).rule
    let after = try #require(
      try JSONSerialization.jsonObject(with: excepted.configData) as? [String: Any])
    #expect(after["colour"] as? String == "teal")
    #expect((after["exceptions"] as? [[String: Any]])?.first?["reason"] as? String == "sabbatical")
    // An unedited rule's config is never rewritten.
    #expect(rule.configData == Data(json.utf8))
  }

  @Test func anchorsWithAnUnknownStatusAreNeverFinalisedReplacedOrExcepted() throws {
    let engine = try ScheduleFixtures.engine()
    let rule = ScheduleFixtures.schoolRun()
    var stored = engine.generate(rules: [rule], stored: [], now: monday).inserts
    for index in stored.indices { stored[index].attendanceStatus = .unknown("postponed") }
    let late = Fixtures.instant("2026-12-02T12:00:00Z")
    #expect(MissedAnchors.finalise(stored, now: late).isEmpty)
    let edited = try ScheduledRuleEditor().apply(
      ["start=09:00"], to: rule, context: EditContext(today: today, now: monday))
    #expect(engine.planEdit(of: edited, stored: stored, now: monday).isEmpty)
    let range = try ExceptionRange(start: today, end: nil, reason: .travel)
    #expect(
      try ScheduleExceptions.add(range, to: rule, stored: stored, now: monday).deletions.isEmpty)
  }

  @Test func recurrenceKeys() throws {
    let rule = ScheduleFixtures.schoolRun()
    func summary(_ sets: [String]) throws -> String {
      let edited = try ScheduledRuleEditor().apply(
        sets, to: rule, context: EditContext(today: today, now: monday))
      return ScheduleSummary.text(for: try ScheduledConfig.read(edited.configData))
    }
    #expect(try summary(["days=weekdays"]) == "Mon–Fri · 08:15, 15:15 · 30 min")
    #expect(try summary(["every=2", "days=tue"]) == "Every 2 weeks · Tue · 08:15, 15:15 · 30 min")
    #expect(try summary(["every=3 days"]) == "Every 3 days · 08:15, 15:15 · 30 min")
    #expect(try summary(["allDay=true"]) == "Mon–Fri · All day, 15:15")
    #expect(try summary(["days=daily", "window=45"]) == "Every day · 08:15, 15:15 · 45 min")
    let plants = ScheduleFixtures.plants(lastDone: "2026-11-23")
    let dueNow = try ScheduledRuleEditor().apply(
      ["lastDone=due-now", "minDays=2", "maxDays=5"], to: plants,
      context: EditContext(today: today, now: monday))
    #expect(
      try ScheduledConfig.read(dueNow.configData).recurrence
        == .afterLast(minDays: 2, maxDays: 5, startDate: Fixtures.date("2026-11-28")))
  }

  @Test(arguments: [
    (
      ["colour=teal"],
      "colour: unknown key; valid keys: title, effort, repeat, every, days, startDate, minDays, maxDays, lastDone, allDay, start, window, slot.<id>.label, slot.<id>.start, slot.<id>.window, slot.<id>.allDay, slot.<id>.remove, endDate, timeZone, remindAtStart, remindBeforeEnd"
    ),
    (["start"], "--set: expected key=value, got 'start'"),
    (["start=8h15"], "start: '8h15' is not a time (HH:MM, 24-hour)"),
    (["start=08:15", "start=09:00"], "start: is given twice"),
    (["window=0"], "window: '0' is not a whole number from 1 to 1440"),
    (["window=1441"], "window: '1441' is not a whole number from 1 to 1440"),
    (["days=monkey"], "days: 'monkey' is not a weekday (mon, tue, … sun, or weekdays)"),
    (["days=,"], "days: choose at least one weekday"),
    (["every=0"], "every: '0' is not a number of days or weeks (3, 3 days, 2 weeks)"),
    (
      ["every=fortnightly"],
      "every: 'fortnightly' is not a number of days or weeks (3, 3 days, 2 weeks)"
    ),
    (["startDate=2026-11-01"], "startDate: a weekday rule has no start date"),
    (["minDays=3"], "minDays: only an after-last-done rule has minDays"),
    (["lastDone=due-now"], "lastDone: only an after-last-done rule has a last-done date"),
    (["endDate=30/11/2026"], "endDate: '30/11/2026' is not a date (YYYY-MM-DD)"),
    (
      ["timeZone=Mars/Base"],
      "timeZone: 'Mars/Base' is not a time zone identifier (e.g. Europe/London)"
    ),
    (["effort=-1"], "effort: '-1' is not a whole number from 0 to 1440"),
    (["remindAtStart=yes"], "remindAtStart: 'yes' is not true or false"),
    (["remindBeforeEnd=0"], "remindBeforeEnd: '0' is not a whole number from 1 to 1440"),
    (["title= "], "title: must not be empty"),
    (
      ["repeat=monthly"],
      "repeat: 'monthly' is not one of weekdays, everyNDays, everyNWeeks, afterLast"
    ),
    (["repeat=afterLast", "days=mon"], "days: an after-last-done rule has no weekdays"),
    (["allDay=true", "start=08:00"], "start: the first slot is all day (allDay=true)"),
  ])
  func badValuesNameTheKey(_ sets: [String], _ message: String) {
    let rule = ScheduleFixtures.schoolRun()
    do {
      _ = try ScheduledRuleEditor().apply(
        sets, to: rule, context: EditContext(today: today, now: monday))
      Issue.record("accepted \(sets)")
    } catch {
      #expect(error.description == message)
    }
  }

  @Test func repeatChangesTheKindKeepingWhatTheNewKindHas() throws {
    let rule = ScheduleFixtures.schoolRun()
    func recurrence(_ sets: [String], on rule: AnchorRule) throws -> Recurrence {
      let edited = try ScheduledRuleEditor().apply(
        sets, to: rule, context: EditContext(today: today, now: monday))
      return try ScheduledConfig.read(edited.configData).recurrence
    }
    // Two slots cannot repeat after last done; bin night's one slot can: 2–3 days after, done
    // today.
    #expect(throws: FieldError.self) { try recurrence(["repeat=afterLast"], on: rule) }
    let binNight = ScheduleFixtures.rule(
      ScheduledConfig(
        recurrence: .weekdays(days: [.tuesday]),
        slots: [ScheduleFixtures.slot("out", nil, "19:00", 60)]))
    #expect(
      try recurrence(["repeat=afterLast", "minDays=2", "maxDays=3"], on: binNight)
        == .afterLast(minDays: 2, maxDays: 3, startDate: today))
    #expect(
      try recurrence(["repeat=afterLast", "maxDays=4", "lastDone=due-now"], on: binNight)
        == .afterLast(minDays: 1, maxDays: 4, startDate: Fixtures.date("2026-11-29")))
    // Every other week keeps its weekdays; every 3 days starts today.
    #expect(
      try recurrence(["repeat=everyNWeeks", "every=2"], on: rule)
        == .everyNWeeks(
          n: 2, days: [.monday, .tuesday, .wednesday, .thursday, .friday],
          startDate: today))
    #expect(
      try recurrence(["repeat=everyNDays", "every=3"], on: rule)
        == .everyNDays(n: 3, startDate: today))
    // Plants back to weekdays: every day until days are given; the last-done date goes.
    let plants = ScheduleFixtures.plants(lastDone: "2026-11-23")
    #expect(
      try recurrence(["repeat=weekdays"], on: plants) == .weekdays(days: Set(Weekday.allCases)))
    #expect(
      try recurrence(["repeat=weekdays", "days=sat"], on: plants) == .weekdays(days: [.saturday]))
  }

  @Test(arguments: [
    (["maxDays=2"], "maxDays: minDays (3) must not be more than maxDays (2)"),
    (["minDays=5"], "minDays: minDays (5) must not be more than maxDays (4)"),
    (["lastDone=2026-12-25"], "lastDone: must not be in the future"),
    (["every=2"], "every: an after-last-done rule uses minDays and maxDays"),
    (["days=mon"], "days: an after-last-done rule has no weekdays"),
    (["minDays=0"], "minDays: '0' is not a whole number from 1 to 3660"),
  ])
  func afterLastKeys(_ sets: [String], _ message: String) {
    let plants = ScheduleFixtures.plants(lastDone: "2026-11-23")
    do {
      _ = try ScheduledRuleEditor().apply(
        sets, to: plants, context: EditContext(today: today, now: monday))
      Issue.record("accepted \(sets)")
    } catch {
      #expect(error.description == message)
    }
  }
}
