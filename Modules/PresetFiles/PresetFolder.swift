public import Foundation
public import JamaalModel
public import JamaalSchedule
import JamaalYAML

/// Presets read from YAML files: the bundled `Presets/`, a folder given by `--presets DIR` /
/// `JAMAAL_PRESETS`, or one `--file RULE.yaml`. Each file is parsed once.
///
/// Every `*.yaml` file is a preset, except a data table that a module reads itself (the
/// prayer-time region table): such a file says so with a top-level `table: NAME` and is not
/// listed. A malformed file is set aside in `problems` with file:line:column.
///
/// ```swift
/// let library = try PresetLibrary(folder: presets, registry: registry)
/// ```
extension PresetLibrary {
  /// Reads every preset in `folder`.
  /// - Parameters:
  ///   - folder: the preset folder.
  ///   - registry: the sources this build registers.
  /// - Throws: `PresetError` when the folder cannot be read; an invalid preset is reported in
  ///   `problems` instead.
  public init(folder: URL, registry: SourceRegistry) throws {
    let names: [String]
    do {
      names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    } catch {
      throw PresetError(message: "cannot read the preset folder \(folder.path)")
    }
    var presets: [Preset] = []
    var problems: [PresetProblem] = []
    for name in names.filter({ $0.hasSuffix(".yaml") }).sorted() {
      let file = folder.appendingPathComponent(name)
      do {
        if let preset = try PresetFile.read(file, registry: registry) { presets.append(preset) }
      } catch {
        problems.append(
          PresetProblem(
            key: file.deletingPathExtension().lastPathComponent, file: file,
            message: String(describing: error)))
      }
    }
    self.init(presets: presets, problems: problems)
  }

  /// Reads one preset file (also a `--file RULE.yaml`).
  /// - Parameters:
  ///   - file: the YAML file.
  ///   - registry: the sources this build registers.
  /// - Returns: the preset; its draft is `nil` when no registered source reads it.
  /// - Throws: a `YAMLError` naming file:line:column and the field.
  public static func read(_ file: URL, registry: SourceRegistry) throws -> Preset {
    guard let preset = try PresetFile.read(file, registry: registry) else {
      throw PresetError(message: "\(file.path) is a data table, not a preset")
    }
    return preset
  }
}

/// One preset file, parsed once and read three ways: is it a table, its envelope, its draft.
enum PresetFile {
  /// Reads one file: a preset, or `nil` for a data table (`table: NAME` at the top).
  static func read(_ file: URL, registry: SourceRegistry) throws -> Preset? {
    let decoder = YAMLDecoder()
    let document = try decoder.document(fromFile: file)
    if try decoder.decode(TableProbe.self, from: document).table != nil { return nil }
    let envelope = try decoder.decode(PresetDecoding.Envelope.self, from: document)
    var draft: RuleDraft?
    if let source = registry.source(for: envelope.source) {
      var reading = decoder
      reading.userInfo.merge(PresetDecoding.userInfo(for: source)) { _, new in new }
      draft = try reading.decode(PresetDecoding.Draft.self, from: document).draft
    }
    return Preset(
      key: file.deletingPathExtension().lastPathComponent, file: file,
      sourceKey: envelope.source, description: envelope.description ?? "", draft: draft,
      documentJSON: document.root.jsonText(pretty: true))
  }

  /// The field that marks a data table.
  private struct TableProbe: Decodable {
    let table: String?
  }
}
