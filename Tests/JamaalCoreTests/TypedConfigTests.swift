import Foundation
import JamaalCore
import JamaalJSON
import JamaalSchedule
import JamaalTestSupport
import Testing

/// Rules added and edited with typed configs as well as `--set` text (issue 26, item 4): what a
/// form does, field by field, on the door.
@Suite struct TypedConfigTests {
  let door = ConfigurationTests()

  func walk(at start: String) throws -> ScheduledConfig {
    let time = try #require(WallClockTime(start))
    return ScheduledConfig(
      recurrence: .everyNDays(n: 1, startDate: Fixtures.date("2026-11-01")),
      slots: [Slot(id: "w", label: "Walk", timing: .timed(start: time, windowMinutes: 30))])
  }

  func todaysWalk(_ jamaal: Jamaal) throws -> Anchor? {
    try jamaal.anchors.from(Fixtures.date("2026-11-30"), through: Fixtures.date("2026-11-30"))
      .first
  }

  @Test func aTypedConfigAddsARuleThatGeneratesAndReadsBack() async throws {
    let jamaal = try door.open(try door.configuration(.inMemory))
    let rule = try jamaal.rules.add(title: "Walk", config: try walk(at: "18:00"), effortMinutes: 30)
    #expect(rule.sourceKey == .scheduled)
    try await jamaal.evaluate()
    #expect(try todaysWalk(jamaal)?.windowStart == Fixtures.instant("2026-11-30T18:00:00Z"))
    #expect(
      try jamaal.rules.config(ofRule: rule.id, as: ScheduledConfig.self) == (try walk(at: "18:00")))
  }

  @Test func aTypedEditMovesTheAnchorsNotYetOpenAndKeepsANewerVersionsKeys() async throws {
    let jamaal = try door.open(try door.configuration(.inMemory))
    // A config a newer version wrote: one key this build does not know.
    let stored = try ConfigJSON.patch(try walk(at: "18:00").jsonData()) {
      $0["futureField"] = .string("kept")
    }
    let rule = try jamaal.rules.add(
      RuleDraft(
        title: "Walk", sourceKey: .scheduled, configData: stored, effortMinutes: 30,
        placement: .fixed))
    try await jamaal.evaluate()
    let last = Fixtures.date("2026-12-31")
    try jamaal.rules.edit(rule.id, as: ScheduledConfig.self) { config in
      config.slots[0].timing = .timed(
        start: try #require(WallClockTime("19:00")), windowMinutes: 30)
      config.endDate = last
    }
    #expect(try todaysWalk(jamaal)?.windowStart == Fixtures.instant("2026-11-30T19:00:00Z"))
    let saved = try #require(try jamaal.rules.rule(id: rule.id))
    guard case .object(let object) = try JSONValue(parsing: saved.configData) else {
      Issue.record("the config is an object")
      return
    }
    #expect(object["futureField"] == .string("kept"))
    #expect(try jamaal.rules.config(ofRule: rule.id, as: ScheduledConfig.self).endDate == last)
    // Setting a field to none removes it; the unknown key stays.
    try jamaal.rules.edit(rule.id, as: ScheduledConfig.self) { $0.endDate = nil }
    let again = try #require(try jamaal.rules.rule(id: rule.id))
    guard case .object(let after) = try JSONValue(parsing: again.configData) else { return }
    #expect(after["endDate"] == nil)
    #expect(after["futureField"] == .string("kept"))
  }

  @Test func aTypedEditThatBreaksTheConfigOrNamesAnotherSourceIsRefusedAndWritesNothing() throws {
    let jamaal = try door.open(try door.configuration(.inMemory))
    let rule = try jamaal.rules.add(title: "Walk", config: try walk(at: "18:00"), effortMinutes: 30)
    let before = try #require(try jamaal.rules.rule(id: rule.id))
    let empty = try #require(throws: JamaalError.self) {
      try jamaal.rules.edit(rule.id, as: ScheduledConfig.self) { $0.slots = [] }
    }
    guard case .field(let field) = empty.kind else {
      Issue.record("a field refusal, got \(empty.kind)")
      return
    }
    #expect(field.field.hasPrefix("slots"))
    #expect(try jamaal.rules.rule(id: rule.id) == before, "nothing written")
    let other = try #require(throws: JamaalError.self) {
      try jamaal.rules.edit(rule.id, as: OtherConfig.self) { _ in }
    }
    #expect(other.message.contains("scheduled"))
    #expect(throws: JamaalError.self) {
      try jamaal.rules.config(ofRule: UUID(), as: ScheduledConfig.self)
    }
    try jamaal.rules.change(.archive, ruleWithID: rule.id)
    let archived = try #require(throws: JamaalError.self) {
      try jamaal.rules.edit(rule.id, as: ScheduledConfig.self) { $0.endDate = nil }
    }
    #expect(archived.kind == .archived)
  }

  /// Another source's config.
  struct OtherConfig: RuleConfig {
    static var sourceKey: SourceKey { SourceKey("medication") }
    static var fieldNames: Set<String> { ["version"] }
    static func read(_ data: Data) throws(FieldError) -> OtherConfig { OtherConfig() }
    func jsonData() -> Data { Data(#"{"version":1}"#.utf8) }
  }
}
