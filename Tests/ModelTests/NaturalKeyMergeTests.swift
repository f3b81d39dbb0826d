import JamaalModel
import Testing

/// D-10 with D-16 as one pure function (issue 26, item 9): what Storage and Sync both call.
@Suite struct NaturalKeyMergeTests {
  typealias Merge = NaturalKeyMerge

  func version(_ id: String, created: Double, _ status: String?, at resolved: Double? = nil)
    -> Merge.Version
  {
    Merge.Version(
      createdAt: created, id: id, outcome: Merge.Outcome(status: status, resolvedAt: resolved))
  }

  @Test func theEarliestMadeSurvivesTiesTheSmallerID() throws {
    let a = version("a", created: 10, "pending")
    let b = version("b", created: 5, "pending")
    let c = version("c", created: 5, "pending")
    #expect(try #require(Merge.merge([a, c, b])).survivor == b)
    #expect(try #require(Merge.merge([c, b, a])).survivor == b, "whatever the order")
    #expect(Merge.merge([]) == nil)
  }

  @Test func theSurvivorHoldsTheBestOutcome() throws {
    let survivor = version("a", created: 1, "missed", at: 100)
    let attended = version("b", created: 2, "attended", at: 50)
    let pending = version("c", created: 3, "pending")
    let merged = try #require(Merge.merge([pending, attended, survivor]))
    #expect(merged.survivor == survivor)
    #expect(merged.outcome == attended, "a person's decision beats the clock, whatever the times")
    let two = try #require(
      Merge.merge([
        version("a", created: 1, "skipped", at: 10), version("b", created: 2, "delegated", at: 20),
      ]))
    #expect(two.outcome.id == "b", "two decisions: the later")
    let own = try #require(Merge.merge([version("a", created: 1, "attended", at: 5), pending]))
    #expect(own.outcome.id == "a", "its own outcome when best")
  }

  @Test func aNewerVersionsWordIsAPersonsDecision() {
    let unknown = Merge.Outcome(status: "postponed", resolvedAt: nil)
    #expect(unknown.isPersonsDecision)
    #expect(Merge.Outcome(status: "missed", resolvedAt: 1) < unknown)
    #expect(!Merge.Outcome(status: "missed", resolvedAt: 1).isPersonsDecision)
    #expect(
      Merge.Outcome(status: nil, resolvedAt: nil)
        < Merge.Outcome(status: "pending", resolvedAt: nil))
  }
}
