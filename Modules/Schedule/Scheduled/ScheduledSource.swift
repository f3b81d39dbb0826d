import Foundation
public import JamaalJSON
public import JamaalModel

/// The `scheduled` source: school run, bin night, plants and custom rules (SPEC §4.1).
///
/// ```swift
/// var registry = SourceRegistry()
/// try registry.register(ScheduledSource())
/// let draft = try ScheduledSource().draft(fromPreset: decoder)  // a preset or rule file
/// ```
public struct ScheduledSource: AnchorSource {
  /// `scheduled`.
  public let sourceKey: SourceKey = .scheduled
  /// Config version 1 only.
  public let configVersions = 1...ScheduledConfig.currentVersion

  /// Makes the source.
  public init() {}

  /// `--set` editing: ``ScheduledRuleEditor``.
  public var editor: (any RuleEditing)? { ScheduledRuleEditor() }

  /// Reads a rule's config into a ``ScheduledRule``.
  /// - Throws: ``/JamaalModel/FieldError`` naming the field when the config is unreadable or invalid.
  public func decode(_ rule: AnchorRule) throws -> any RuleSchedule {
    try ScheduledRule(rule: rule)
  }

  /// Reads a rule's config, already parsed by the registry, into a ``ScheduledRule``.
  /// - Throws: ``/JamaalModel/FieldError`` naming the field when the config is unreadable or invalid.
  public func decode(_ rule: AnchorRule, config: JSONDocument) throws -> any RuleSchedule {
    try ScheduledRule(rule: rule, document: config)
  }

  /// Reads a preset or rule file into a draft.
  ///
  /// The document is the config's shape plus the rule's columns, with `startDate` optional
  /// (``ScheduledRuleEditor`` fills it with today: for `afterLast` that means "last done today",
  /// G-33):
  ///
  /// ```yaml
  /// title: School run
  /// effortMinutes: 30
  /// placement: fixed
  /// recurrence: {kind: weekdays, days: [mon, tue, wed, thu, fri]}
  /// slots:
  ///   - {id: dropoff, label: Drop-off, start: "08:15", windowMinutes: 30}
  /// reminder: {atStart: false}
  /// ```
  /// - Parameter decoder: any decoder over the document (YAML, JSON …).
  /// - Returns: the draft, its `configData` carrying `version: 1`.
  /// - Throws: a decoding error, or ``/JamaalModel/FieldError`` naming the field when a value is wrong.
  public func draft(fromPreset decoder: any Decoder) throws -> RuleDraft {
    let preset = try ScheduledPreset(from: decoder)
    return try preset.draft()
  }
}
