import Foundation
import JamaalCore
import JamaalMedicationSource
import JamaalTestSupport
import Testing

/// The plug-in story: a new Anchor type in its own module, registered and generating.
@Suite struct PluginTests {
  let now = Fixtures.instant("2026-11-29T06:00:00Z")
  let london = Fixtures.zone("Europe/London")

  func rule(_ config: String) -> AnchorRule {
    AnchorRule(
      title: "Vitamin D", sourceKey: .medication, configData: Data(config.utf8),
      effortMinutes: 2, createdAt: now)
  }

  @Test func aRegisteredSourceGeneratesItsAnchors() throws {
    var registry = SourceRegistry()
    try registry.register(MedicationSource())
    let rule = rule(
      #"{"version":1,"medicine":"Vitamin D","doses":["08:00","20:00"],"windowMinutes":60}"#)
    guard case .ready(let schedule) = registry.read(rule) else {
      Issue.record("the medication rule should be readable")
      return
    }
    let context = GenerationContext(now: now, deviceTimeZone: london)
    let anchors = schedule.anchors(for: Fixtures.date("2026-11-29"), context: context)
    #expect(anchors.map(\.title) == ["Vitamin D", "Vitamin D"])
    #expect(anchors.map(\.slotKey) == ["08:00", "20:00"])
    #expect(
      anchors.map(\.windowStart) == [
        Fixtures.instant("2026-11-29T08:00:00Z"), Fixtures.instant("2026-11-29T20:00:00Z"),
      ])
    #expect(anchors.allSatisfy { $0.rule == rule.id && $0.attendanceStatus == .pending })
    #expect(schedule.summary == "Every day · 08:00, 20:00")
  }

  @Test func withoutRegistrationTheRuleNeedsAttentionAndIsKept() {
    let rule = rule(#"{"version":1,"medicine":"Vitamin D","doses":["08:00"],"windowMinutes":60}"#)
    guard case .needsAttention(let why) = SourceRegistry().read(rule) else {
      Issue.record("an unregistered source must not be read")
      return
    }
    #expect(why == .unregisteredSource(.medication))
  }

  @Test func aBuildWithoutTheSourceKeepsTheRuleAndItsAnchors() async throws {
    // A store written by a build with the medication source, opened by one without it.
    let url = Fixtures.temporaryFolder().appendingPathComponent("s.sqlite")
    let config =
      #"{"version":1,"medicine":"Vitamin D","doses":["08:00","20:00"],"windowMinutes":60}"#
    func open(_ sources: [any AnchorSource], at now: String) throws -> Jamaal {
      let clock = FixedClock(now: Fixtures.instant(now), timeZone: london)
      guard
        case .ready(let jamaal) = Jamaal.open(
          JamaalConfiguration(
            store: .file(url), registry: try SourceRegistry(sources), clock: clock))
      else { throw CancellationError() }
      return jamaal
    }
    let draft = RuleDraft(
      title: "Vitamin D", sourceKey: .medication, configData: Data(config.utf8),
      effortMinutes: 2, placement: .fixed)
    let rule = try open([MedicationSource()], at: "2026-11-29T06:00:00Z").rules.add(draft)
    let lighter = try open([], at: "2026-11-29T06:00:00Z")
    let anchors = try lighter.anchors.ofRule(rule.id)
    // Today's and tomorrow's two doses, stored while the source was registered.
    #expect(anchors.count == 4)
    try await lighter.evaluate()
    let later = try open([], at: "2026-11-29T07:30:00Z")
    try await later.evaluate()
    #expect(try later.rules.rule(id: rule.id)?.configData == Data(config.utf8))
    #expect(try later.anchors.ofRule(rule.id).map(\.id) == anchors.map(\.id))
    #expect(try later.anchors.ofRule(rule.id).allSatisfy { $0.attendanceStatus == .pending })
    let overview = try later.rules.overviews().first { $0.rule.id == rule.id }
    #expect(overview?.state == .needsAttention(.unregisteredSource(.medication)))
  }

  @Test func aPresetFillsTheDraft() throws {
    let preset = Data(
      #"{"version":1,"medicine":"Iron","doses":["09:30"],"windowMinutes":30}"#.utf8)
    let draft = try JSONDecoder().decode(PresetProbe.self, from: preset).draft
    #expect(draft.title == "Iron")
    #expect(draft.sourceKey == .medication)
    #expect(SourceRegistry.configVersion(of: draft.configData) == 1)
  }
}

/// Runs the source's preset reader over a JSON decoder.
private struct PresetProbe: Decodable {
  let draft: RuleDraft
  init(from decoder: any Decoder) throws {
    draft = try MedicationSource().draft(fromPreset: decoder)
  }
}
