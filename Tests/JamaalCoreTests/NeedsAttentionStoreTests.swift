import Foundation
import JamaalCore
import JamaalModel
import JamaalSchedule
import JamaalStorage
import JamaalTestSupport
import Testing

/// AN-07 through a real store: rules that cannot be read keep their config byte for byte and
/// their stored Anchors across evaluations on two days.
@Suite struct NeedsAttentionStoreTests {
  static let valid = """
    {"version":1,"recurrence":{"kind":"weekdays","days":["mon","tue"]},\
    "slots":[{"id":"a","start":"11:00","windowMinutes":30}]}
    """

  /// Each way a rule cannot be read, as the bytes a store holds.
  static let unreadable: [(source: SourceKey, config: String)] = [
    (.scheduled, valid.replacingOccurrences(of: "\"version\":1", with: "\"version\":2")),
    (.scheduled, #"{"version":1,"recurrence":{"kind":"monthly"},"slots":[]}"#),
    (.scheduled, valid.replacingOccurrences(of: "\"11:00\"", with: "\"11h\"")),
    (.scheduled, valid.replacingOccurrences(of: "30", with: "0")),
    (.scheduled, "not json"),
    ("medication", valid),
  ]

  func open(_ url: URL, at now: String) throws -> Jamaal { try OpenedJamaal.open(url, at: now) }

  @Test func unreadableRulesKeepTheirBytesAndAnchorsThroughEvaluation() async throws {
    let url = Fixtures.temporaryFolder().appendingPathComponent("s.sqlite")
    let created = Fixtures.instant("2026-11-20T10:00:00Z")
    var kept: [(rule: AnchorRule, anchor: Anchor)] = []
    do {
      let jamaal = try open(url, at: "2026-11-30T10:00:00+03:00")
      for (index, (source, config)) in Self.unreadable.enumerated() {
        let rule = AnchorRule(
          title: "Odd \(index)", sourceKey: source, configData: Data(config.utf8),
          effortMinutes: 5, createdAt: created)
        try jamaal.store.insertRule(rule)
        // An upcoming Anchor on Wednesday 2 December at 11:00 Riyadh time.
        let anchor = Anchor(
          rule: rule.id, title: "Odd \(index)", occurrenceDate: Fixtures.date("2026-12-02"),
          slotKey: "a", windowStart: Fixtures.instant("2026-12-02T11:00:00+03:00"),
          windowEnd: Fixtures.instant("2026-12-02T11:30:00+03:00"), effortMinutes: 5,
          createdAt: created)
        try jamaal.store.insertAnchors([anchor])
        kept.append((rule, anchor))
      }
      try await jamaal.evaluate()
    }
    let nextDay = try open(url, at: "2026-12-01T09:00:00+03:00")
    try await nextDay.evaluate()
    for (index, (rule, anchor)) in kept.enumerated() {
      let stored = try #require(try nextDay.store.rule(id: rule.id), "rule \(index) was deleted")
      #expect(stored.configData == Data(Self.unreadable[index].config.utf8), "rule \(index)")
      #expect(stored.sourceKey == Self.unreadable[index].source, "rule \(index)")
      #expect(!stored.isArchived && !stored.isPaused, "rule \(index)")
      #expect(try nextDay.store.anchors(rule: rule.id) == [anchor], "rule \(index)")
      let overview = try nextDay.rules.overviews().first { $0.rule.id == rule.id }
      guard case .needsAttention = overview?.state else {
        Issue.record("rule \(index) should need attention")
        continue
      }
    }
  }
}
