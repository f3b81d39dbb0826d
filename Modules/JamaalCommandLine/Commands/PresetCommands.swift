import Foundation
import JamaalPresentation
import JamaalSchedule

/// `jamaal presets [list | show KEY]`.
enum PresetCommands {
  /// `jamaal presets`: the list.
  static let presetsCommand = CommandSpec(
    "presets", "[list | show KEY]", "Lists the presets.", run: list)
  /// `jamaal presets list`.
  static let listCommand = CommandSpec("presets list", "", "Lists the presets.", run: list)
  /// `jamaal presets show KEY`.
  static let showCommand = CommandSpec(
    "presets show", "KEY", "Shows one preset.", positionals: 1...1, run: show
  ).completing(.listed(.presets))

  static func list(_ invocation: Invocation<NoOption>) throws {
    let session = try Session(invocation)
    let library = try session.presets()
    if session.output.json {
      try session.output.document(
        library.presets.map {
          Listing(
            key: $0.key, source: $0.sourceKey.rawValue, description: $0.description,
            available: $0.draft != nil, file: $0.file.path)
        })
      return
    }
    session.output.line(session.output.dim("presets in \(session.environment.presetsFolder.path)"))
    let width = (library.presets.map(\.key.count).max() ?? 8) + 2
    for preset in library.presets {
      let note = preset.draft == nil ? "  " + PresetStrings.notInThisBuild : ""
      session.output.line(
        "  " + ShownTitle.inLine(preset.key).padded(to: width)
          + ShownTitle.inLine(preset.description)
          + note)
    }
    for problem in library.problems {
      session.output.line(
        "  " + problem.key.padded(to: width) + PresetStrings.unreadable(problem.message))
    }
  }

  /// The preset `typed` names in any case (`School-Run`); refused with "did you mean" for a near
  /// miss, with the reason for one that could not be read.
  static func preset(_ typed: String, in library: PresetLibrary, option: String) throws -> Preset {
    let key = library.key(matching: typed)
    if let problem = library.problem(key) {
      throw CLIError.refused(PresetStrings.unreadable(key: key, message: problem.message))
    }
    guard let preset = library.preset(key) else {
      let keys = library.presets.map(\.key).joined(separator: ", ")
      let hint = library.suggestion(for: typed).map { "; did you mean \($0)?" } ?? ""
      throw CLIError.refused("\(option)no preset '\(typed)'\(hint) (presets: \(keys))")
    }
    return preset
  }

  static func show(_ invocation: Invocation<NoOption>) throws {
    let session = try Session(invocation)
    let library = try session.presets()
    let preset = try Self.preset(invocation.positionals[0], in: library, option: "")
    if session.output.json {
      FileHandle.standardOutput.write(Data((preset.documentJSON + "\n").utf8))
      return
    }
    session.output.line(
      session.output.bold(ShownTitle.inLine(preset.key)) + " · "
        + ShownTitle.inLine(preset.description))
    session.output.line(session.output.dim(preset.file.path))
    let text = (try? String(contentsOf: preset.file, encoding: .utf8)) ?? preset.documentJSON
    session.output.line(text.trimmingCharacters(in: .newlines))
  }

  private struct Listing: Encodable {
    let key: String
    let source: String
    let description: String
    let available: Bool
    let file: String
  }
}
