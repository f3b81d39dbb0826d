import Foundation
import JamaalCore
import JamaalModel
import JamaalSchedule
import JamaalStorage
import JamaalTestSupport
import Testing

@Suite struct FacadeTests {
  func open(at now: String, store url: URL? = nil) throws -> Jamaal {
    try OpenedJamaal.open(
      url ?? Fixtures.temporaryFolder().appendingPathComponent("s.sqlite"), at: now)
  }

  let schoolRun = #"""
    {"version":1,"recurrence":{"kind":"weekdays","days":["mon","tue","wed","thu","fri"]},
     "slots":[{"id":"dropoff","label":"Drop-off","start":"08:15","windowMinutes":30},
              {"id":"pickup","label":"Pick-up","start":"15:15","windowMinutes":30}],
     "effortMinutes":30,"placement":"fixed","futureKey":{"kept":true}}
    """#

  func draft(_ config: String) -> RuleDraft {
    RuleDraft(
      title: "School run", sourceKey: .scheduled, configData: Data(config.utf8),
      effortMinutes: 30, placement: .fixed)
  }

  @Test func evaluationIsIdempotentAndCoversTodayAndTomorrow() async throws {
    let jamaal = try open(at: "2026-11-26T14:05:00+03:00")
    try jamaal.rules.add(draft(schoolRun))
    await #expect(try jamaal.evaluate().isEmpty)
    let stored = try jamaal.store.anchors(
      from: Fixtures.date("2026-11-26"), through: Fixtures.date("2026-11-27"))
    // Thursday: only the pick-up (the drop-off had closed at 14:05); Friday: both.
    #expect(
      stored.map { "\($0.occurrenceDate) \($0.slotKey)" } == [
        "2026-11-26 pickup", "2026-11-27 dropoff", "2026-11-27 pickup",
      ])
  }

  @Test func theNextDayFinalisesMissedAndGeneratesTheDayAfter() async throws {
    let url = Fixtures.temporaryFolder().appendingPathComponent("s.sqlite")
    do {
      let first = try open(at: "2026-11-26T14:05:00+03:00", store: url)
      try first.rules.add(draft(schoolRun))
    }
    // Monday morning: Thursday's and Friday's pending Anchors closed unseen.
    let monday = try open(at: "2026-11-30T07:00:00+03:00", store: url)
    let plan = try await monday.evaluate()
    #expect(plan.updates.count == 3)
    #expect(plan.updates.allSatisfy { $0.attendanceStatus == .missed })
    #expect(
      plan.inserts.map(\.occurrenceDate.description).sorted() == [
        "2026-11-30", "2026-11-30", "2026-12-01", "2026-12-01",
      ])
    let texts = try monday.todaySection().rows.map {
      if case .group(let row) = $0 { return row.text }
      return ""
    }
    #expect(texts == ["School run 0/2 · Drop-off · opens 08:15"])
  }

  @Test func unknownValuesSurviveEvaluationEditsAndExport() async throws {
    let jamaal = try open(at: "2026-11-26T14:05:00+03:00")
    let rule = try jamaal.rules.add(draft(schoolRun))
    let mystery = AnchorRule(
      title: "From a newer app", sourceKey: "medication",
      configData: Data(#"{"version":7,"doses":["08:00"]}"#.utf8), effortMinutes: 5,
      placement: .unknown("floating"), createdAt: Fixtures.instant("2026-11-20T10:00:00Z"))
    try jamaal.store.insertRule(mystery)
    var postponed = try #require(
      jamaal.store.anchors(rule: rule.id).first { $0.slotKey == "pickup" })
    postponed.attendanceStatus = .unknown("postponed")
    try jamaal.store.updateAnchor(postponed)
    let before = try jamaal.store.export()

    try await jamaal.evaluate()
    try jamaal.rules.change(.pause, ruleWithID: rule.id)
    try await jamaal.evaluate()

    let kept = try #require(try jamaal.store.rule(id: mystery.id))
    #expect(kept == mystery)
    #expect(try jamaal.store.anchor(id: postponed.id)?.attendanceStatus == .unknown("postponed"))
    let saved = try #require(try jamaal.store.rule(id: rule.id))
    #expect(saved.configData == rule.configData)  // futureKey and every byte kept
    let mysteryOverview = try jamaal.rules.overviews().first { $0.rule.id == mystery.id }
    #expect(mysteryOverview?.state == .needsAttention(.unregisteredSource(mystery.sourceKey)))
    #expect(mysteryOverview?.summary == nil)
    // The export carries them: a fresh store importing it holds the same unknown values.
    let export = try jamaal.store.export()
    #expect(before != export)  // the pause itself was written
    let restored = try open(at: "2026-11-26T14:05:00+03:00")
    try restored.store.import(export)
    #expect(try restored.store.rule(id: mystery.id) == mystery)
    #expect(try restored.store.rule(id: mystery.id)?.placement == .unknown("floating"))
    #expect(try restored.store.rule(id: rule.id)?.configData == rule.configData)
    #expect(try restored.store.rule(id: rule.id)?.isPaused == true)
    let postponedBack = try restored.store.anchor(id: postponed.id)
    #expect(postponedBack?.attendanceStatus == .unknown("postponed"))
    #expect(try restored.store.export() == export)
    let text = String(decoding: export, as: UTF8.self)
    for raw in ["\"postponed\"", "\"floating\"", "\"futureKey\"", "\"medication\""] {
      #expect(text.contains(raw), "\(raw) missing from the export")
    }
  }

  @Test func anExceptionKeepsDecidedAnchorsAndRemovesPendingOnes() async throws {
    let jamaal = try open(at: "2026-11-26T15:20:00+03:00")
    let rule = try jamaal.rules.add(draft(schoolRun))
    let pickUp = try #require(
      jamaal.store.anchors(rule: rule.id).first { $0.occurrenceDate.description == "2026-11-26" })
    try jamaal.anchors.act(.attend, on: pickUp)
    let range = try ExceptionRange(
      start: Fixtures.date("2026-11-26"), end: Fixtures.date("2026-11-27"), reason: .holiday)
    let (_, removed) = try jamaal.rules.addException(range, toRuleWithID: rule.id)
    #expect(removed == 2)
    let left = try jamaal.store.anchors(rule: rule.id)
    #expect(left.map(\.attendanceStatus) == [.attended])
    await #expect(try jamaal.evaluate().inserts.isEmpty)
  }

  @Test func refusedActionsSayWhy() throws {
    let jamaal = try open(at: "2026-11-26T14:05:00+03:00")
    let rule = try jamaal.rules.add(draft(schoolRun))
    let pickUp = try #require(try jamaal.store.anchors(rule: rule.id).first)
    let error = #expect(throws: JamaalError.self) { try jamaal.anchors.act(.attend, on: pickUp) }
    #expect(error?.message == "Opens at 15:15")
    #expect(error?.kind == .action(.notOpenYet(opensAt: pickUp.windowStart)))
    #expect(
      throws: JamaalError(
        .idTooShort, "'abc' is too short: give at least 6 characters of the id")
    ) {
      try jamaal.anchors.matching("abc")
    }
    let missing = #expect(throws: JamaalError.self) { try jamaal.rules.rule(matching: "abcdef12") }
    #expect(missing?.kind == .notFound)
  }

  /// A source without an editor: `--set` is refused with a message, never silently dropped.
  struct PlainSource: AnchorSource {
    let sourceKey: SourceKey = "plain"
    let configVersions = 1...1
    func decode(_ rule: AnchorRule) throws -> any RuleSchedule { ScheduledSourceless() }
    func draft(fromPreset decoder: any Decoder) throws -> RuleDraft {
      RuleDraft(
        title: "Plain", sourceKey: sourceKey, configData: Data(#"{"version":1}"#.utf8),
        effortMinutes: 5, placement: .fixed)
    }
  }

  struct ScheduledSourceless: RuleSchedule {
    func anchors(for date: LogicalDate, context: GenerationContext) -> [Anchor] { [] }
    var summary: String { "Never" }
    var timeZone: TimeZone? { nil }
  }

  @Test func setOnASourceWithoutAnEditorIsRefused() throws {
    let jamaal = try OpenedJamaal.open(
      Fixtures.temporaryFolder().appendingPathComponent("s.sqlite"),
      at: "2026-11-26T14:05:00+03:00", sources: [PlainSource()])
    let draft = RuleDraft(
      title: "Plain", sourceKey: "plain", configData: Data(#"{"version":1}"#.utf8),
      effortMinutes: 5, placement: .fixed)
    #expect(try jamaal.rules.applying([], to: draft) == draft)
    let refused = #expect(throws: JamaalError.self) {
      try jamaal.rules.applying(["title=Other"], to: draft)
    }
    #expect(refused?.kind == .noEditor("plain"))
    #expect(refused?.message == "rules of source 'plain' cannot be edited with --set")
    let rule = try jamaal.rules.add(draft)
    let edit = #expect(throws: JamaalError.self) {
      try jamaal.rules.edit(rule.id, sets: ["title=Other"])
    }
    #expect(edit?.kind == .noEditor("plain"))
    #expect(try jamaal.rules.rule(matching: rule.id.uuidString).title == "Plain")
  }
}
