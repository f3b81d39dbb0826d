import Foundation
import JamaalCore
import JamaalModel
import JamaalSchedule
import JamaalStorage
import JamaalTestSupport
import Testing

/// D-14 through the facade, and what one launch (`jamaal today`) reads.
@Suite struct LaunchReadTests {
  let facade = FacadeTests()

  func rule(_ title: String = "School run", id: UUID = UUID()) -> AnchorRule {
    AnchorRule(
      id: id, title: title, sourceKey: .scheduled, configData: Data(facade.schoolRun.utf8),
      effortMinutes: 30, createdAt: Fixtures.instant("2026-11-01T00:00:00Z"))
  }

  @Test func previewShowsTheIdsEvaluationStoresAndRegenerationKeepsThem() async throws {
    let jamaal = try facade.open(at: "2026-11-26T07:00:00+03:00")
    let rule = rule()
    try jamaal.store.insertRule(rule)
    let preview = Set(try jamaal.rules.preview(rule, days: 2).map(\.id))
    try await jamaal.evaluate()
    let stored = try jamaal.store.anchors(rule: rule.id)
    #expect(stored.count == 4)
    #expect(Set(stored.map(\.id)) == preview)
    // Deleted, then generated again: the same ids (the key determines the id, so a row holding
    // one of them with another natural key cannot exist to block the insert).
    #expect(try jamaal.store.deletePendingAnchors(ids: stored.map(\.id)) == 4)
    await #expect(try jamaal.evaluate().inserts.count == 4)
    #expect(Set(try jamaal.store.anchors(rule: rule.id).map(\.id)) == preview)
  }

  @Test func twoDevicesGenerateTheSameIds() async throws {
    let shared = rule(id: UUID())
    var ids: [Set<UUID>] = []
    for _ in 0..<2 {
      let device = try facade.open(at: "2026-11-26T07:00:00+03:00")
      try device.store.insertRule(shared)
      try await device.evaluate()
      ids.append(Set(try device.store.anchors(rule: shared.id).map(\.id)))
    }
    #expect(ids[0].count == 4)
    #expect(ids[0] == ids[1])
  }

  /// A launch reads the rules once, the days around today, the pending Anchors that closed,
  /// every rule's latest Anchor (one query, whatever the number of rules) and Today's Anchors:
  /// five queries when there is nothing to write, plus the BEGIN IMMEDIATE and COMMIT that hold
  /// the evaluation's reads and writes together (issue 10).
  @Test(arguments: [1, 12])
  func aLaunchRunsFiveQueriesWhateverTheNumberOfRules(rules count: Int) async throws {
    let jamaal = try facade.open(at: "2026-11-26T07:00:00+03:00")
    for index in 0..<count { try jamaal.store.insertRule(rule("Rule \(index)")) }
    let first = try await jamaal.evaluateToday()
    let before = jamaal.store.statementCount
    let again = try await jamaal.evaluateToday()
    #expect(jamaal.store.statementCount - before == 5 + 2)
    #expect(again == first)
    #expect(again == (try jamaal.todaySection()))
  }
}
