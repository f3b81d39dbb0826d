public import Foundation
import JamaalJSON
public import JamaalModel

/// The config of a `scheduled` rule, version 1 (SPEC §4.1), as stored in `configData`.
///
/// Unknown keys are ignored when reading; edits patch the stored JSON object instead of
/// re-encoding this struct (see ``ScheduledRuleEditor``), so keys a newer version added survive.
public struct ScheduledConfig: Hashable, Sendable {
  /// The config version this build writes and reads.
  public static let currentVersion = 1

  /// The config's `version`.
  public var version: Int
  /// How often the rule yields Anchors.
  public var recurrence: Recurrence
  /// The rule's slots (at least one, ids unique).
  public var slots: [Slot]
  /// Minutes of effort (mirrors `AnchorRule.effortMinutes`, which wins when they differ).
  public var effortMinutes: Int?
  /// Fixed or flexible (mirrors `AnchorRule.placement`, which wins when they differ).
  public var placement: Placement?
  /// The last logical date the rule yields Anchors on, if any.
  public var endDate: LogicalDate?
  /// The rule's own zone identifier (D-5); `nil` = the device's zone.
  public var timeZone: String?
  /// Date ranges with no Anchors (AN-06), as stored.
  public var exceptions: [ExceptionRange]
  /// Reminders copied into each Anchor (G-30).
  public var reminder: ReminderSetting

  /// Makes a config of the current version.
  public init(
    recurrence: Recurrence, slots: [Slot], effortMinutes: Int? = nil,
    placement: Placement? = nil, endDate: LogicalDate? = nil, timeZone: String? = nil,
    exceptions: [ExceptionRange] = [], reminder: ReminderSetting = .off
  ) {
    self.version = Self.currentVersion
    self.recurrence = recurrence
    self.slots = slots
    self.effortMinutes = effortMinutes
    self.placement = placement
    self.endDate = endDate
    self.timeZone = timeZone
    self.exceptions = exceptions
    self.reminder = reminder
  }

  /// Reads and validates `configData`.
  /// - Parameter data: the stored JSON.
  /// - Returns: the config.
  /// - Throws: ``/JamaalModel/FieldError`` naming the field at fault.
  public static func read(_ data: Data) throws(FieldError) -> ScheduledConfig {
    let config: ScheduledConfig
    do {
      config = try ConfigDecoder().decode(ScheduledConfig.self, from: data)
    } catch {
      throw FieldError.from(error)
    }
    try config.validate()
    return config
  }

  /// Reads and validates a config already parsed.
  /// - Parameter document: the stored JSON, parsed.
  /// - Returns: the config.
  /// - Throws: ``/JamaalModel/FieldError`` naming the field at fault.
  static func read(_ document: JSONDocument) throws(FieldError) -> ScheduledConfig {
    let config: ScheduledConfig
    do {
      config = try ConfigDecoder().decode(ScheduledConfig.self, from: document)
    } catch {
      throw FieldError.from(error)
    }
    try config.validate()
    return config
  }

  /// The JSON for this config, keys sorted (used for new drafts; edits patch instead).
  public func jsonData() -> Data {
    // Encoding plain strings, numbers and dates-as-text cannot fail.
    (try? JSONValueEncoder().data(self)) ?? Data("{}".utf8)
  }
}

extension ScheduledConfig: Codable {
  /// Decodes the config; `exceptions` and `reminder` default to none and off.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    version = try container.decode(Int.self, forKey: .version)
    recurrence = try container.decode(Recurrence.self, forKey: .recurrence)
    slots = try container.decode([Slot].self, forKey: .slots)
    effortMinutes = try container.decodeIfPresent(Int.self, forKey: .effortMinutes)
    placement = try container.decodeIfPresent(Placement.self, forKey: .placement)
    endDate = try container.decodeIfPresent(LogicalDate.self, forKey: .endDate)
    timeZone = try container.decodeIfPresent(String.self, forKey: .timeZone)
    exceptions = try container.decodeIfPresent([ExceptionRange].self, forKey: .exceptions) ?? []
    reminder = try container.decodeIfPresent(ReminderSetting.self, forKey: .reminder) ?? .off
  }

  /// Encodes every field (optional ones only when set).
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(version, forKey: .version)
    try container.encode(recurrence, forKey: .recurrence)
    try container.encode(slots, forKey: .slots)
    try container.encodeIfPresent(effortMinutes, forKey: .effortMinutes)
    try container.encodeIfPresent(placement, forKey: .placement)
    try container.encodeIfPresent(endDate, forKey: .endDate)
    try container.encodeIfPresent(timeZone, forKey: .timeZone)
    try container.encode(exceptions, forKey: .exceptions)
    try container.encode(reminder, forKey: .reminder)
  }

  enum CodingKeys: String, CodingKey, CaseIterable {
    case version, recurrence, slots, effortMinutes, placement, endDate, timeZone, exceptions
    case reminder
  }
}

extension ScheduledConfig: RuleConfig {
  /// `scheduled`.
  public static var sourceKey: SourceKey { .scheduled }
  /// The keys of version 1.
  public static var fieldNames: Set<String> { Set(CodingKeys.allCases.map(\.rawValue)) }
}
