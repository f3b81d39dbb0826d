public import JamaalModel

/// The times of one calendar date at one place.
///
/// Times belong to the date in the location's time zone: Dhuhr falls on `date`; Fajr may fall
/// before midnight and Isha after it at high latitudes.
public struct DayPrayerTimes: Hashable, Sendable {
  /// The calendar date in the location's zone.
  public let date: LogicalDate
  /// Dawn.
  public let fajr: PrayerTime
  /// Sunrise.
  public let sunrise: PrayerTime
  /// Just after transit.
  public let dhuhr: PrayerTime
  /// Afternoon.
  public let asr: PrayerTime
  /// Sunset (or the Maghrib angle).
  public let maghrib: PrayerTime
  /// Nightfall.
  public let isha: PrayerTime
  /// The middle of the night, Maghrib to the next day's Fajr, to the nearest minute.
  public let midnight: PrayerTime
  /// The start of the last third of that night, to the nearest minute.
  public let lastThird: PrayerTime

  /// The time of one prayer (or of sunrise).
  public func time(for prayer: Prayer) -> PrayerTime {
    switch prayer {
    case .fajr: fajr
    case .sunrise: sunrise
    case .dhuhr: dhuhr
    case .asr: asr
    case .maghrib: maghrib
    case .isha: isha
    }
  }
}
