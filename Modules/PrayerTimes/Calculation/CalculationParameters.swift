/// Everything that decides the times at a place: a method, and any overrides of it.
///
/// ```swift
/// var parameters = CalculationParameters(method: .northAmerica, madhab: .hanafi)
/// parameters.adjustments[.isha] = 5
/// ```
public struct CalculationParameters: Hashable, Sendable {
  /// The method the angles and built-in adjustments came from.
  public var method: CalculationMethod
  /// Fajr: the sun's depression below the horizon, degrees (0 < angle < 90).
  public var fajrAngle: Double
  /// Isha: the sun's depression, degrees; unused when `ishaInterval` is set.
  public var ishaAngle: Double
  /// Isha as minutes after Maghrib, replacing `ishaAngle` (1…1440).
  public var ishaInterval: Int?
  /// Maghrib at this depression instead of sunset, when it falls between sunset and Isha.
  public var maghribAngle: Double?
  /// The Asr convention.
  public var madhab: Madhab
  /// How Fajr and Isha are bounded where twilight lasts long (ignored by the Moonsighting
  /// Committee, whose seasonal limits replace it).
  public var highLatitudeRule: HighLatitudeRule
  /// What happens on days without a sunrise or a sunset.
  public var polarResolution: PolarResolution
  /// The twilight the Moonsighting Committee's Isha follows.
  public var shafaq: Shafaq
  /// How times become minutes.
  public var rounding: Rounding
  /// The user's own minutes per prayer.
  public var adjustments: PrayerAdjustments
  /// The method's built-in minutes per prayer, added to the user's.
  public var methodAdjustments: PrayerAdjustments

  /// The method's parameters, with the given choices.
  /// - Parameters:
  ///   - method: the calculation method.
  ///   - madhab: the Asr convention (default Shafi).
  ///   - highLatitudeRule: default `recommended`.
  ///   - polarResolution: default `unresolved`.
  ///   - shafaq: for the Moonsighting Committee (default `general`).
  ///   - rounding: default the method's own (up for Singapore, nearest otherwise).
  ///   - adjustments: the user's minutes (default none).
  public init(
    method: CalculationMethod,
    madhab: Madhab = .shafi,
    highLatitudeRule: HighLatitudeRule = .recommended,
    polarResolution: PolarResolution = .unresolved,
    shafaq: Shafaq = .general,
    rounding: Rounding? = nil,
    adjustments: PrayerAdjustments = PrayerAdjustments()
  ) {
    self.method = method
    fajrAngle = method.fajrAngle
    ishaAngle = method.ishaAngle
    ishaInterval = method.ishaInterval
    maghribAngle = method.maghribAngle
    self.madhab = madhab
    self.highLatitudeRule = highLatitudeRule
    self.polarResolution = polarResolution
    self.shafaq = shafaq
    self.rounding = rounding ?? method.rounding
    self.adjustments = adjustments
    methodAdjustments = method.adjustments
  }

  /// Checks the numbers a person may have typed.
  /// - Throws: `PrayerTimesError` naming the first field out of range.
  func validate() throws(PrayerTimesError) {
    guard fajrAngle > 0, fajrAngle < 90 else { throw .outOfRange("fajrAngle", fajrAngle, 0, 90) }
    guard ishaAngle > 0, ishaAngle < 90 else { throw .outOfRange("ishaAngle", ishaAngle, 0, 90) }
    if let maghribAngle, !(maghribAngle > 0 && maghribAngle < 90) {
      throw .outOfRange("maghribAngle", maghribAngle, 0, 90)
    }
    if let ishaInterval, !(1...1440).contains(ishaInterval) {
      throw .outOfRange("ishaInterval", Double(ishaInterval), 1, 1440)
    }
    for prayer in Prayer.allCases where abs(adjustments[prayer]) > 1440 {
      throw .outOfRange(
        "adjustments.\(prayer.rawValue)", Double(adjustments[prayer]), -1440, 1440)
    }
  }
}
