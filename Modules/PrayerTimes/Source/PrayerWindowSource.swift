import Foundation
public import JamaalJSON
public import JamaalModel

/// The `prayerWindow` source: a place's daily prayers as Anchors (SPEC §5).
///
/// ```swift
/// var registry = SourceRegistry()
/// try registry.register(PrayerWindowSource())
/// var draft = try PrayerWindowSource().draft(fromPreset: decoder)  // Presets/prayer-times.yaml
/// draft = try PrayerRuleEditor.setLocation(makkah, on: draft, suggestion: suggestion)
/// ```
public struct PrayerWindowSource: AnchorSource {
  /// `prayerWindow`.
  public let sourceKey: SourceKey = .prayerWindow
  /// Config version 1 only.
  public let configVersions = 1...PrayerWindowConfig.currentVersion

  /// Makes the source.
  public init() {}

  /// `--set` editing: ``PrayerRuleEditor``.
  public var editor: (any RuleEditing)? { PrayerRuleEditor() }

  /// Reads a rule's config into a ``PrayerWindowSchedule``.
  /// - Throws: ``/JamaalModel/FieldError`` naming the field when the config is unreadable, invalid, or
  ///   lacks its location, method or madhab.
  public func decode(_ rule: AnchorRule) throws -> any RuleSchedule {
    try PrayerWindowSchedule(rule: rule)
  }

  /// Reads a rule's config, already parsed by the registry, into a ``PrayerWindowSchedule``.
  /// - Throws: ``/JamaalModel/FieldError`` as ``decode(_:)``.
  public func decode(_ rule: AnchorRule, config: JSONDocument) throws -> any RuleSchedule {
    try PrayerWindowSchedule(rule: rule, document: config)
  }

  /// Reads a preset or rule file into a draft: the config's shape plus `title`.
  ///
  /// ```yaml
  /// title: Salah
  /// durationMinutes: 10
  /// prayers: [fajr, dhuhr, asr, maghrib, isha]
  /// ishaEndsAt: islamicMidnight
  /// highLatitudeRule: recommended
  /// fridayLabel: true
  /// reminder: {atStart: true}
  /// ```
  /// `location`, `method`, `madhab`, `adjustments` and `polarResolution` may be given too; a
  /// draft without location, method or madhab is completed by ``PrayerRuleEditor``. The draft's
  /// effort is `durationMinutes` and its placement fixed.
  /// - Parameter decoder: any decoder over the document (YAML, JSON …).
  /// - Returns: the draft, its `configData` carrying `version: 1`.
  /// - Throws: a decoding error naming the field (with its line, through the YAML decoder).
  public func draft(fromPreset decoder: any Decoder) throws -> RuleDraft {
    let preset = try PrayerPreset(from: decoder)
    return RuleDraft(
      title: preset.title, sourceKey: .prayerWindow, configData: preset.config.jsonData(),
      effortMinutes: preset.config.durationMinutes, placement: .fixed)
  }
}
