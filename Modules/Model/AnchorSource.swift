public import Foundation
public import JSON

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
  /// whose config ``ConfigDecoder`` reads implements it to skip that second parse:
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
}

extension AnchorSource {
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

/// A rule's config, decoded: what the engine needs to generate, summarise and except dates.
public protocol RuleSchedule: Sendable {
  /// The Anchors the rule yields for one logical date; a pure function of its inputs.
  ///
  /// - Parameters:
  ///   - date: the logical date.
  ///   - context: now, zones, settings and what is already stored for this rule.
  /// - Returns: the Anchors for `date` (possibly none), pending, with `createdAt = context.now`.
  func anchors(for date: LogicalDate, context: GenerationContext) -> [Anchor]

  /// Date ranges when nothing is generated.
  var exceptions: [ExceptionRange] { get }

  /// The one-line summary for the rules list ("Mon–Fri · 08:15 · 30 min").
  var summary: String { get }

  /// The zone the rule's wall times are read in, when the rule fixes one (D-5).
  var timeZone: TimeZone? { get }
}

/// A rule not yet saved: what a preset or a rule file fills in.
public struct RuleDraft: Hashable, Sendable {
  /// The rule's title.
  public var title: String
  /// The source that reads it.
  public var sourceKey: SourceKey
  /// The config, JSON carrying `version`.
  public var configData: Data
  /// Minutes of effort.
  public var effortMinutes: Int
  /// Fixed or flexible.
  public var placement: Placement

  /// Makes a draft.
  public init(
    title: String, sourceKey: SourceKey, configData: Data, effortMinutes: Int,
    placement: Placement
  ) {
    self.title = title
    self.sourceKey = sourceKey
    self.configData = configData
    self.effortMinutes = effortMinutes
    self.placement = placement
  }
}

/// What generation knows besides the rule: the clock, the settings and the stored history.
public struct GenerationContext: Sendable {
  /// The current instant.
  public var now: Date
  /// The device's zone (a rule without its own zone uses it, D-5).
  public var deviceTimeZone: TimeZone
  /// The user's day start (D-1).
  public var dayStart: WallClockTime
  /// The user's first day of the week.
  public var weekStart: Weekday
  /// Anchors already stored for this rule, any order.
  public var existing: [Anchor]

  /// Makes a context.
  public init(
    now: Date, deviceTimeZone: TimeZone, dayStart: WallClockTime = .defaultDayStart,
    weekStart: Weekday = .monday, existing: [Anchor] = []
  ) {
    self.now = now
    self.deviceTimeZone = deviceTimeZone
    self.dayStart = dayStart
    self.weekStart = weekStart
    self.existing = existing
  }

  /// The logical day in `timeZone` (the rule's, else the device's).
  public func logicalDay(in timeZone: TimeZone?) -> LogicalDay {
    LogicalDay(dayStart: dayStart, timeZone: timeZone ?? deviceTimeZone)
  }
}
