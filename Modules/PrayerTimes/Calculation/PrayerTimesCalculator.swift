public import Foundation
public import JamaalModel

/// Computes the prayer times of a place, for one date or a run of dates.
///
/// Times are those of the calendar date in the location's own time zone, whatever the device's
/// zone; polar days and nights give a typed "no time" (or borrow times, as `polarResolution`
/// says), never NaN.
///
/// ```swift
/// guard let london = TimeZone(identifier: "Europe/London") else { return }
/// let calculator = try PrayerTimesCalculator(
///   coordinates: try Coordinates(latitude: 51.5074, longitude: -0.1278),
///   timeZone: london, parameters: CalculationParameters(method: .muslimWorldLeague))
/// let today = calculator.times(for: LogicalDate(year: 2026, month: 11, day: 29))
/// today.time(for: .maghrib).date  // 2026-11-29 15:56 UTC
/// let year = calculator.times(from: LogicalDate(year: 2027, month: 1, day: 1), days: 365)
/// ```
public struct PrayerTimesCalculator: Sendable {
  /// Where.
  public let coordinates: Coordinates
  /// The location's zone: decides which calendar date a time belongs to.
  public let timeZone: TimeZone
  /// How.
  public let parameters: CalculationParameters

  /// Sines of the Fajr, Isha and Maghrib depressions (as negative altitudes).
  let fajrSine: Double
  let ishaSine: Double
  let maghribSine: Double
  /// Portions of the night that bound Fajr and Isha.
  let fajrPortion: Double
  let ishaPortion: Double
  /// User plus method adjustments, in minutes.
  let totalAdjustments: PrayerAdjustments

  /// Prepares a calculator.
  /// - Throws: `PrayerTimesError` naming a parameter out of range (an angle, interval or
  ///   adjustment).
  public init(
    coordinates: Coordinates, timeZone: TimeZone, parameters: CalculationParameters
  ) throws(PrayerTimesError) {
    try parameters.validate()
    self.coordinates = coordinates
    self.timeZone = timeZone
    self.parameters = parameters
    fajrSine = sin(AngleMath.radians(-parameters.fajrAngle))
    ishaSine = sin(AngleMath.radians(-parameters.ishaAngle))
    maghribSine = sin(AngleMath.radians(-(parameters.maghribAngle ?? 0)))
    switch parameters.highLatitudeRule.resolved(latitude: coordinates.latitude) {
    case .middleOfTheNight, .recommended:
      fajrPortion = 0.5
      ishaPortion = 0.5
    case .seventhOfTheNight:
      fajrPortion = 1.0 / 7
      ishaPortion = 1.0 / 7
    case .twilightAngle:
      fajrPortion = parameters.fajrAngle / 60
      ishaPortion = parameters.ishaAngle / 60
    }
    var total = parameters.adjustments
    for prayer in Prayer.allCases { total[prayer] += parameters.methodAdjustments[prayer] }
    totalAdjustments = total
  }

  /// The times of one calendar date in the location's zone.
  /// - Parameter date: the calendar date in the location's zone.
  /// - Returns: the six times, midnight and last third (each a time or why there is none).
  public func times(for date: LogicalDate) -> DayPrayerTimes {
    times(from: date, days: 1)[0]
  }

  /// The times of `days` consecutive dates from `start`, sharing the solar work between days.
  /// - Parameters:
  ///   - start: the first calendar date in the location's zone.
  ///   - days: how many dates (0 gives none).
  /// - Returns: one `DayPrayerTimes` per date, in order.
  public func times(from start: LogicalDate, days: Int) -> [DayPrayerTimes] {
    guard days > 0 else { return [] }
    let mapping = DayMapping(longitude: coordinates.longitude, timeZone: timeZone)
    // Solar days: one per requested date, plus the next date for its Fajr (the night's end).
    let solarDays = mapping.solarDays(from: start, count: days + 1)
    let series = SolarSeries(
      firstDay: (solarDays.min() ?? 0), lastDay: (solarDays.max() ?? 0) + 1,
      latitude: coordinates.latitude, longitude: coordinates.longitude)
    var result: [DayPrayerTimes] = []
    result.reserveCapacity(days)
    var current = day(solarDay: solarDays[0], series: series)
    for index in 0..<days {
      let next = day(solarDay: solarDays[index + 1], series: series)
      result.append(current.finished(date: start.adding(days: index), next: next))
      current = next
    }
    return result
  }

  /// The core times of one solar day, from the series' cached solar positions.
  private func day(solarDay: Int, series: SolarSeries) -> CoreDay {
    day(utcDay: solarDay, today: series[solarDay], tomorrow: series[solarDay + 1])
  }
}
