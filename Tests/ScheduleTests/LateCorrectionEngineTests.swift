import Foundation
import JamaalModel
import JamaalSchedule
import JamaalTestSupport
import Testing

/// The engine's side of issue 11: D-13 missed windows of a day the app did not open, the late
/// correction's reschedule (G-28, G-29), rule detail's stored-then-preview days (D-14) and what
/// cannot be generated.
@Suite struct LateCorrectionEngineTests {
  let engine: ScheduleEngine
  let day: LogicalDay

  init() throws {
    engine = try ScheduleFixtures.engine()
    day = engine.logicalDay
  }

  /// D-13: opened at 12:30, the morning's drop-off is stored as missed (resolvedAt its end);
  /// a rule created at 12:00 yields none, and yesterday is never backfilled.
  @Test func aDayTheAppDidNotOpenStoresTheMorningAsMissed() {
    let now = Fixtures.instant("2026-12-01T12:30:00Z")
    let inserts = engine.generate(
      rules: [ScheduleFixtures.schoolRun()], stored: [], now: now
    ).inserts
    let dropOff = inserts.first {
      $0.slotKey == "dropoff" && $0.occurrenceDate == day.logicalDate(of: now)
    }
    #expect(dropOff?.attendanceStatus == .missed)
    #expect(dropOff?.resolvedAt == dropOff?.windowEnd)
    #expect(!inserts.contains { $0.occurrenceDate < day.logicalDate(of: now) })
    let late = ScheduleFixtures.schoolRun(created: Fixtures.instant("2026-12-01T12:00:00Z"))
    let fresh = engine.generate(rules: [late], stored: [], now: now).inserts
    #expect(!fresh.contains { $0.attendanceStatus == .missed })
  }

  /// G-28, G-29: marking the missed plants done after all on Tuesday moves the next window to
  /// Fri 4 – Sat 5 Dec, replacing the one scheduled after the miss.
  @Test func aLateCorrectionReplacesTheWindowAfterTheMiss() throws {
    let plants = ScheduleFixtures.plants(lastDone: "2026-11-26")
    let sunday = Fixtures.instant("2026-11-29T10:00:00Z")
    let first = engine.generate(rules: [plants], stored: [], now: sunday).inserts
    let tuesday = Fixtures.instant("2026-12-01T10:00:00Z")
    let plan = engine.evaluate(rules: [plants], stored: first, now: tuesday)
    let stored = plan.applied(to: first)
    let missed = try #require(stored.first { $0.attendanceStatus == .missed })
    let afterMiss = try #require(stored.first { $0.attendanceStatus == .pending })
    #expect(afterMiss.occurrenceDate == Fixtures.date("2026-12-01"))
    let done = try AnchorActions.perform(
      .markDoneAfterAll, on: missed, now: tuesday, logicalDay: day)
    let correction = engine.planAfterDecision(
      of: done, rule: plants, stored: stored, now: tuesday)
    #expect(correction.deletions == [afterMiss.id])
    let after = correction.applied(to: stored.map { $0.id == done.id ? done : $0 })
    let next = engine.upcoming(
      plants, from: day.logicalDate(of: tuesday), days: 8, stored: after, now: tuesday)
    #expect(next.map(\.occurrenceDate) == [Fixtures.date("2026-12-04")])
    #expect(next.first?.windowEnd == Fixtures.instant("2026-12-06T03:00:00Z"))
    #expect(ScheduleEngine.nextPending(in: next, now: tuesday)?.id == next.first?.id)
  }

  /// A rule whose windows do not follow history writes nothing after a decision.
  @Test func aSchoolRunDecisionReschedulesNothing() throws {
    let school = ScheduleFixtures.schoolRun()
    let morning = Fixtures.instant("2026-12-01T08:20:00Z")
    let stored = engine.generate(rules: [school], stored: [], now: morning).inserts
    let dropOff = try #require(stored.first { $0.slotKey == "dropoff" && $0.windowEnd > morning })
    let done = try AnchorActions.perform(.attend, on: dropOff, now: morning, logicalDay: day)
    #expect(engine.planAfterDecision(of: done, rule: school, stored: stored, now: morning).isEmpty)
    // D-14: rule detail shows the stored row, outcome and id included; next is the pick-up.
    let after = stored.map { $0.id == done.id ? done : $0 }
    let upcoming = engine.upcoming(
      school, from: day.logicalDate(of: morning), days: 7, stored: after, now: morning)
    #expect(upcoming.first?.id == done.id && upcoming.first?.attendanceStatus == .attended)
    #expect(ScheduleEngine.nextPending(in: upcoming, now: morning)?.slotKey == "pickup")
  }

  /// Item 5: an empty preview says why: the rule ended, or its first window is later.
  @Test func anEmptyPreviewSaysWhy() {
    let now = Fixtures.instant("2026-12-01T10:00:00Z")
    let today = day.logicalDate(of: now)
    var ended = ScheduledConfig(
      recurrence: .everyNDays(n: 1, startDate: Fixtures.date("2026-11-01")),
      slots: [ScheduleFixtures.slot("a", nil, "09:00", 30)])
    ended.endDate = Fixtures.date("2026-11-28")
    let endedRule = ScheduleFixtures.rule(ended)
    #expect(
      engine.gaps(endedRule, from: today, days: 7, shown: [], stored: [], now: now).endedOn
        == Fixtures.date("2026-11-28"))
    let later = ScheduleFixtures.rule(
      ScheduledConfig(
        recurrence: .everyNDays(n: 3, startDate: Fixtures.date("2026-12-08")),
        slots: [ScheduleFixtures.slot("a", nil, "09:00", 30)]))
    #expect(
      engine.gaps(later, from: today, days: 7, shown: [], stored: [], now: now).firstDate
        == Fixtures.date("2026-12-08"))
  }
}
