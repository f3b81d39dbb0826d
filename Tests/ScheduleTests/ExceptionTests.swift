import Foundation
import JamaalModel
import JamaalSchedule
import JamaalTestSupport
import Testing

/// AN-06: exceptions merge, remove pending Anchors inside, keep decided ones, block generation.
@Suite struct ExceptionTests {
  let monday = Fixtures.instant("2026-11-30T08:20:00Z")

  func range(_ start: String, _ end: String?) throws -> ExceptionRange {
    try ExceptionRange(
      start: Fixtures.date(start), end: end.map { Fixtures.date($0) }, reason: .holiday)
  }

  @Test func addingOneDeletesPendingAnchorsInsideAndKeepsDecidedOnes() throws {
    let engine = try ScheduleFixtures.engine()
    let rule = ScheduleFixtures.schoolRun()
    var stored = engine.generate(rules: [rule], stored: [], now: monday).inserts
    let dropOff = try #require(
      stored.firstIndex {
        $0.slotKey == "dropoff" && $0.occurrenceDate == Fixtures.date("2026-11-30")
      })
    stored[dropOff] = try AnchorActions.perform(
      .attend, on: stored[dropOff], now: monday, logicalDay: engine.logicalDay)
    let other = Anchor(
      rule: UUID(), title: "Other", occurrenceDate: Fixtures.date("2026-11-30"), slotKey: "x",
      windowStart: monday, windowEnd: monday.addingTimeInterval(600), effortMinutes: 1,
      createdAt: monday)
    let (edited, deletions) = try ScheduleExceptions.add(
      try range("2026-11-30", "2026-12-04"), to: rule, stored: stored + [other], now: monday)
    // Today's pick-up and tomorrow's two go; the attended drop-off and other rules' stay.
    #expect(deletions.count == 3)
    #expect(!deletions.contains(stored[dropOff].id))
    #expect(!deletions.contains(other.id))
    #expect(edited.modifiedAt == monday)
    let config = try ScheduledConfig.read(edited.configData)
    #expect(config.exceptions == [try range("2026-11-30", "2026-12-04")])
    // Nothing is generated inside it; the Monday after, the school run is back.
    let kept = stored.filter { !deletions.contains($0.id) }
    #expect(engine.generate(rules: [edited], stored: kept, now: monday).isEmpty)
    let friday = Fixtures.instant("2026-12-04T12:00:00Z")
    #expect(engine.generate(rules: [edited], stored: kept, now: friday).inserts.isEmpty)
    let sunday = Fixtures.instant("2026-12-06T12:00:00Z")
    let back = engine.generate(rules: [edited], stored: kept, now: sunday).inserts
    #expect(back.map(\.occurrenceDate.description) == ["2026-12-07", "2026-12-07"])
  }

  @Test func overlappingAndAdjacentRangesMergeAndAnOpenEndSwallowsTheRest() throws {
    let rule = ScheduleFixtures.schoolRun()
    var current = rule
    for (start, end) in [
      ("2026-12-10", "2026-12-12"), ("2026-12-13", "2026-12-15"), ("2026-12-14", "2026-12-20"),
      ("2027-01-10", "2027-01-10"), ("2026-12-01", "2026-12-02"),
    ] as [(String, String?)] {
      current = try ScheduleExceptions.add(
        try range(start, end), to: current, stored: [], now: monday
      ).rule
    }
    // Each range is stored as entered, so merged ranges keep every reason (issue 11); they
    // merge when read.
    #expect(try ScheduledConfig.read(current.configData).exceptions.count == 5)
    #expect(
      try ScheduledConfig.read(current.configData).exceptions.merged() == [
        try range("2026-12-01", "2026-12-02"), try range("2026-12-10", "2026-12-20"),
        try range("2027-01-10", "2027-01-10"),
      ])
    current = try ScheduleExceptions.add(
      try range("2026-12-19", nil), to: current, stored: [], now: monday
    ).rule
    #expect(
      try ScheduledConfig.read(current.configData).exceptions.merged() == [
        try range("2026-12-01", "2026-12-02"), try range("2026-12-10", nil),
      ])
  }

  @Test(
    arguments: [
      ("2026-12-10", "2026-12-01", "holiday", "to: 2026-12-01 is before the start 2026-12-10"),
      ("10/12/2026", nil, "holiday", "from: '10/12/2026' is not a date (YYYY-MM-DD)"),
      ("2026-12-10", "soon", "holiday", "to: 'soon' is not a date (YYYY-MM-DD)"),
      (
        "2026-12-10", nil, "party",
        "reason: 'party' is not one of termBreak, holiday, travel, illness, other"
      ),
    ] as [(String, String?, String, String)])
  func badRangesAreRefusedWithTheField(
    _ from: String, _ to: String?, _ reason: String, _ message: String
  ) {
    do {
      _ = try ScheduleExceptions.range(from: from, to: to, reason: reason)
      Issue.record("accepted")
    } catch {
      #expect(error.description == message)
    }
  }

  @Test func aRangeFromTheCommandLine() throws {
    let parsed = try ScheduleExceptions.range(from: "2026-12-19", to: nil, reason: "termBreak")
    #expect(
      parsed
        == (try ExceptionRange(start: Fixtures.date("2026-12-19"), end: nil, reason: .termBreak)))
  }
}
