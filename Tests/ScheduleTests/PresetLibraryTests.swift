import Foundation
import JamaalModel
import JamaalPresetFiles
import JamaalSchedule
import JamaalTestSupport
import JamaalYAML
import Testing

@Suite struct PresetLibraryTests {
  let presets = Fixtures.packageRoot.appendingPathComponent("Presets")

  @Test func everyBundledPresetLoadsAndValidates() throws {
    let library = try PresetLibrary(folder: presets, registry: SourceRegistry([ScheduledSource()]))
    #expect(
      library.presets.map(\.key) == [
        "bin-night", "custom", "plants", "prayer-times", "school-run",
      ])
    let registry = try SourceRegistry([ScheduledSource()])
    let today = Fixtures.date("2026-11-26")
    for preset in library.presets where preset.sourceKey == .scheduled {
      let draft = try #require(preset.draft, "\(preset.key) has no draft")
      // With its start date filled in, each scheduled preset is a rule the engine can read.
      let completed = try ScheduledRuleEditor().apply(
        [], to: draft, context: EditContext(today: today, now: .distantPast))
      let rule = AnchorRule(
        title: completed.title, sourceKey: completed.sourceKey, configData: completed.configData,
        effortMinutes: completed.effortMinutes, createdAt: Fixtures.instant("2026-11-26T10:00:00Z"))
      guard case .ready = registry.read(rule) else {
        Issue.record("\(preset.key) does not read as a rule")
        continue
      }
    }
    // Without the prayer source, the prayer preset is listed but has no draft.
    #expect(library.preset("prayer-times")?.draft == nil)
    #expect(library.preset("school-run")?.draft?.title == "School run")
  }

  @Test func aBadPresetNamesItsFileLineAndField() throws {
    let folder = Fixtures.temporaryFolder()
    let file = folder.appendingPathComponent("broken.yaml")
    try """
    source: scheduled
    title: Broken
    recurrence: {kind: weekdays, days: [mon, funday]}
    slots:
      - {id: a, start: "08:15", windowMinutes: 30}
    """.write(to: file, atomically: true, encoding: .utf8)
    let error = #expect(throws: YAMLError.self) {
      try PresetLibrary.read(file, registry: SourceRegistry([ScheduledSource()]))
    }
    #expect(error?.file == file.path)
    #expect(error?.line == 3)
    #expect(error?.keyPath == "recurrence.days[1]")
    // Issue 11 item 10: in a folder, one broken file is reported and the others still load.
    try """
    source: scheduled
    title: Fine
    recurrence: {kind: weekdays, days: [mon]}
    slots:
      - {id: a, start: "08:15", windowMinutes: 30}
    """.write(to: folder.appendingPathComponent("fine.yaml"), atomically: true, encoding: .utf8)
    let library = try PresetLibrary(folder: folder, registry: SourceRegistry([ScheduledSource()]))
    #expect(library.presets.map(\.key) == ["fine"])
    #expect(library.problems.map(\.key) == ["broken"])
    #expect(library.problem("broken")?.message.contains("\(file.path):3") == true)
  }

  @Test func anUnreadableFolderIsAClearError() throws {
    let missing = Fixtures.temporaryFolder().appendingPathComponent("nope")
    let error = #expect(throws: PresetError.self) {
      try PresetLibrary(folder: missing, registry: SourceRegistry())
    }
    #expect(error?.message == "cannot read the preset folder \(missing.path)")
  }
}

extension PresetLibraryTests {
  @Test func aDataTableIsNotListedButAFileWithoutSourceIsAnError() throws {
    let folder = Fixtures.temporaryFolder()
    try "table: cities\nrows: [a, b]\n".write(
      to: folder.appendingPathComponent("cities.yaml"), atomically: true, encoding: .utf8)
    try "title: Custom\ndescription: no source\n".write(
      to: folder.appendingPathComponent("custom.yaml"), atomically: true, encoding: .utf8)
    let registry = try SourceRegistry([ScheduledSource()])
    let problems = try PresetLibrary(folder: folder, registry: registry).problems
    #expect(problems.map(\.key) == ["custom"])
    #expect(problems.first?.message.contains("source") == true)
    try FileManager.default.removeItem(at: folder.appendingPathComponent("custom.yaml"))
    #expect(try PresetLibrary(folder: folder, registry: registry).presets.isEmpty)
    #expect(throws: PresetError.self) {
      try PresetLibrary.read(folder.appendingPathComponent("cities.yaml"), registry: registry)
    }
  }
}
