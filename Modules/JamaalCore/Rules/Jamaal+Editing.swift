public import Foundation
public import JamaalModel
import JamaalPresentation
import JamaalSchedule

extension Jamaal.Rules {
  /// The context `--set` edits run in: the logical today and now.
  public var editContext: EditContext { EditContext(today: today, now: clock.now) }

  /// A draft with `key=value` edits applied by its source's editor (the registry's only list),
  /// and completed as that editor does (a scheduled draft's missing start date becomes today).
  /// - Parameters:
  ///   - sets: `key=value` texts; none (for a source without an editor) returns the draft as is.
  ///   - draft: the draft from a preset or rule file.
  /// - Returns: the edited draft.
  /// - Throws: ``JamaalError`` of kind `noEditor` when `sets` are given for a source without an
  ///   editor, or `field`.
  public func applying(_ sets: [String], to draft: RuleDraft) throws -> RuleDraft {
    if sets.isEmpty, engine.registry.source(for: draft.sourceKey)?.editor == nil { return draft }
    let editor = try editor(for: draft.sourceKey)
    do {
      return try editor.apply(sets, to: draft, context: editContext)
    } catch {
      throw JamaalError.field(FieldError.from(error))
    }
  }

  /// Edits a stored rule with `key=value` texts and saves it (D-7: pending Anchors whose window
  /// has not opened are replaced).
  ///
  /// The rule is read inside the write transaction and the edit applied to what is stored then,
  /// so a concurrent edit of another field is never lost.
  /// - Parameters:
  ///   - id: the rule's id.
  ///   - sets: `key=value` texts.
  /// - Returns: the rule as saved.
  /// - Throws: ``JamaalError`` (`notFound`, `noEditor`, `newerVersion`, `field` — also when the
  ///   edit leaves the rule over one of SPEC §7's limits, which a rule an older version wrote
  ///   may be: an edit that brings it within them is taken); `StoreError`.
  @discardableResult
  public func edit(_ id: UUID, sets: [String]) throws -> AnchorRule {
    try store.transaction {
      let stored = try storedRule(id)
      try refuseNewerVersion(stored)
      if stored.isArchived {
        throw JamaalError(.archived, RefusalStrings.archived(title: stored.title))
      }
      let editor = try editor(for: stored.sourceKey)
      let edited: AnchorRule
      do {
        edited = try editor.apply(sets, to: stored, context: editContext)
      } catch {
        let field = FieldError.from(error)
        // An unreadable rule whose fault the edit left: name the fault and how to mend it.
        if let fault = unreadableFault(of: stored), fault.field == field.field {
          throw JamaalError(
            .field(field),
            RefusalStrings.unreadable(detail: fault.detail, replacement: fault.replacement))
        }
        throw JamaalError.field(field)
      }
      try saveRule(edited)
      return try store.rule(id: id) ?? edited
    }
  }

  /// Why a rule's config cannot be read (AN-07): the field at fault, the whole detail
  /// ("slots[0].start: '25:99' is not a time (HH:MM, 24-hour)") and the `--set` shape that
  /// replaces the field, when one does; `nil` for a rule that reads.
  /// - Parameter rule: a stored rule.
  /// - Returns: the fault.
  public func unreadableFault(of rule: AnchorRule) -> (
    field: String, detail: String, replacement: String?
  )? {
    guard case .needsAttention(.unreadable(let detail)) = engine.read(rule) else { return nil }
    let field = detail.split(separator: ":", maxSplits: 1).first.map(String.init) ?? ""
    let editor = engine.registry.source(for: rule.sourceKey)?.editor
    return (field, detail, editor?.replacement(forField: field))
  }

  /// The editor of a source, or a refusal naming it.
  /// The values a `--set` key of a source takes, with their words (a form's options; AN-04's
  /// methods, madhabs, prayers): empty for a key of free text, or a source without an editor.
  /// - Parameters:
  ///   - key: the key (`method`).
  ///   - source: the source whose editor takes it.
  /// - Returns: the choices, in the order a form lists them.
  public func choices(forKey key: String, of source: SourceKey) -> [RuleChoice] {
    engine.registry.source(for: source)?.editor?.choices(forKey: key) ?? []
  }

  /// The `--set` values that give a draft (or a rule made a draft) as it is: a form's values for
  /// editing it (its source's editor says them; none without one).
  /// - Parameter draft: the draft.
  /// - Returns: each key's value text.
  public func values(of draft: RuleDraft) -> [String: String] {
    let fields = RuleFields(
      title: draft.title, effortMinutes: draft.effortMinutes, configData: draft.configData)
    var values = engine.registry.source(for: draft.sourceKey)?.editor?.values(of: fields) ?? [:]
    values["title"] = draft.title
    return values
  }

  private func editor(for key: SourceKey) throws -> any RuleEditing {
    guard let source = engine.registry.source(for: key) else {
      throw JamaalError(
        .noEditor(key), "this build of jamaal has no '\(key)' source, so --set cannot edit it")
    }
    guard let editor = source.editor else {
      throw JamaalError(.noEditor(key), "rules of source '\(key)' cannot be edited with --set")
    }
    return editor
  }
}
