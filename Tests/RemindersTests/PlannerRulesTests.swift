import Foundation
import JamaalCore
import JamaalModel
import JamaalReminders
import JamaalSchedule
import JamaalTestSupport
import Testing

/// What never reminds, Jumu'ah's words, the planning prompt and routing.
@Suite struct PlannerRulesTests {
  typealias F = PlannerFixtures
  /// Monday 2026-11-30, 06:00 in London.
  let now = Fixtures.instant("2026-11-30T06:00:00Z")

  func rule(_ title: String, _ start: String = "09:00") -> AnchorRule {
    F.daily(title, slots: [F.slot("s", nil, start, 60)], beforeEnd: 15)
  }

  @Test func nothingForDecidedPastPausedArchivedUnreadableOrExcepted() throws {
    let engine = try F.engine()
    var paused = rule("Paused")
    paused.isPaused = true
    var archived = rule("Archived")
    archived.isArchived = true
    var unreadable = rule("Unreadable")
    unreadable.configData = Data("{\"version\":1}".utf8)
    let excepted = F.daily(
      "Excepted", slots: [F.slot("s", nil, "09:00", 60)],
      exceptions: [
        try ExceptionRange(
          start: Fixtures.date("2026-12-01"), end: Fixtures.date("2026-12-02"), reason: .holiday)
      ])
    let decided = rule("Decided")
    let early = rule("Early", "05:00")
    let rules = [paused, archived, unreadable, excepted, decided, early]
    var stored = engine.generate(rules: rules, stored: [], now: now).inserts
    for index in stored.indices where stored[index].rule == decided.id {
      stored[index].attendanceStatus = .skipped
    }
    let plan = F.plan(engine, rules: rules, stored: stored, now: now, options: F.anchorsOnly)
    let titles = Set(plan.scheduled.map(\.title))
    #expect(titles == ["Excepted", "Decided", "Early"])
    // Decided only today and tomorrow (stored); previewed days still remind.
    let decidedDays = plan.scheduled.filter { $0.title == "Decided" }.map {
      engine.today(at: $0.fireDate)
    }
    #expect(
      Set(decidedDays) == [
        Fixtures.date("2026-12-02"), Fixtures.date("2026-12-03"), Fixtures.date("2026-12-04"),
      ])
    // Inside the exception: nothing on Tue and Wed.
    let exceptedDays = Set(
      plan.scheduled.filter { $0.title == "Excepted" }.map {
        engine.today(at: $0.fireDate)
      })
    #expect(
      exceptedDays == [
        Fixtures.date("2026-11-30"), Fixtures.date("2026-12-03"), Fixtures.date("2026-12-04"),
      ])
    // 05:00 today is past: its first reminders are tomorrow's.
    let firstEarly = try #require(plan.scheduled.first { $0.title == "Early" })
    #expect(firstEarly.fireDate == Fixtures.instant("2026-12-01T05:00:00Z"))
  }

  @Test func aOneOffRemindsAsItWasSet() throws {
    let engine = try F.engine()
    let oneOff = Anchor(
      rule: nil, title: "Dentist", occurrenceDate: Fixtures.date("2026-12-01"), slotKey: "",
      windowStart: Fixtures.instant("2026-12-01T10:00:00Z"),
      windowEnd: Fixtures.instant("2026-12-01T11:00:00Z"), effortMinutes: 60,
      remindBeforeStartMinutes: 0, remindBeforeEndMinutes: 20, createdAt: now)
    let plan = F.plan(engine, rules: [], stored: [oneOff], now: now, options: F.anchorsOnly)
    #expect(
      plan.scheduled.map(\.fireDate) == [
        Fixtures.instant("2026-12-01T10:00:00Z"), Fixtures.instant("2026-12-01T10:40:00Z"),
      ])
    #expect(
      plan.scheduled.map(\.body) == [
        "Dentist is open · until 11:00", "Dentist closes in 20 min · until 11:00",
      ])
    #expect(plan.scheduled.allSatisfy { $0.route == .anchor(oneOff.id) })
  }

  @Test func jumuahRemindersSayJumuah() throws {
    let engine = try F.engine()
    // Thursday 2026-12-03, 20:00: Friday's Dhuhr is in the horizon.
    let thursday = Fixtures.instant("2026-12-03T20:00:00Z")
    let plan = F.plan(engine, rules: [try F.salah()], now: thursday, options: F.anchorsOnly)
    let friday = plan.scheduled.filter {
      engine.today(at: $0.fireDate) == Fixtures.date("2026-12-04")
    }
    #expect(friday.count == 5, "five at-start reminders on Friday")
    let noon = try #require(friday.first { $0.title.contains("Jumu'ah") })
    #expect(noon.title == "Salah · Jumu'ah")
    #expect(noon.body.hasPrefix("Jumu'ah is open · until "))
    #expect(!friday.contains { $0.title.contains("Dhuhr") })
    let saturday = plan.scheduled.filter {
      engine.today(at: $0.fireDate) == Fixtures.date("2026-12-05")
    }
    #expect(saturday.contains { $0.title == "Salah · Dhuhr" })
  }

  @Test func planningPromptUnlessTheNightIsDecided() throws {
    let engine = try F.engine()
    let plan = F.plan(
      engine, rules: [], now: now, options: ReminderOptions(morningNudge: true),
      decidedNights: [Fixtures.date("2026-12-02")])
    let planning = plan.scheduled.filter { $0.kind == .planningPrompt }
    // 21:00 on Mon, Wed, Thu, Fri: Tuesday evening's night (for Wed) is already planned.
    #expect(
      planning.map(\.route) == [
        .nightPlanning(Fixtures.date("2026-12-01")), .nightPlanning(Fixtures.date("2026-12-03")),
        .nightPlanning(Fixtures.date("2026-12-04")), .nightPlanning(Fixtures.date("2026-12-05")),
      ])
    #expect(planning.first?.fireDate == Fixtures.instant("2026-11-30T21:00:00Z"))
    #expect(planning.first?.title == "Plan tomorrow")
    let mornings = plan.scheduled.filter { $0.kind == .morningNudge }
    #expect(mornings.first?.fireDate == Fixtures.instant("2026-11-30T07:00:00Z"))
    #expect(mornings.allSatisfy { $0.route == .today })
  }

  @Test func routes() throws {
    let date = Fixtures.date("2026-12-01")
    let id = UUID()
    #expect(
      NotificationRoute.nightPlanning(date).destination(readOnly: false) == .nightPlanning(date))
    #expect(NotificationRoute.nightPlanning(date).destination(readOnly: true) == .readOnlySheet)
    #expect(
      NotificationRoute.anchor(id).destination(readOnly: true)
        == .today(row: id.uuidString.lowercased()))
    #expect(NotificationRoute.habit("walk").destination(readOnly: false) == .today(row: "walk"))
    #expect(NotificationRoute.trial.destination(readOnly: true) == .subscription)
    for route in [NotificationRoute.nightPlanning(date), .anchor(id), .habit("h"), .today, .trial] {
      #expect(NotificationRoute(rawValue: route.rawValue) == route)
    }
    #expect(NotificationRoute(rawValue: "nightPlanning:soon") == nil)
  }

  @Test func habitAndTrialRemindersArePlainInputs() throws {
    let engine = try F.engine()
    let habit = NotificationRequest(
      id: "habit-walk", kind: .habit, fireDate: now.addingTimeInterval(3600), title: "Walk",
      body: "Time for a walk", route: .habit("walk"))
    let past = NotificationRequest(
      id: "trial-old", kind: .trialEnd, fireDate: now.addingTimeInterval(-60), title: "Trial",
      body: "ends", route: .trial)
    let plan = F.plan(
      engine, rules: [], now: now,
      options: ReminderOptions(planningPrompt: false, extra: [habit, past]))
    #expect(plan.scheduled == [habit])
    #expect(plan.wantedCategories == [.habitReminders])
  }
}
