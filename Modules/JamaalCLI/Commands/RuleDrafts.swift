import Foundation
import JamaalCore
import Model
import Schedule

/// Makes rule drafts from presets and rule files, and applies `--set key=value` edits, through
/// the editor each source registers.
enum RuleDrafts {
  /// The draft `rules add` saves: `--preset KEY` or `--file RULE.yaml`, then `--set`s.
  static func draft(for invocation: Invocation, session: Session, jamaal: Jamaal) throws
    -> RuleDraft
  {
    let preset: Preset
    switch (invocation.value("preset"), invocation.value("file")) {
    case (let key?, nil):
      let library = try session.presets()
      guard let found = library.preset(key) else {
        let keys = library.presets.map(\.key).joined(separator: ", ")
        throw CLIError.refused("--preset: no preset '\(key)' (presets: \(keys))")
      }
      preset = found
    case (nil, let path?):
      do {
        preset = try PresetLibrary.read(
          URL(fileURLWithPath: path), registry: try Sources.registry())
      } catch {
        throw CLIError.refused(String(describing: error))
      }
    case (nil, nil): throw CLIError.usage("jamaal rules add: give --preset KEY or --file RULE.yaml")
    case (.some, .some): throw CLIError.usage("jamaal rules add: give --preset or --file, not both")
    }
    guard let draft = preset.draft else {
      throw CLIError.refused(
        "this build of jamaal has no '\(preset.sourceKey)' source for \(preset.file.lastPathComponent)"
      )
    }
    guard let editor = Sources.editors[draft.sourceKey] else { return draft }
    return try refusing {
      try editor.prepare(draft, invocation: invocation, session: session, jamaal: jamaal)
    }
  }

  /// A stored rule with `--set` edits applied by its source's editor.
  static func edited(_ rule: AnchorRule, sets: [String], jamaal: Jamaal) throws -> AnchorRule {
    guard let editor = Sources.editors[rule.sourceKey] else {
      throw CLIError.refused("rules of source '\(rule.sourceKey)' cannot be edited by this build")
    }
    return try refusing { try editor.edit(rule, sets: sets, jamaal: jamaal) }
  }
}

/// How `jamaal` fills in and edits one source's rules from the command line.
protocol RuleEditor {
  /// Completes a draft from a preset with the command's options and `--set`s.
  func prepare(_ draft: RuleDraft, invocation: Invocation, session: Session, jamaal: Jamaal)
    throws -> RuleDraft
  /// Applies `--set key=value` edits to a stored rule.
  func edit(_ rule: AnchorRule, sets: [String], jamaal: Jamaal) throws -> AnchorRule
}

/// The `scheduled` source's editor: `ScheduledRuleEditor`'s keys (CLI.md).
struct ScheduledEditor: RuleEditor {
  func prepare(_ draft: RuleDraft, invocation: Invocation, session: Session, jamaal: Jamaal)
    throws -> RuleDraft
  {
    try ScheduledRuleEditor.apply(invocation.values["set"] ?? [], to: draft, today: jamaal.today)
  }

  func edit(_ rule: AnchorRule, sets: [String], jamaal: Jamaal) throws -> AnchorRule {
    try ScheduledRuleEditor.apply(sets, to: rule, today: jamaal.today, now: jamaal.clock.now)
  }
}
