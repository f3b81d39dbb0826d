import Foundation
import JamaalCore
import Model
import Presentation
import Schedule

/// Makes rule drafts from presets and rule files, completed by the options a plug-in adds and the
/// `--set key=value` edits of the editor each source vends.
enum RuleDrafts {
  /// The draft `rules add` saves: `--preset KEY` or `--file RULE.yaml`, then `--set`s.
  static func draft(
    for invocation: Invocation<RulesCommands.AddOption>, session: Session, jamaal: Jamaal
  ) throws
    -> RuleDraft
  {
    let preset: Preset
    switch (invocation.value(.preset), try invocation.path(.file)) {
    case (let typed?, nil):
      preset = try PresetCommands.preset(typed, in: session.presets(), option: "--preset: ")
    case (nil, let path?):
      do {
        preset = try PresetLibrary.read(
          URL(fileURLWithPath: path), registry: try session.plugins.registry())
      } catch {
        throw CLIError.refused(PresetStrings.firstLine(String(describing: error)))
      }
    case (nil, nil): throw CLIError.usage("jamaal rules add: give --preset KEY or --file RULE.yaml")
    case (.some, .some): throw CLIError.usage("jamaal rules add: give --preset or --file, not both")
    }
    guard let draft = preset.draft else {
      throw CLIError.refused(
        "this build of jamaal has no '\(preset.sourceKey)' source for \(preset.file.lastPathComponent)"
      )
    }
    let prepared = try session.plugins.ruleOptions.reduce(draft) { draft, plugin in
      guard plugin.sourceKey == draft.sourceKey else { return draft }
      return try refusing {
        try plugin.prepare(draft, from: invocation, session: session, jamaal: jamaal)
      }
    }
    return try refusing { try jamaal.applying(invocation.values(.set), to: prepared) }
  }
}
