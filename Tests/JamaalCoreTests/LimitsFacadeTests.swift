import Foundation
import JamaalCore
import JamaalModel
import JamaalSchedule
import JamaalStorage
import JamaalTestSupport
import Testing

/// SPEC §7's limits at the facade, the one gate every command's write passes: a rule, an
/// exception, a one-off or a focus session over a limit is refused naming the field and nothing
/// is written; a rule an older version wrote over a limit is kept and can be edited down.
@Suite struct LimitsFacadeTests {
  static let now = "2026-11-26T14:05:00+03:00"

  func open() throws -> Jamaal {
    try OpenedJamaal.open(
      Fixtures.temporaryFolder().appendingPathComponent("s.sqlite"), at: Self.now)
  }

  func draft(_ config: Data, title: String = "School run") -> RuleDraft {
    RuleDraft(
      title: title, sourceKey: .scheduled, configData: config, effortMinutes: 30,
      placement: .fixed)
  }

  /// The refusal's field and words, or nil when `body` did not refuse.
  func refusal(_ body: () throws -> Void) -> (field: String, message: String)? {
    do {
      try body()
      return nil
    } catch let error as JamaalError {
      guard case .field(let field) = error.kind else { return ("?", error.message) }
      return (field.field, error.message)
    } catch {
      return ("?", "\(error)")
    }
  }

