import Foundation
import JamaalCore
import JamaalModel
import JamaalPresentation
import JamaalPresetFiles
import JamaalSchedule

/// Makes rule drafts from presets and rule files, completed by the options a plug-in adds and the
/// `--set key=value` edits of the editor each source vends.
enum RuleDrafts {
  /// The draft `rules add` saves: `--preset KEY` or `--file RULE.yaml`, then `--set`s (and
  /// `--due-now`); `assumedLastDone` when an after-last-done rule is given no last-done date, so
  /// today is assumed (G-33).
  static func draft(
    for invocation: Invocation<RulesCommands.AddOption>, session: Session, jamaal: Jamaal
  ) throws
    -> (draft: RuleDraft, assumedLastDone: Bool)
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
    let sets = Self.sets(invocation.values(.set), dueNow: invocation.flag(.dueNow))
    let keys = Set(sets.map { String($0.prefix { $0 != "=" }) })
    let assumed = LastDoneDate.isAssumed(in: prepared.configData, setKeys: keys)
    return (try refusing { try jamaal.rules.applying(sets, to: prepared) }, assumed)
  }

  /// The `--set` texts with `--due-now` as the `lastDone=due-now` it stands for.
  static func sets(_ sets: [String], dueNow: Bool) -> [String] {
    dueNow ? sets + ["lastDone=due-now"] : sets
  }

  /// G-33: what saving assumed about an after-last-done rule, and how to say otherwise (text
  /// output only; `--json` shows `lastDone` in the rule).
  static func printAssumedLastDone(_ rule: AnchorRule, today: LogicalDate, output: Output) {
    guard !output.json else { return }
    let id = String(rule.id.lowercasedText.prefix(8))
    output.line(LastDoneStrings.assumed(today: today))
    output.line(
      output.dim(
        "  To say otherwise: jamaal rules edit \(id) --set lastDone=YYYY-MM-DD, or --due-now"))
  }
}
