import Foundation
public import JamaalModel

extension SourceKey {
  /// The key of the medication example source.
  public static let medication: SourceKey = "medication"
}

/// An example Anchor type added as its own module: a medication taken at fixed times each day.
///
/// This is the whole of what a new Anchor type needs: a config, a schedule that yields Anchors
/// for a logical date, and one value conforming to `AnchorSource` (with, optionally, an editor
/// for `--set`). Register it with `SourceRegistry.register(MedicationSource())`; no other module
/// changes. Exceptions need nothing from the source: the registry applies the rule's
/// `exceptions` to every schedule.
public struct MedicationSource: AnchorSource {
  /// Makes the source.
  public init() {}

  /// `medication`.
  public var sourceKey: SourceKey { .medication }

  /// Reads config version 1.
  public var configVersions: ClosedRange<Int> { 1...1 }

  /// Reads `{"version":1,"medicine":"…","doses":["08:00","20:00"],"windowMinutes":60}`.
  public func decode(_ rule: AnchorRule) throws -> any RuleSchedule {
    let config = try JSONDecoder().decode(MedicationConfig.self, from: rule.configData)
    guard !config.doses.isEmpty else { throw MedicationConfig.NoDoses() }
    return MedicationSchedule(rule: rule, config: config)
  }

  /// `--set doses=08:00,20:00` and `--set window=MIN`.
  public var editor: (any RuleEditing)? { MedicationEditor() }

  /// Reads a preset document of the same shape as the config.
  public func draft(fromPreset decoder: any Decoder) throws -> RuleDraft {
    let config = try MedicationConfig(from: decoder)
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    return RuleDraft(
      title: config.medicine, sourceKey: .medication, configData: try encoder.encode(config),
      effortMinutes: 2, placement: .fixed)
  }
}

/// The medication config.
struct MedicationConfig: Codable {
  var version: Int
  var medicine: String
  var doses: [WallClockTime]
  var windowMinutes: Int

  struct NoDoses: Error {}
}

/// A decoded medication rule: one Anchor per dose per day, in the device's zone.
struct MedicationSchedule: RuleSchedule {
  let rule: AnchorRule
  let config: MedicationConfig

  func anchors(for date: LogicalDate, context: GenerationContext) -> [Anchor] {
    let zone = context.deviceTimeZone
    return config.doses.map { dose in
      let start = zone.instant(on: date, minutesAfterMidnight: dose.minutes)
      return Anchor(
        rule: rule.id, title: config.medicine, occurrenceDate: date,
        slotKey: dose.description, windowStart: start,
        windowEnd: start.addingTimeInterval(Double(config.windowMinutes) * 60),
        effortMinutes: rule.effortMinutes, createdAt: context.now)
    }
  }

  var summary: String { "Every day · " + config.doses.map(\.description).joined(separator: ", ") }
  var timeZone: TimeZone? { nil }
}
