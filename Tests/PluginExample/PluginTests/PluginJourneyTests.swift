import Foundation
import JamaalCore
import JamaalMedicationSource
import JamaalPresetFiles
import JamaalTestSupport
import Testing

/// The plug-in example end to end: the steps the README's "Add an Anchor type" section names,
/// with no edit to any other module.
@Suite struct PluginJourneyTests {
  let london = Fixtures.zone("Europe/London")

  /// The preset folder of the example (`Tests/PluginExample/Presets`).
  var presets: URL {
    Fixtures.packageRoot.appendingPathComponent("Tests/PluginExample/Presets")
  }

  /// Steps 1–3: register the source, load its preset, open the facade on a temporary store.
  func open(at now: String, store: URL) throws -> (Jamaal, PresetLibrary) {
    var registry = SourceRegistry()
    try registry.register(MedicationSource())
    let library = try PresetLibrary(folder: presets, registry: registry)
    let clock = FixedClock(now: Fixtures.instant(now), timeZone: london)
    guard
      case .ready(let jamaal) = Jamaal.open(
        JamaalConfiguration(store: .file(store), registry: registry, clock: clock))
    else { throw OpenFailed() }
    return (jamaal, library)
  }

  struct OpenFailed: Error {}

  func temporaryStore() -> URL {
    Fixtures.temporaryFolder("jamaal-plugin").appendingPathComponent("jamaal.sqlite")
  }

  @Test func aPresetRuleShowsOnTodayAndPreviews() async throws {
    let store = temporaryStore()
    let (jamaal, library) = try open(at: "2026-11-30T07:00:00Z", store: store)
    let draft = try #require(library.preset("medication")?.draft)
    #expect(draft.title == "Vitamin D")
    let rule = try jamaal.rules.add(try jamaal.rules.applying([], to: draft))
    try await jamaal.evaluate()
    let texts = try jamaal.todaySection().rows.map { row -> String in
      switch row {
      case .plain(let plain): plain.text
      case .group(let group): group.text
      }
    }
    #expect(texts == ["Vitamin D 0/2 · Vitamin D · opens 08:00"], "the time shows once")
    let preview = try jamaal.rules.preview(rule, days: 3)
    #expect(preview.count == 6)
    #expect(preview.first?.title == "Vitamin D", "the thing, not its time (shown beside it)")
  }

  @Test func anExceptionRemovesPendingAnchorsAndEvaluationNeverBringsThemBack() async throws {
    let store = temporaryStore()
    let (jamaal, library) = try open(at: "2026-11-30T07:00:00Z", store: store)
    let rule = try jamaal.rules.add(
      try jamaal.rules.applying([], to: try #require(library.preset("medication")?.draft)))
    try await jamaal.evaluate()
    #expect(
      try jamaal.anchors.from(Fixtures.date("2026-12-01"), through: Fixtures.date("2026-12-01"))
        .count == 2)
    let tomorrow = try ExceptionRange(
      start: Fixtures.date("2026-12-01"), end: Fixtures.date("2026-12-03"), reason: .travel)
    let (_, removed) = try jamaal.rules.addException(tomorrow, toRuleWithID: rule.id)
    #expect(removed == 2)
    try await jamaal.evaluate()
    // A later launch, the next day, inside the exception: still nothing is generated.
    let (later, _) = try open(at: "2026-12-01T07:00:00Z", store: store)
    try await later.evaluate()
    #expect(
      try later.anchors.from(Fixtures.date("2026-12-01"), through: Fixtures.date("2026-12-02"))
        .isEmpty)
    #expect(
      try later.rules.preview(try later.rules.rule(matching: rule.id.uuidString), days: 2).isEmpty)
  }

  @Test func setEditsGoThroughTheSourcesEditor() throws {
    let store = temporaryStore()
    let (jamaal, library) = try open(at: "2026-11-30T07:00:00Z", store: store)
    let rule = try jamaal.rules.add(
      try jamaal.rules.applying([], to: try #require(library.preset("medication")?.draft)))
    let edited = try jamaal.rules.edit(rule.id, sets: ["doses=09:00", "title=Vitamin D3"])
    #expect(edited.title == "Vitamin D3")
    let preview = try jamaal.rules.preview(edited, days: 2)
    #expect(preview.map(\.slotKey) == ["09:00", "09:00"])
    #expect(throws: JamaalError.self) { try jamaal.rules.edit(rule.id, sets: ["dose=09:00"]) }
    do {
      try jamaal.rules.edit(rule.id, sets: ["window=0"])
      Issue.record("a window of 0 minutes must be refused")
    } catch let error as JamaalError {
      #expect(error.message == "window: '0' is not a whole number from 1 to 1440")
      guard case .field(let field) = error.kind else {
        Issue.record("a field error is typed as one")
        return
      }
      #expect(field.field == "window")
    }
  }
}
