import Foundation
import JamaalModel
import JamaalPrayerTimes
import JamaalTestSupport
import Testing

/// A3: polar and high latitudes, every high-latitude rule × every polar resolution.
@Suite struct HighLatitudeTests {
  static let places: [(name: String, latitude: Double, longitude: Double, zone: String)] = [
    ("Tromsø", 69.6492, 18.9553, "Europe/Oslo"),
    ("Longyearbyen", 78.2232, 15.6267, "Arctic/Longyearbyen"),
    ("Reykjavík", 64.1466, -21.9426, "Atlantic/Reykjavik"),
    ("Helsinki", 60.1699, 24.9384, "Europe/Helsinki"),
    ("Ushuaia", -54.8019, -68.303, "America/Argentina/Ushuaia"),
  ]

  /// Every date of June and December 2026.
  static let dates =
    (0..<30).map { Fixtures.date("2026-06-01").adding(days: $0) }
    + (0..<31).map { Fixtures.date("2026-12-01").adding(days: $0) }

  /// Whether the sun clearly stays up (or down) all day, from a plain declination formula
  /// (Cooper's), independent of the module; nil when it is too close to tell.
  static func clearlyPolar(latitude: Double, date: LogicalDate) -> NoTimeReason? {
    let dayOfYear = Double(Fixtures.date("2026-01-01").days(to: date) + 1)
    let declination = 23.44 * sin((284 + dayOfYear) / 365 * 2 * .pi)
    let noon = 90 - abs(latitude - declination)
    let midnight = abs(latitude + declination) - 90
    if midnight > -0.833 + 1 { return .sunDoesNotSet }
    if noon < -0.833 - 1 { return .sunDoesNotRise }
    if midnight < -0.833 - 1 && noon > -0.833 + 1 { return nil }
    return .angleNotReached  // too close to call: not checked
  }

  @Test(
    "A3: every rule and resolution gives a time or a typed no-time, in order",
    arguments: HighLatitudeRule.allCases)
  func everyRuleAndResolution(rule: HighLatitudeRule) throws {
    var polarDays = 0
    var ordinaryDays = 0
    for place in Self.places {
      for resolution in PolarResolution.allCases {
        let parameters = CalculationParameters(
          method: .muslimWorldLeague, highLatitudeRule: rule, polarResolution: resolution)
        let calculator = try TestCalculators.make(
          place.latitude, place.longitude, zone: place.zone, parameters)
        let days =
          calculator.times(from: Self.dates[0], days: 30)
          + calculator.times(from: Self.dates[30], days: 31)
        for day in days {
          let label = "\(place.name) \(day.date) \(rule) \(resolution)"
          Self.checkDay(day, zone: place.zone, label: label)
          guard resolution == .unresolved else {
            // A resolution always finds a day or latitude with a sunrise and a sunset here.
            for prayer in Prayer.allCases where prayer != .asr {
              #expect(day.time(for: prayer).date != nil, "\(label) \(prayer)")
            }
            continue
          }
          switch Self.clearlyPolar(latitude: place.latitude, date: day.date) {
          case .sunDoesNotSet?, .sunDoesNotRise?:
            let reason = Self.clearlyPolar(latitude: place.latitude, date: day.date)
            #expect(day.sunrise == .noTime(reason ?? .outOfOrder), "\(label) sunrise")
            #expect(day.maghrib == .noTime(reason ?? .outOfOrder), "\(label) maghrib")
            polarDays += 1
          case nil:
            #expect(day.sunrise.date != nil, "\(label) sunrise")
            #expect(day.maghrib.date != nil, "\(label) maghrib")
            ordinaryDays += 1
          default:
            break
          }
        }
      }
    }
    #expect(polarDays > 100)
    #expect(ordinaryDays > 100)
  }

  /// No NaN, Dhuhr on the requested date, everything within a day of it, the times that exist
  /// in the order Fajr < sunrise < Dhuhr < Asr < Maghrib ≤ Isha, and Maghrib ≤ midnight ≤ last
  /// third.
  static func checkDay(_ day: DayPrayerTimes, zone: String, label: String) {
    let times = Prayer.allCases.map { day.time(for: $0).date }
    let localNoon = Fixtures.zone(zone).instant(on: day.date, minutesAfterMidnight: 720)
    for time in (times + [day.midnight.date, day.lastThird.date]).compactMap({ $0 }) {
      #expect(time.timeIntervalSince1970.isFinite, "\(label): NaN")
      #expect(abs(time.timeIntervalSince(localNoon)) < 36 * 3600, "\(label): \(time) off the day")
    }
    #expect(TestCalculators.localDate(day.dhuhr, zone) == day.date, "\(label): Dhuhr's date")
    let existing = times.compactMap { $0 }
    for (earlier, later) in zip(existing, existing.dropFirst()) {
      #expect(earlier <= later, "\(label): \(earlier) after \(later)")
    }
    // Strict except Maghrib = Isha.
    let strict = [day.fajr, day.sunrise, day.dhuhr, day.asr, day.maghrib].compactMap(\.date)
    for (earlier, later) in zip(strict, strict.dropFirst()) {
      #expect(earlier < later, "\(label): \(earlier) not before \(later)")
    }
    if let maghrib = day.maghrib.date, let midnight = day.midnight.date,
      let lastThird = day.lastThird.date
    {
      #expect(maghrib <= midnight && midnight <= lastThird, "\(label): night out of order")
    }
  }

  @Test("Tromsø 2026-01-19: Asr cannot happen (the sun's centre stays below the horizon)")
  func tromsoAsr() throws {
    for resolution in PolarResolution.allCases {
      let calculator = try TestCalculators.make(
        69.6492, 18.9553, zone: "Europe/Oslo",
        CalculationParameters(method: .muslimWorldLeague, polarResolution: resolution))
      let day = calculator.times(for: Fixtures.date("2026-01-19"))
      #expect(day.asr == .noTime(.angleNotReached))
      #expect(
        TestCalculators.clocks(day, "Europe/Oslo") == [
          "07:40", "10:44", "11:56", "none", "13:07", "16:11",
        ])
    }
  }

  @Test("Polar winter at Tromsø and Longyearbyen: times in order, none on another day")
  func asrNeverAfterMaghrib() throws {
    // Every day of the polar winter at Tromsø and Longyearbyen, every madhab.
    for madhab in Madhab.allCases {
      for (latitude, longitude) in [(69.6492, 18.9553), (78.2232, 15.6267)] {
        let calculator = try TestCalculators.make(
          latitude, longitude, zone: "Europe/Oslo",
          CalculationParameters(method: .muslimWorldLeague, madhab: madhab))
        for day in calculator.times(from: Fixtures.date("2026-01-01"), days: 90) {
          Self.checkDay(day, zone: "Europe/Oslo", label: "\(latitude) \(day.date) \(madhab)")
        }
      }
    }
  }

  @Test("The poles and the equator on the solstices give no NaN and no crash")
  func poles() throws {
    for latitude in [90.0, -90, 89.99, 0] {
      for resolution in PolarResolution.allCases {
        let calculator = try TestCalculators.make(
          latitude, 0, zone: "UTC",
          CalculationParameters(method: .muslimWorldLeague, polarResolution: resolution))
        for date in ["2026-06-21", "2026-12-21", "2026-03-20"] {
          Self.checkDay(
            calculator.times(for: Fixtures.date(date)), zone: "UTC",
            label: "\(latitude) \(date) \(resolution)")
        }
      }
    }
  }
}
