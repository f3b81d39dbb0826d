public import Foundation
public import Model
import YAML

/// The presets in a folder, read and validated at run time (the bundled `Presets/`, or the
/// folder given by `--presets DIR` / `JAMAAL_PRESETS`).
///
/// Every `*.yaml` file is a preset except the data tables (`regions.yaml`). A preset whose
/// source this build does not register is listed with no draft; a malformed one is an error
/// with file:line:column.
///
/// ```swift
/// let library = try PresetLibrary(folder: presets, registry: registry)
/// let draft = library.preset("school-run")?.draft
/// ```
public struct PresetLibrary: Sendable {
  /// Files in the preset folder that are data tables, not presets.
  public static let dataFiles: Set<String> = ["regions.yaml"]

  /// The presets, sorted by key.
  public let presets: [Preset]

  /// Reads every preset in `folder`.
  /// - Parameters:
  ///   - folder: the preset folder.
  ///   - registry: the sources this build registers.
  /// - Throws: `PresetError` when the folder cannot be read, or a `YAMLError` (file:line:column)
  ///   for the first preset that is invalid.
  public init(folder: URL, registry: SourceRegistry) throws {
    let names: [String]
    do {
      names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    } catch {
      throw PresetError(message: "cannot read the preset folder \(folder.path)")
    }
    presets = try names.filter { $0.hasSuffix(".yaml") && !Self.dataFiles.contains($0) }.sorted()
      .map { try Self.read(folder.appendingPathComponent($0), registry: registry) }
  }

  /// The preset with `key`, if any.
  public func preset(_ key: String) -> Preset? { presets.first { $0.key == key } }

  /// Reads one preset file (also a `--file RULE.yaml`).
  /// - Parameters:
  ///   - file: the YAML file.
  ///   - registry: the sources this build registers.
  /// - Returns: the preset; its draft is `nil` when no registered source reads it.
  /// - Throws: a `YAMLError` naming file:line:column and the field.
  public static func read(_ file: URL, registry: SourceRegistry) throws -> Preset {
    let decoder = YAMLDecoder()
    let node = try decoder.parseNode(fromFile: file)
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
