import Foundation
import JamaalModel
import JamaalPrayerTimes
import JamaalTestSupport
import Testing

/// Helpers for the PrayerTimes tests: calculators and local clock text.
enum TestCalculators {
  /// A calculator for a place, zone and parameters.
  static func make(
    _ latitude: Double, _ longitude: Double, zone: String,
    _ parameters: CalculationParameters = CalculationParameters(method: .muslimWorldLeague),
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> PrayerTimesCalculator {
    try PrayerTimesCalculator(
      coordinates: try Coordinates(latitude: latitude, longitude: longitude),
      timeZone: Fixtures.zone(zone), parameters: parameters)
  }

  /// `HH:mm` of a time on the wall clock of `zone`, or "none" when it does not exist.
  static func clock(_ time: PrayerTime, _ zone: String) -> String {
    guard let date = time.date else { return "none" }
    let (_, minutes) = Fixtures.zone(zone).wallClock(at: date)
    return String(format: "%02d:%02d", minutes / 60, minutes % 60)
  }

  /// The calendar date of a time on the wall clock of `zone`.
  static func localDate(_ time: PrayerTime, _ zone: String) -> LogicalDate? {
    time.date.map { Fixtures.zone(zone).wallClock(at: $0).date }
  }

  /// The six times of a day as `HH:mm` in `zone`, Fajr to Isha.
  static func clocks(_ day: DayPrayerTimes, _ zone: String) -> [String] {
    Prayer.allCases.map { clock(day.time(for: $0), zone) }
  }
}
