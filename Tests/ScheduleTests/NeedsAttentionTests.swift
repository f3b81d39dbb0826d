import Foundation
import JamaalModel
import JamaalSchedule
import JamaalTestSupport
import Testing

/// AN-07: rules that cannot be read are shown with a reason, never generated, never changed.
@Suite struct NeedsAttentionTests {
  static let now = Fixtures.instant("2026-11-30T10:00:00Z")

  static func rule(_ json: String, source: SourceKey = .scheduled) -> AnchorRule {
    AnchorRule(
      title: "Odd", sourceKey: source, configData: Data(json.utf8), effortMinutes: 5,
      createdAt: now)
  }

  static let valid = """
    {"version":1,"recurrence":{"kind":"weekdays","days":["mon","tue"]},\
    "slots":[{"id":"a","start":"11:00","windowMinutes":30}]}
    """

  @Test(arguments: [
    (
      NeedsAttentionTests.rule(
        NeedsAttentionTests.valid.replacingOccurrences(of: "\"version\":1", with: "\"version\":2")),
      true
    ),
    (
      NeedsAttentionTests.rule(
        "{\"version\":1,\"recurrence\":{\"kind\":\"monthly\"},\"slots\":[]}"),
      false
    ),
    (
      NeedsAttentionTests.rule(
        NeedsAttentionTests.valid.replacingOccurrences(of: "\"11:00\"", with: "\"11h\"")),
      false
    ),
    (
      NeedsAttentionTests.rule(NeedsAttentionTests.valid.replacingOccurrences(of: "30", with: "0")),
      false
    ),
    (NeedsAttentionTests.rule("not json"), false),
    (
      NeedsAttentionTests.rule(NeedsAttentionTests.valid, source: "medication"),
      false
    ),
  ])
  func isShownNeverGeneratedNeverChanged(_ rule: AnchorRule, _ isNewerVersion: Bool) throws {
    let engine = try ScheduleFixtures.engine()
    guard case .needsAttention(let why) = engine.state(of: rule) else {
      Issue.record("expected needs attention")
      return
    }
    if case .newerVersion = why { #expect(isNewerVersion) } else { #expect(!isNewerVersion) }
    #expect(engine.summary(of: rule) == nil)
    #expect(engine.generate(rules: [rule], stored: [], now: Self.now).isEmpty)
    #expect(
      engine.preview(rule, from: engine.today(at: Self.now), days: 7, stored: [], now: Self.now)
        .isEmpty)
    // Its stored Anchors are not replaced (the store keeping its config byte-identical is
    // JamaalCoreTests.NeedsAttentionStoreTests).
    let old = Anchor(
      rule: rule.id, title: "Odd", occurrenceDate: engine.today(at: Self.now).adding(days: 1),
      slotKey: "a", windowStart: Self.now.addingTimeInterval(86_400),
      windowEnd: Self.now.addingTimeInterval(90_000), effortMinutes: 5, createdAt: Self.now)
    #expect(engine.planEdit(of: rule, stored: [old], now: Self.now).isEmpty)
  }

  @Test func pausedAndArchivedRulesGenerateNothingAndLoseTheirUpcomingAnchors() throws {
    let engine = try ScheduleFixtures.engine()
    var rule = ScheduleFixtures.schoolRun()
    let monday = Fixtures.instant("2026-11-30T08:20:00Z")  // drop-off open
    let stored = engine.generate(rules: [rule], stored: [], now: monday).inserts
    #expect(stored.count == 4)
    rule.isPaused = true
    #expect(engine.state(of: rule) == .paused)
    #expect(engine.generate(rules: [rule], stored: [], now: monday).isEmpty)
    let plan = engine.planEdit(of: rule, stored: stored, now: monday)
    // The open drop-off stays; pick-up today and tomorrow's two are removed.
    #expect(Set(plan.deletions) == Set(stored.filter { $0.windowStart > monday }.map(\.id)))
    #expect(plan.deletions.count == 3)
    rule.isPaused = false
    rule.isArchived = true
    #expect(engine.state(of: rule) == .archived)
    #expect(engine.generate(rules: [rule], stored: [], now: monday).isEmpty)
    #expect(engine.generate(rules: [rule], stored: stored, now: monday).isEmpty)
    // Archiving loses the same three upcoming Anchors; the open drop-off stays.
    let archived = engine.planEdit(of: rule, stored: stored, now: monday)
    let open = try #require(
      stored.first { $0.slotKey == "dropoff" && $0.occurrenceDate == Fixtures.date("2026-11-30") })
    #expect(archived.deletions.count == 3)
    #expect(Set(archived.deletions) == Set(stored.map(\.id)).subtracting([open.id]))
    #expect(archived.inserts.isEmpty && archived.updates.isEmpty)
  }
}
