// jamaal-resources: writes the JSON resources an app reads (presets.json, regions.json) from
// Presets/*.yaml, or with --check says whether the committed ones are in step (the same bytes,
// and the same drafts and region choices read either way). Run by Scripts/gen-resources.
import Foundation
import JamaalModel
import JamaalPrayerTimes
import JamaalPresetFiles
import JamaalSchedule
import JamaalYAML

/// The generator's presets document (`PresetLibrary.read(json:file:registry:)` reads it).
struct PresetsDocument: Encodable {
  struct Entry: Encodable {
    let key: String
    let json: String
  }
  let version = 1
  let presets: [Entry]
}

/// A preset file's top-level table marker.
struct TableProbe: Decodable {
  let table: String?
}

func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data("jamaal-resources: \(message)\n".utf8))
  exit(1)
}

let arguments = Array(CommandLine.arguments.dropFirst())
let checking = arguments.contains("--check")
let root = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
let presetsFolder = root.appendingPathComponent("Presets")
let presetsJSON = root.appendingPathComponent("Modules/Schedule/Resources/presets.json")
let regionsJSON = root.appendingPathComponent("Modules/PrayerTimes/Resources/regions.json")

var entries: [PresetsDocument.Entry] = []
var regions: String?
let decoder = YAMLDecoder()
let names = (try? FileManager.default.contentsOfDirectory(atPath: presetsFolder.path)) ?? []
for name in names.filter({ $0.hasSuffix(".yaml") }).sorted() {
  let file = presetsFolder.appendingPathComponent(name)
  do {
    let document = try decoder.document(fromFile: file)
    if try decoder.decode(TableProbe.self, from: document).table == "regions" {
      regions = document.root.jsonText(pretty: true) + "\n"
    } else {
      let key = file.deletingPathExtension().lastPathComponent
      entries.append(.init(key: key, json: document.root.jsonText(pretty: false)))
    }
  } catch {
    fail("\(name): \(error)")
  }
}
guard let regions else { fail("no regions table (table: regions) in \(presetsFolder.path)") }
let encoder = JSONEncoder()
encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
let presets =
  String(decoding: try encoder.encode(PresetsDocument(presets: entries)), as: UTF8.self)
  + "\n"

guard checking else {
  try Data(presets.utf8).write(to: presetsJSON)
  try Data(regions.utf8).write(to: regionsJSON)
  print("jamaal-resources: wrote \(entries.count) presets and the region table")
  exit(0)
}

var problems: [String] = []
for (file, text) in [(presetsJSON, presets), (regionsJSON, regions)] {
  let committed = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
  if committed != text {
    problems.append("\(file.path) is out of step with Presets/ (run Scripts/gen-resources)")
  }
}
// Read either way, the presets give the same drafts and the table the same choices.
let registry = try SourceRegistry([ScheduledSource(), PrayerWindowSource()])
let fromYAML = try PresetLibrary(folder: presetsFolder, registry: registry)
let fromJSON = try PresetLibrary.read(
  json: Data(presets.utf8), file: presetsJSON, registry: registry)
for problem in fromJSON.problems { problems.append("\(problem.key) from JSON: \(problem.message)") }
for preset in fromYAML.presets where fromJSON.preset(preset.key)?.draft != preset.draft {
  problems.append("\(preset.key): the JSON draft differs from the YAML one")
}
let yamlTable = try RegionTable(
  decoder.decode(
    RegionTable.Document.self,
    fromFile: presetsFolder.appendingPathComponent(
      RegionTable.fileName)))
let jsonTable = RegionTable(
  try JSONDecoder().decode(RegionTable.Document.self, from: Data(regions.utf8)))
let letters = (UInt8(ascii: "A")...UInt8(ascii: "Z")).map { String(UnicodeScalar($0)) }
let codes: [String?] = [nil] + letters.flatMap { first in letters.map { first + $0 } }
for code in codes
where yamlTable.suggestion(forCountry: code) != jsonTable.suggestion(forCountry: code) {
  problems.append("regions: \(code ?? "no country") differs between YAML and JSON")
}
guard problems.isEmpty else { fail(problems.joined(separator: "\n")) }
print(
  "jamaal-resources: presets.json and regions.json are in step with Presets/ "
    + "(\(entries.count) presets, the same drafts; the same choice for every country)")
