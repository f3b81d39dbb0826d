public import Foundation
public import JamaalModel
import JamaalYAML

/// The presets in a folder, read and validated at run time (the bundled `Presets/`, or the
/// folder given by `--presets DIR` / `JAMAAL_PRESETS`).
///
/// Every `*.yaml` file is a preset, except a data table that a module reads itself (the
/// prayer-time region table): such a file says so with a top-level `table: NAME` and is not
/// listed. A preset whose source this build does not register is listed with no draft; a
/// malformed one is set aside in ``problems`` with file:line:column, and the rest still load.
///
/// ```swift
/// let library = try PresetLibrary(folder: presets, registry: registry)
/// let draft = library.preset("school-run")?.draft
/// ```
public struct PresetLibrary: Sendable {
  /// The presets, sorted by key.
  public let presets: [Preset]
  /// The preset files that could not be read, sorted by key: one broken file never blocks the
  /// others.
  public let problems: [PresetProblem]

  /// Reads every preset in `folder`.
  /// - Parameters:
  ///   - folder: the preset folder.
  ///   - registry: the sources this build registers.
  /// - Throws: `PresetError` when the folder cannot be read; an invalid preset is reported in
  ///   ``problems`` instead.
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
        if let preset = try Self.readPreset(file, registry: registry) { presets.append(preset) }
      } catch {
        problems.append(
          PresetProblem(
            key: file.deletingPathExtension().lastPathComponent, file: file,
            message: String(describing: error)))
      }
    }
    self.presets = presets
    self.problems = problems
  }

  /// The preset with `key`, if any.
  public func preset(_ key: String) -> Preset? { presets.first { $0.key == key } }

  /// The key `typed` names, in any case and with or without separators (`School-Run`,
  /// `schoolrun` → `school-run`); `typed` itself when no key or several match.
  public func key(matching typed: String) -> String {
    NameMatching.match(typed, among: allKeys) ?? typed
  }

  /// The one key near a mistyped `typed` ("did you mean"), if one is.
  public func suggestion(for typed: String) -> String? {
    NameMatching.suggestion(for: typed, among: allKeys)
  }

  private var allKeys: [String] { presets.map(\.key) + problems.map(\.key) }

  /// Why the preset file with `key` could not be read, if it could not.
  public func problem(_ key: String) -> PresetProblem? { problems.first { $0.key == key } }

  /// Reads one preset file (also a `--file RULE.yaml`).
  /// - Parameters:
  ///   - file: the YAML file.
  ///   - registry: the sources this build registers.
  /// - Returns: the preset; its draft is `nil` when no registered source reads it.
  /// - Throws: a `YAMLError` naming file:line:column and the field.
  public static func read(_ file: URL, registry: SourceRegistry) throws -> Preset {
    guard let preset = try readPreset(file, registry: registry) else {
      throw PresetError(message: "\(file.path) is a data table, not a preset")
    }
    return preset
  }

  /// Reads one file: a preset, or `nil` for a data table (`table: NAME` at the top).
  private static func readPreset(_ file: URL, registry: SourceRegistry) throws -> Preset? {
    let decoder = YAMLDecoder()
    let node = try decoder.parseNode(fromFile: file)
    if try decoder.decode(TableProbe.self, fromFile: file).table != nil { return nil }
    let envelope = try decoder.decode(Envelope.self, fromFile: file)
    var draft: RuleDraft?
    if let source = registry.source(for: envelope.source), let key = DraftProbe.sourceKey {
      var reading = decoder
      reading.userInfo[key] = SourceBox(source: source)
      draft = try reading.decode(DraftProbe.self, fromFile: file).draft
    }
    return Preset(
      key: file.deletingPathExtension().lastPathComponent, file: file,
      sourceKey: envelope.source, description: envelope.description ?? "", draft: draft,
      documentJSON: node.jsonText(pretty: true))
  }

  /// The field that marks a data table.
  private struct TableProbe: Decodable {
    let table: String?
  }

  /// The fields every preset has.
  private struct Envelope: Decodable {
    let source: SourceKey
    let description: String?
  }

  /// Hands the YAML decoder to the source's `draft(fromPreset:)`.
  private struct DraftProbe: Decodable {
    static let sourceKey = CodingUserInfoKey(rawValue: "jamaal.presetSource")
    let draft: RuleDraft

    init(from decoder: any Decoder) throws {
      guard let key = Self.sourceKey, let box = decoder.userInfo[key] as? SourceBox else {
        throw PresetError(message: "no source to read the preset")
      }
      draft = try box.source.draft(fromPreset: decoder)
    }
  }

  private struct SourceBox: Sendable {
    let source: any AnchorSource
  }
}
