/// Minutes added to each computed time before rounding (negative moves it earlier).
///
/// ```swift
/// var adjustments = PrayerAdjustments()
/// adjustments[.fajr] = 2  // two minutes later
/// ```
public struct PrayerAdjustments: Hashable, Sendable, Codable {
  /// Minutes for Fajr.
  public var fajr: Int
  /// Minutes for sunrise.
  public var sunrise: Int
  /// Minutes for Dhuhr.
  public var dhuhr: Int
  /// Minutes for Asr.
  public var asr: Int
  /// Minutes for Maghrib.
  public var maghrib: Int
  /// Minutes for Isha.
  public var isha: Int

  /// Adjustments of the given minutes; zero for any left out.
  public init(
    fajr: Int = 0, sunrise: Int = 0, dhuhr: Int = 0, asr: Int = 0, maghrib: Int = 0, isha: Int = 0
  ) {
    self.fajr = fajr
    self.sunrise = sunrise
    self.dhuhr = dhuhr
    self.asr = asr
    self.maghrib = maghrib
    self.isha = isha
  }

  /// The minutes for one prayer.
  public subscript(prayer: Prayer) -> Int {
    get {
      switch prayer {
      case .fajr: fajr
      case .sunrise: sunrise
      case .dhuhr: dhuhr
      case .asr: asr
      case .maghrib: maghrib
      case .isha: isha
      }
    }
    set {
      switch prayer {
      case .fajr: fajr = newValue
      case .sunrise: sunrise = newValue
      case .dhuhr: dhuhr = newValue
      case .asr: asr = newValue
      case .maghrib: maghrib = newValue
      case .isha: isha = newValue
      }
    }
  }
}