  @Test func aRuleOverALimitIsRefusedNamingTheFieldAndNothingIsWritten() throws {
    let jamaal = try open()
    let long = String(repeating: "t", count: 201)
    let over: [(RuleDraft, String, String)] = [
      (draft(LimitConfigs.data(LimitConfigs.scheduled(slots: 49))), "slots", "at most 48 slots"),
      (
        draft(LimitConfigs.data(LimitConfigs.scheduled()), title: long), "title",
        "this one has 201 (1 too many)"
      ),
      (
        draft(LimitConfigs.data(LimitConfigs.scheduled(label: long))), "slots[0].label",
        "a title is at most 200 characters"
      ),
      (
        draft(LimitConfigs.data(LimitConfigs.scheduled(exceptions: 501))), "exceptions",
        "a rule has at most 500 exception ranges"
      ),
      (draft(LimitConfigs.sized(64 * 1024 + 1)), "config", "at most 64 KB"),
    ]
    for (draft, field, words) in over {
      let checked = refusal { try jamaal.rules.check(draft) }
      #expect(checked?.field == field, "\(field)")
      #expect(checked?.message.contains(words) == true, "\(checked?.message ?? "passed")")
      #expect(refusal { try jamaal.rules.add(draft) }?.field == field)
    }
    #expect(try jamaal.store.rules().isEmpty)
    #expect(
      try jamaal.store.anchors(from: jamaal.today, through: jamaal.today.adding(days: 1)).isEmpty)
    for draft in [
      draft(LimitConfigs.data(LimitConfigs.scheduled(slots: 48))),
      draft(LimitConfigs.data(LimitConfigs.scheduled(label: String(repeating: "l", count: 200)))),
      draft(LimitConfigs.data(LimitConfigs.scheduled(exceptions: 500))),
      draft(LimitConfigs.sized(64 * 1024), title: String(repeating: "t", count: 200)),
    ] {
      #expect(refusal { try jamaal.rules.add(draft) } == nil)
    }
    #expect(try jamaal.store.rules().count == 4)
  }

  /// SPEC §4.2: ranges merge before they are counted, so a 501st range that touches one kept is
  /// taken; one apart from every other is refused and the rule is left as it was.
  @Test func the501stExceptionRangeIsRefusedUnlessItMerges() throws {
    let jamaal = try open()
    let rule = try jamaal.rules.add(
      draft(LimitConfigs.data(LimitConfigs.scheduled(exceptions: 500))))
    let apart = try ExceptionRange(start: Fixtures.date("2035-01-01"), end: nil, reason: .travel)
    let refused = refusal { try jamaal.rules.addException(apart, toRuleWithID: rule.id) }
    #expect(refused?.field == "exceptions")
    #expect(
      refused?.message
        == "exceptions: a rule has at most 500 exception ranges; this one has 501 (1 too many)")
    #expect(try jamaal.store.rule(id: rule.id) == rule)
    // 2027-01-01 is excepted already: the day after merges into it.
    let touching = try ExceptionRange(
      start: Fixtures.date("2027-01-02"), end: Fixtures.date("2027-01-02"), reason: .illness)
    let saved = try jamaal.rules.addException(touching, toRuleWithID: rule.id).rule
    let kept = try ExceptionRange.list(in: saved.configData)
    #expect(kept.count == 501 && kept.merged().count == 500)
  }

  @Test func aRuleAnOlderVersionWroteOverALimitIsKeptAndCanBeEditedDown() async throws {
    let jamaal = try open()
    let created = Fixtures.instant("2026-11-20T09:00:00Z")
    let longTitle = AnchorRule(
      title: String(repeating: "w", count: 300), sourceKey: .scheduled,
      configData: LimitConfigs.data(LimitConfigs.scheduled()), effortMinutes: 10,
      createdAt: created)
    let manySlots = AnchorRule(
      title: "Every half hour", sourceKey: .scheduled,
      configData: LimitConfigs.data(LimitConfigs.scheduled(slots: 60)), effortMinutes: 10,
      createdAt: created)
    try jamaal.store.insertRule(longTitle)
    try jamaal.store.insertRule(manySlots)
    // Kept and shown: evaluation and the rules list leave both as they are.
    _ = try await jamaal.evaluate()
    #expect(Set(try jamaal.rules.overviews().map(\.rule.id)) == [longTitle.id, manySlots.id])

    // An edit that leaves a rule over a limit is refused naming what is over, by how much.
    let leftLong = refusal { try jamaal.rules.edit(longTitle.id, sets: ["start=10:00"]) }
    #expect(
      leftLong?.message
        == "title: is too long: a title is at most 200 characters; this one has 300 (100 too many)"
    )
    let leftMany = refusal { try jamaal.rules.edit(manySlots.id, sets: ["title=Half hours"]) }
    #expect(
      leftMany?.message == "slots: a rule has at most 48 slots; this one has 60 (12 too many)")
    #expect(try jamaal.store.rule(id: longTitle.id) == longTitle)
    #expect(try jamaal.store.rule(id: manySlots.id) == manySlots)

    // A change of state keeps the row as the older version wrote it.
    #expect(try jamaal.rules.change(.pause, ruleWithID: manySlots.id).isPaused)
    #expect(try jamaal.rules.change(.archive, ruleWithID: manySlots.id).isArchived)
    #expect(try jamaal.store.rule(id: manySlots.id)?.configData == manySlots.configData)

    // An edit that brings it within every limit is taken.
    let edited = try jamaal.rules.edit(longTitle.id, sets: ["title=Water the plants"])
    #expect(edited.title == "Water the plants")
    #expect(try jamaal.store.rules().count == 2)
  }

  @Test func aOneOffOrAFocusSessionOverTheTitleLimitIsRefused() throws {
    let jamaal = try open()
    let now = Fixtures.instant(Self.now)
    let anchor = Anchor(
      rule: nil, title: String(repeating: "d", count: 201), occurrenceDate: jamaal.today,
      slotKey: "", windowStart: now.addingTimeInterval(3600),
      windowEnd: now.addingTimeInterval(7200), effortMinutes: 60, placement: .fixed,
      createdAt: now)
    #expect(refusal { try jamaal.anchors.addOneOff(anchor) }?.field == "title")
    #expect(try jamaal.store.anchors(from: jamaal.today, through: jamaal.today).isEmpty)
    let focus = refusal { _ = try jamaal.focus.start(title: "Home\u{1B}work") }
    #expect(focus?.message == #"--title: must not hold control characters (found \x1B)"#)
    #expect(try jamaal.focus.running() == nil)
  }
}
