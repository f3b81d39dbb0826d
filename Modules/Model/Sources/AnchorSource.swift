import Foundation
public import JamaalJSON

/// A kind of Anchor rule: the plug-in point of JamaalCore.
///
/// A source module exports one value conforming to this protocol and the app registers it in a
/// ``SourceRegistry``. Nothing else switches over source keys. A minimal source:
///
/// ```swift
/// struct MedicationSource: AnchorSource {
///   let sourceKey: SourceKey = "medication"
///   let configVersions = 1...1
///   func decode(_ rule: AnchorRule) throws -> any RuleSchedule { … }
///   func draft(fromPreset decoder: any Decoder) throws -> RuleDraft { … }
/// }
/// ```
public protocol AnchorSource: Sendable {
  /// The key stored in `AnchorRule.sourceKey` for this source's rules.
  var sourceKey: SourceKey { get }

  /// The config `version`s this build reads; a newer one makes the rule need attention.
  var configVersions: ClosedRange<Int> { get }

  /// Reads a rule's config into a schedule that can generate Anchors.
  ///
  /// Called only after the registry has checked the version is supported.
  /// - Parameter rule: the stored rule.
  /// - Returns: the decoded schedule.
  /// - Throws: any error when the config cannot be read (the rule then needs attention).
  func decode(_ rule: AnchorRule) throws -> any RuleSchedule

  /// Reads a rule's config, already parsed, into a schedule: what ``SourceRegistry/read(_:)``
  /// calls, having parsed the config once to check its version.
  ///
  /// Optional: the default calls ``decode(_:)``, which parses `rule.configData` again. A source
  /// whose config ``/JamaalJSON/ConfigDecoder`` reads implements it to skip that second parse:
  /// `ConfigDecoder().decode(MyConfig.self, from: config)`.
  /// - Parameters:
  ///   - rule: the stored rule.
  ///   - config: `rule.configData`, parsed.
  /// - Returns: the decoded schedule.
  /// - Throws: any error when the config cannot be read (the rule then needs attention).
  func decode(_ rule: AnchorRule, config: JSONDocument) throws -> any RuleSchedule

  /// Reads a preset (or a rule file) into a draft rule: the form's defaults.
  ///
  /// - Parameter decoder: a decoder over the preset document (YAML in `Presets/`).
  /// - Returns: the draft.
  /// - Throws: a decoding error naming the field when the preset is invalid.
  func draft(fromPreset decoder: any Decoder) throws -> RuleDraft

  /// How `--set key=value` edits this source's rules, or `nil` when they cannot be edited that
  /// way (`jamaal` then refuses `--set` with a message; the default).
  var editor: (any RuleEditing)? { get }
}

extension AnchorSource {
  /// No editor: `--set` on this source's rules is refused.
  public var editor: (any RuleEditing)? { nil }

  /// Reads the rule with ``decode(_:)``, parsing its config again.
  /// - Parameters:
  ///   - rule: the stored rule.
  ///   - config: unused.
  /// - Returns: the decoded schedule.
  /// - Throws: what ``decode(_:)`` throws.
  public func decode(_ rule: AnchorRule, config: JSONDocument) throws -> any RuleSchedule {
    try decode(rule)
  }
}
