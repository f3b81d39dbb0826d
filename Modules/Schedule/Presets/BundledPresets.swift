public import Foundation
public import JamaalModel

/// The presets as the product carries them: `presets.json`, generated from `Presets/*.yaml` by
/// `Scripts/gen-resources` (CI fails when the two are out of step), so an app reads them with
/// no YAML and no folder to ship.
///
/// ```swift
/// let library = try PresetLibrary.bundled(registry: registry)
/// let draft = library.preset("school-run")?.draft
/// ```
extension PresetLibrary {
  /// The file's name in the resource bundle.
  public static let resourceName = "presets.json"

  /// The bundled presets, read for the sources `registry` holds.
  /// - Parameter registry: the sources this build registers.
  /// - Returns: the library.
  /// - Throws: `PresetError` when the resource is missing or not the generator's shape; a preset
  ///   a source cannot read is reported in `problems`.
  public static func bundled(registry: SourceRegistry) throws -> PresetLibrary {
    guard let url = BundledResource.url(of: resourceName, inTarget: "JamaalSchedule") else {
      throw PresetError(message: "the bundled \(resourceName) was not found")
    }
    return try read(json: try Data(contentsOf: url), file: url, registry: registry)
  }

  /// Presets from a `presets.json` document: `{"version": 1, "presets": [{"key", "json"}]}`,
  /// each preset's YAML document as JSON text.
  /// - Parameters:
  ///   - json: the document.
  ///   - file: where it came from (each preset's `file`).
  ///   - registry: the sources this build registers.
  /// - Returns: the library; a preset that cannot be read is in its `problems`.
  /// - Throws: `PresetError` when the document is not that shape.
  public static func read(json: Data, file: URL, registry: SourceRegistry) throws -> PresetLibrary {
    let bundle: Bundle
    do {
      bundle = try JSONDecoder().decode(Bundle.self, from: json)
    } catch {
      throw PresetError(message: "\(file.path) is not a presets document: \(error)")
    }
    var presets: [Preset] = []
    var problems: [PresetProblem] = []
    for entry in bundle.presets {
      do {
        presets.append(try preset(entry, file: file, registry: registry))
      } catch {
        problems.append(
          PresetProblem(key: entry.key, file: file, message: String(describing: error)))
      }
    }
    return PresetLibrary(presets: presets, problems: problems)
  }

  /// One preset of the document.
  private static func preset(_ entry: Bundle.Entry, file: URL, registry: SourceRegistry) throws
    -> Preset
  {
    let data = Data(entry.json.utf8)
    let envelope = try JSONDecoder().decode(PresetDecoding.Envelope.self, from: data)
    var draft: RuleDraft?
    if let source = registry.source(for: envelope.source) {
      let decoder = JSONDecoder()
      for (key, value) in PresetDecoding.userInfo(for: source) { decoder.userInfo[key] = value }
      draft = try decoder.decode(PresetDecoding.Draft.self, from: data).draft
    }
    return Preset(
      key: entry.key, file: file, sourceKey: envelope.source,
      description: envelope.description ?? "", draft: draft, documentJSON: entry.json)
  }

  /// The generator's document.
  private struct Bundle: Decodable {
    struct Entry: Decodable {
      let key: String
      let json: String
    }
    let version: Int
    let presets: [Entry]
  }
}
