public import Foundation
import JamaalJSON
public import JamaalModel

/// The config of a `prayerWindow` rule, version 1 (SPEC §5), as stored in `configData`.
///
/// `location`, `method` and `madhab` may be absent in a draft (the form fills them); a rule needs
/// all three (``PrayerWindowSchedule`` refuses one without). Unknown keys are ignored when
/// reading; edits patch the stored JSON object (``PrayerRuleEditor``), so they survive.
public struct PrayerWindowConfig: Hashable, Sendable {
  /// The config version this build writes and reads.
  public static let currentVersion = 1
  /// The prayers a rule can hold, in their canonical order.
  public static let allPrayers: [Prayer] = [.fajr, .dhuhr, .asr, .maghrib, .isha]
  /// The largest adjustment a prayer may take, in minutes either way.
  public static let maximumAdjustment = 120

  /// The config's `version`.
  public var version: Int = currentVersion
  /// Where; nil until the form sets it.
  public var location: PrayerLocation?
  /// The calculation method; nil until the form sets it.
  public var method: CalculationMethod?
  /// The Asr convention; nil until the form sets it.
  public var madhab: Madhab?
  /// Which prayers become Anchors (at least one), in canonical order.
  public var prayers: [Prayer] = allPrayers
  /// When the Isha window closes.
  public var ishaEndsAt: IshaEnd = .islamicMidnight
  /// The user's minutes per prayer (Advanced).
  public var adjustments = PrayerAdjustments()
  /// How Fajr and Isha are bounded at high latitudes.
  public var highLatitudeRule: HighLatitudeRule = .recommended
  /// What polar days and nights do; nil = not chosen yet (`unresolved`; the form pre-selects
  /// `nearestDay` above 65°, D-11).
  public var polarResolution: PolarResolution?
  /// The effort of each prayer, minutes (not its window).
  public var durationMinutes = 10
  /// Whether Friday's Dhuhr is titled "Jumu'ah" (G-36).
  public var fridayLabel = true
  /// Reminders copied into each Anchor (G-30).
  public var reminder = PrayerReminder()
  /// Date ranges with no Anchors (AN-06), as stored.
  public var exceptions: [ExceptionRange] = []

  /// A config with every default and no location, method or madhab.
  public init() {}

  /// Reads and checks `configData`.
  /// - Throws: ``/JamaalModel/FieldError`` naming the field at fault.
  public static func read(_ data: Data) throws(FieldError) -> PrayerWindowConfig {
    do {
      return try ConfigDecoder().decode(PrayerWindowConfig.self, from: data)
    } catch {
      throw FieldError.from(error)
    }
  }

  /// Reads and checks a config already parsed.
  /// - Throws: ``/JamaalModel/FieldError`` naming the field at fault.
  static func read(_ document: JSONDocument) throws(FieldError) -> PrayerWindowConfig {
    do {
      return try ConfigDecoder().decode(PrayerWindowConfig.self, from: document)
    } catch {
      throw FieldError.from(error)
    }
  }

  /// The calculation parameters, once method and madhab are set.
  func parameters(method: CalculationMethod, madhab: Madhab) -> CalculationParameters {
    CalculationParameters(
      method: method, madhab: madhab, highLatitudeRule: highLatitudeRule,
      polarResolution: polarResolution ?? .unresolved, adjustments: adjustments)
  }

  /// The JSON for this config, keys sorted (new drafts; edits patch instead).
  public func jsonData() -> Data {
    // Strings, numbers and booleans only: encoding cannot fail.
    (try? JSONValueEncoder().data(self)) ?? Data("{}".utf8)
  }
}

