import Foundation
import JamaalModel
import JamaalPresetFiles
import JamaalSchedule
import JamaalTestSupport
import Testing

/// The presets reach an app as a resource of the product (issue 26, item 2): found without a
/// folder to ship, and the same drafts as the YAML they are generated from.
@Suite struct BundledPresetsTests {
  let registry: SourceRegistry

  init() throws { registry = try SourceRegistry([ScheduledSource()]) }

  @Test func theProductCarriesThePresetsTheFolderHolds() throws {
    let bundled = try PresetLibrary.bundled(registry: registry)
    let folder = try PresetLibrary(
      folder: Fixtures.packageRoot.appendingPathComponent("Presets"), registry: registry)
    #expect(bundled.presets.map(\.key) == folder.presets.map(\.key))
    #expect(bundled.presets.map(\.key).contains("school-run"))
    for preset in folder.presets {
      #expect(bundled.preset(preset.key)?.draft == preset.draft, "\(preset.key)")
      #expect(bundled.preset(preset.key)?.description == preset.description, "\(preset.key)")
    }
    #expect(bundled.problems.isEmpty)
    #expect(bundled.preset("school-run")?.draft?.title == "School run")
    // The prayer-times preset is listed with no draft when its source is not registered.
    #expect(bundled.preset("prayer-times")?.draft == nil)
  }

  @Test func aDocumentOfAnotherShapeIsRefusedByName() throws {
    let file = URL(fileURLWithPath: "/nowhere/presets.json")
    #expect(throws: PresetError.self) {
      try PresetLibrary.read(json: Data("[1, 2]".utf8), file: file, registry: registry)
    }
    // One bad preset is set aside; the others still load.
    let mixed = #"""
      {"version": 1, "presets": [
        {"key": "broken", "json": "{\"source\": \"scheduled\", \"title\": 3}"},
        {"key": "custom", "json": "{\"source\": \"nobody\", \"description\": \"x\"}"}]}
      """#
    let library = try PresetLibrary.read(json: Data(mixed.utf8), file: file, registry: registry)
    #expect(library.problems.map(\.key) == ["broken"])
    #expect(library.presets.map(\.key) == ["custom"])
  }

  @Test func aMissingResourceNamesTheFile() {
    #expect(BundledResource.url(of: "absent.json", inTarget: "JamaalSchedule") == nil)
    #expect(
      BundledResource.url(of: PresetLibrary.resourceName, inTarget: "JamaalSchedule") != nil)
  }
}
