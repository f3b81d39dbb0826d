import Foundation
import JamaalModel
import JamaalPrayerTimes

/// A zone the bench needs is missing from the system's database.
private struct MissingZone: Error, CustomStringConvertible {
  let identifier: String
  var description: String { "unknown time zone \(identifier)" }
}

extension Figure {
  /// S1: every time (six prayers, midnight, last third) of one location for a year, through the
  /// year-iterating API that shares solar positions between days.
  static func s1() -> Figure {
    Figure(
      id: "S1", what: "prayer times, one location for a year (365 days, all times)",
      unit: "µs per location-day", bar: 1
    ) {
      guard let zone = TimeZone(identifier: "Europe/London") else {
        throw MissingZone(identifier: "Europe/London")
      }
      let calculator = try PrayerTimesCalculator(
        coordinates: try Coordinates(latitude: 51.5074, longitude: -0.1278), timeZone: zone,
        parameters: CalculationParameters(method: .muslimWorldLeague))
      let start = LogicalDate(year: 2026, month: 1, day: 1)
      let years = 20
      return {
        let elapsed = seconds {
          for _ in 0..<years { blackHole(calculator.times(from: start, days: 365)) }
        }
        return elapsed / Double(years * 365) * 1e6
      }
    }
  }
}
