public import Foundation

/// `--set key=value` editing of one source's rules: the optional editor a source vends through
/// ``AnchorSource/editor``.
///
/// A source implements only ``keys``, ``edit(_:values:context:)`` and ``check(_:asDraft:)``; the
/// shared skeleton (``apply(_:to:context:)-(_,RuleDraft,_)``) parses the assignments, refuses
/// unknown and repeated keys, sets `title`, and stamps `modifiedAt`, the same way for every
/// source:
///
/// ```swift
/// guard let editor = registry.source(for: rule.sourceKey)?.editor else { … }
/// let edited = try editor.apply(["start=08:30"], to: rule, context: EditContext(today: d, now: t))
/// ```
public protocol RuleEditing: Sendable {
  /// The keys this source understands besides `title`, in the order they are applied.
  var keys: [String] { get }

  /// Applies parsed values (never `title`, which the skeleton sets) to the fields.
  ///
  /// The config is patched as a JSON object, so keys a newer version added survive (G-82).
  /// - Parameters:
  ///   - fields: the rule's title, effort and config, changed in place.
  ///   - values: each given key's value text.
  ///   - context: the logical today and now.
  /// - Throws: ``FieldError`` naming the key (or config field) at fault.
  func edit(_ fields: inout RuleFields, values: [String: String], context: EditContext)
    throws(FieldError)

  /// Checks edited fields as a whole.
  /// - Parameters:
  ///   - fields: the edited fields.
  ///   - asDraft: `true` for a draft, which may still lack what a later step fills in (a prayer
  ///     rule's location); `false` for a rule about to be saved.
  /// - Throws: ``FieldError`` naming the config field at fault.
  func check(_ fields: RuleFields, asDraft: Bool) throws(FieldError)

  /// The `key=value` shape that replaces a config field (`slots[0].start` → `start=HH:MM`), so
  /// a rule that cannot be read says how to mend it; `nil` when no `--set` key writes it.
  func replacement(forField field: String) -> String?

  /// The values a key takes, with the words a form shows for each (a select's options): empty
  /// for a key that takes free text or a number.
  /// - Parameter key: one of ``keys``.
  /// - Returns: the choices, in the order a form lists them.
  func choices(forKey key: String) -> [RuleChoice]

  /// The `key=value` values that give `fields` as they are — a form's values for editing a
  /// rule; a key it cannot say (or a config that does not read) is left out.
  /// - Parameter fields: a rule's or draft's fields.
  /// - Returns: each key's value text.
  func values(of fields: RuleFields) -> [String: String]
}

/// One value a `--set` key takes, with the words a form shows for it ("karachi", "Karachi").
public struct RuleChoice: Hashable, Sendable {
  /// The value as `--set` takes it.
  public let value: String
  /// The words a person reads.
  public let label: String

  /// Makes a choice.
  public init(value: String, label: String) {
    self.value = value
    self.label = label
  }
}

/// The fields `--set` editing changes: a rule's (or draft's) title, effort and config.
public struct RuleFields: Hashable, Sendable {
  /// The title.
  public var title: String
  /// Minutes of effort.
  public var effortMinutes: Int
  /// The config, a JSON object carrying `version`.
  public var configData: Data

  /// Makes the fields.
  public init(title: String, effortMinutes: Int, configData: Data) {
    self.title = title
    self.effortMinutes = effortMinutes
    self.configData = configData
  }
}

/// What an edit knows besides the rule: the logical today (for `due-now` and default start
/// dates) and the current instant (the rule's new `modifiedAt`).
public struct EditContext: Hashable, Sendable {
  /// The device's logical today.
  public var today: LogicalDate
  /// The current instant.
  public var now: Date

  /// Makes a context.
  public init(today: LogicalDate, now: Date) {
    self.today = today
    self.now = now
  }
}

extension RuleEditing {
  /// Every key `--set` takes for this source: `title`, then ``keys``.
  public var allKeys: [String] { ["title"] + keys }

  /// No field is known to a `--set` key unless the source says so.
  public func replacement(forField field: String) -> String? { nil }

  /// No key offers choices unless the source says so.
  public func choices(forKey key: String) -> [RuleChoice] { [] }

  /// No values unless the source says them.
  public func values(of fields: RuleFields) -> [String: String] { [:] }

  /// Applies `key=value` texts to a draft and checks it as a draft.
  /// - Parameters:
  ///   - assignments: e.g. `["days=weekdays", "start=08:15"]`.
  ///   - draft: the draft from a preset or rule file.
  ///   - context: the logical today and now.
  /// - Returns: the edited draft.
  /// - Throws: ``FieldError`` naming the key (or config field) at fault.
  public func apply(
    _ assignments: [String], to draft: RuleDraft, context: EditContext
  ) throws(FieldError) -> RuleDraft {
    let fields = try applied(
      assignments,
      to: RuleFields(
        title: draft.title, effortMinutes: draft.effortMinutes, configData: draft.configData),
      context: context, asDraft: true)
    var result = draft
    result.title = fields.title
    result.effortMinutes = fields.effortMinutes
    result.configData = fields.configData
    return result
  }

  /// Applies `key=value` texts to a stored rule, checks it as a whole and stamps `modifiedAt`
  /// (then plan its Anchors as D-7 says).
  /// - Parameters:
  ///   - assignments: `key=value` texts.
  ///   - rule: the stored rule.
  ///   - context: the logical today and now.
  /// - Returns: the edited rule.
  /// - Throws: ``FieldError`` naming the key (or config field) at fault.
  public func apply(
    _ assignments: [String], to rule: AnchorRule, context: EditContext
  ) throws(FieldError) -> AnchorRule {
    let fields = try applied(
      assignments,
      to: RuleFields(
        title: rule.title, effortMinutes: rule.effortMinutes, configData: rule.configData),
      context: context, asDraft: false)
    var result = rule
    result.title = fields.title
    result.effortMinutes = fields.effortMinutes
    result.configData = fields.configData
    result.modifiedAt = context.now
    return result
  }

  /// The skeleton both entry points share.
  private func applied(
    _ assignments: [String], to fields: RuleFields, context: EditContext, asDraft: Bool
  ) throws(FieldError) -> RuleFields {
    var values = try FieldAssignments.parse(assignments, keys: allKeys)
    var fields = fields
    if let title = values.removeValue(forKey: "title") {
      try TitleRule.check(title)
      fields.title = title
    }
    // A title alone never touches the config: it mends a rule whose config cannot be read.
    if values.isEmpty, !asDraft { return fields }
    try edit(&fields, values: values, context: context)
    try check(fields, asDraft: asDraft)
    return fields
  }
}
