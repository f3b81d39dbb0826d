import Foundation
import JamaalModel
import JamaalPrayerTimes
import JamaalSchedule
import JamaalTestSupport
import JamaalYAML
import Testing

/// Prayer rules, registries and local clock text for the prayerWindow tests.
enum PrayerRuleFixtures {
  /// Makkah (Journey 4's example place).
  static let makkah = (latitude: 21.4225, longitude: 39.8262, zone: "Asia/Riyadh")

  /// A config JSON for a place: every default unless overridden by `extra` (merged on top).
  static func config(
    latitude: Double, longitude: Double, zone: String, method: String = "muslimWorldLeague",
    madhab: String = "shafi", extra: [String: Any] = [:]
  ) throws -> Data {
    var object: [String: Any] = [
      "version": 1,
      "location": ["latitude": latitude, "longitude": longitude, "timeZone": zone],
      "method": method, "madhab": madhab,
    ]
    object.merge(extra) { _, new in new }
    return try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
  }

  /// A stored prayer rule.
  static func rule(_ configData: Data, created: Date, effort: Int = 10) -> AnchorRule {
    AnchorRule(
      title: "Salah", sourceKey: .prayerWindow, configData: configData, effortMinutes: effort,
      createdAt: created)
  }

  /// The registry's schedule for `rule`: the source's, with the rule's exceptions applied.
  static func reading(
    _ rule: AnchorRule, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> any RuleSchedule {
    let registry = try SourceRegistry([PrayerWindowSource()])
    guard case .ready(let schedule) = registry.read(rule) else {
      Issue.record("the rule needs attention", sourceLocation: sourceLocation)
      throw CancellationError()
    }
    return schedule
  }

  /// The source's own decoded schedule of a rule, read through the registry as the engine reads
  /// it (exceptions not applied: see ``reading(_:sourceLocation:)``).
  static func schedule(
    _ rule: AnchorRule, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> PrayerWindowSchedule {
    let registry = try SourceRegistry([PrayerWindowSource()])
    guard case .ready(let schedule) = registry.read(rule) else {
      Issue.record("the rule needs attention", sourceLocation: sourceLocation)
      throw CancellationError()
    }
    let base = (schedule as? ExceptedSchedule)?.base ?? schedule
    return try #require(base as? PrayerWindowSchedule, sourceLocation: sourceLocation)
  }

  /// `HH:mm` of an instant on the wall clock of `zone`.
  static func clock(_ instant: Date, _ zone: String) -> String {
    let (_, minutes) = Fixtures.zone(zone).wallClock(at: instant)
    return String(format: "%02d:%02d", minutes / 60, minutes % 60)
  }

  /// The package's presets folder.
  static var presets: URL { Fixtures.packageRoot.appendingPathComponent("Presets") }

  /// A draft from the bundled prayer-times preset.
  static func presetDraft() throws -> RuleDraft {
    let url = presets.appendingPathComponent("prayer-times.yaml")
    return try YAMLDecoder().decode(DraftBox.self, fromFile: url).draft
  }

  /// Decodes a preset document into a draft through the source.
  struct DraftBox: Decodable {
    let draft: RuleDraft
    init(from decoder: any Decoder) throws {
      draft = try PrayerWindowSource().draft(fromPreset: decoder)
    }
  }
}