extension PrayerWindowConfig: Codable {
  /// Decodes and checks the config; every field but `version` has a default.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    version = try container.decodeIfPresent(Int.self, forKey: .version) ?? Self.currentVersion
    location = try container.decodeIfPresent(PrayerLocation.self, forKey: .location)
    method = try Names.decode(CalculationMethod.self, .method, in: container, what: "a method")
    madhab = try Names.decode(Madhab.self, .madhab, in: container, what: "a madhab")
    prayers = try Self.decodePrayers(in: container) ?? Self.allPrayers
    ishaEndsAt =
      try Names.decode(IshaEnd.self, .ishaEndsAt, in: container, what: "when Isha ends")
      ?? .islamicMidnight
    adjustments =
      try container.decodeIfPresent(AdjustmentsField.self, forKey: .adjustments)?
      .value ?? PrayerAdjustments()
    highLatitudeRule =
      try Names.decode(
        HighLatitudeRule.self, .highLatitudeRule, in: container, what: "a high-latitude rule")
      ?? .recommended
    polarResolution = try Names.decode(
      PolarResolution.self, .polarResolution, in: container, what: "a polar resolution")
    durationMinutes = try container.decodeIfPresent(Int.self, forKey: .durationMinutes) ?? 10
    guard (1...1440).contains(durationMinutes) else {
      throw DecodingError.dataCorruptedError(
        forKey: .durationMinutes, in: container,
        debugDescription: "\(durationMinutes) is not a whole number from 1 to 1440")
    }
    fridayLabel = try container.decodeIfPresent(Bool.self, forKey: .fridayLabel) ?? true
    reminder = try container.decodeIfPresent(PrayerReminder.self, forKey: .reminder) ?? .init()
    exceptions = try container.decodeIfPresent([ExceptionRange].self, forKey: .exceptions) ?? []
  }

  /// Encodes every field (location, method, madhab and polar resolution only when set;
  /// adjustments only nonzero).
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(version, forKey: .version)
    try container.encodeIfPresent(location, forKey: .location)
    try container.encodeIfPresent(method?.rawValue, forKey: .method)
    try container.encodeIfPresent(madhab?.rawValue, forKey: .madhab)
    try container.encode(prayers.map(\.rawValue), forKey: .prayers)
    try container.encode(ishaEndsAt.rawValue, forKey: .ishaEndsAt)
    try container.encode(AdjustmentsField(value: adjustments), forKey: .adjustments)
    try container.encode(highLatitudeRule.rawValue, forKey: .highLatitudeRule)
    try container.encodeIfPresent(polarResolution?.rawValue, forKey: .polarResolution)
    try container.encode(durationMinutes, forKey: .durationMinutes)
    try container.encode(fridayLabel, forKey: .fridayLabel)
    try container.encode(reminder, forKey: .reminder)
    try container.encode(exceptions, forKey: .exceptions)
  }

  /// `prayers`: a non-empty list of fajr, dhuhr, asr, maghrib, isha, put in canonical order.
  private static func decodePrayers(
    in container: KeyedDecodingContainer<CodingKeys>
  ) throws -> [Prayer]? {
    guard let names = try container.decodeIfPresent([String].self, forKey: .prayers) else {
      return nil
    }
    var chosen = Set<Prayer>()
    for name in names {
      guard let prayer = Prayer(rawValue: name), allPrayers.contains(prayer) else {
        throw DecodingError.dataCorruptedError(
          forKey: .prayers, in: container,
          debugDescription: "'\(name)' is not a prayer (\(Names.list(allPrayers)))")
      }
      chosen.insert(prayer)
    }
    guard !chosen.isEmpty else {
      throw DecodingError.dataCorruptedError(
        forKey: .prayers, in: container, debugDescription: "choose at least one prayer")
    }
    return allPrayers.filter(chosen.contains)
  }

  enum CodingKeys: String, CodingKey, CaseIterable {
    case version, location, method, madhab, prayers, ishaEndsAt, adjustments, highLatitudeRule
    case polarResolution, durationMinutes, fridayLabel, reminder, exceptions
  }
}

extension PrayerWindowConfig: RuleConfig {
  /// `prayerWindow`.
  public static var sourceKey: SourceKey { .prayerWindow }
  /// The keys of version 1.
  public static var fieldNames: Set<String> { Set(CodingKeys.allCases.map(\.rawValue)) }
}
