import Foundation
import JamaalModel

/// The presets a form offers: read and validated at run time from YAML files
/// (`JamaalPresetFiles`: the bundled `Presets/`, or the folder given by `--presets DIR` /
/// `JAMAAL_PRESETS`), or from the JSON resource generated from them.
///
/// A preset whose source this build does not register is listed with no draft; a malformed
/// one is set aside in ``problems`` with where it went wrong, and the rest still load.
///
/// ```swift
/// let library = try PresetLibrary(folder: presets, registry: registry)   // JamaalPresetFiles
/// let draft = library.preset("school-run")?.draft
/// ```
public struct PresetLibrary: Sendable {
  /// The presets, sorted by key.
  public let presets: [Preset]
  /// The preset files that could not be read, sorted by key: one broken file never blocks the
  /// others.
  public let problems: [PresetProblem]

  /// A library of presets already read (from YAML files by `JamaalPresetFiles`).
  /// - Parameters:
  ///   - presets: the presets (sorted by key here).
  ///   - problems: the files that could not be read (sorted by key here).
  public init(presets: [Preset], problems: [PresetProblem] = []) {
    self.presets = presets.sorted { $0.key < $1.key }
    self.problems = problems.sorted { $0.key < $1.key }
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
}
