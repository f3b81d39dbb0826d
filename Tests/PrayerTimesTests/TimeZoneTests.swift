import Foundation
import Model
import PrayerTimes
import TestSupport
import Testing

/// A day's times belong to that calendar date in the location's zone, even at the date line.
@Suite struct TimeZoneTests {
  static let places: [(name: String, latitude: Double, longitude: Double, zone: String)] = [
    ("Chatham Islands (+12:45/+13:45)", -43.9535, -176.5597, "Pacific/Chatham"),
    ("Kiritimati (+14)", 1.8721, -157.4278, "Pacific/Kiritimati"),
    ("Nukuʻalofa (+13)", -21.1394, -175.2049, "Pacific/Tongatapu"),
    ("Apia (+13)", -13.8333, -171.7667, "Pacific/Apia"),
    ("Pago Pago (−11)", -14.2756, -170.702, "Pacific/Pago_Pago"),
    ("Adak (−10/−9)", 51.88, -176.6581, "America/Adak"),
    ("Anadyr (+12)", 64.7337, 177.4968, "Asia/Anadyr"),
  ]

  @Test(
    "Every day of 2026 at the date line: sunrise to Maghrib fall on the requested local date",
    arguments: places.map(\.name))
  func localDateAtTheDateLine(name: String) throws {
    let place = try #require(Self.places.first { $0.name == name })
    let calculator = try TestCalculators.make(
      place.latitude, place.longitude, zone: place.zone,
      CalculationParameters(method: .muslimWorldLeague, polarResolution: .nearestDay))
    for day in calculator.times(from: Fixtures.date("2026-01-01"), days: 365) {
      for prayer in [Prayer.sunrise, .dhuhr, .asr, .maghrib] {
        #expect(
          TestCalculators.localDate(day.time(for: prayer), place.zone) == day.date,
          "\(name) \(day.date) \(prayer)")
      }
      let dhuhr = TestCalculators.clock(day.dhuhr, place.zone)
      #expect(dhuhr >= "10:30" && dhuhr <= "15:30", "\(name) \(day.date) Dhuhr at \(dhuhr)")
    }
  }

  @Test("Chatham 2026-01-15: the times of that local day, not the next one's")
  func chathamExample() throws {
    let zone = "Pacific/Chatham"
    let calculator = try TestCalculators.make(-43.9535, -176.5597, zone: zone)
    let day = calculator.times(for: Fixtures.date("2026-01-15"))
    // Summer (+13:45): transit ≈ 12:00 + 11:46 (longitude) + 0:09 (equation of time) UTC =
    // 23:55 UTC on the 14th = 13:40 local on the 15th; Dhuhr one minute later.
    #expect(TestCalculators.clock(day.dhuhr, zone) == "13:41")
    #expect(TestCalculators.localDate(day.fajr, zone) == Fixtures.date("2026-01-15"))
    let next = calculator.times(for: Fixtures.date("2026-01-16"))
    let gap = try #require(next.dhuhr.date).timeIntervalSince(try #require(day.dhuhr.date))
    #expect(abs(gap - 86_400) <= 120)
  }

  @Test("One date or a run of dates give the same times, across DST changes")
  func singleDayMatchesRun() throws {
    for (latitude, longitude, zone) in [
      (-43.9535, -176.5597, "Pacific/Chatham"), (51.5074, -0.1278, "Europe/London"),
      (-33.8688, 151.2093, "Australia/Sydney"), (-13.8333, -171.7667, "Pacific/Apia"),
    ] {
      let calculator = try TestCalculators.make(latitude, longitude, zone: zone)
      let start = Fixtures.date("2026-01-01")
      let run = calculator.times(from: start, days: 365)
      for (offset, day) in run.enumerated() where offset % 7 == 0 || offset > 360 {
        #expect(calculator.times(for: start.adding(days: offset)) == day, "\(zone) \(day.date)")
      }
    }
  }

  @Test("Apia skipped 2011-12-30 when it moved across the date line: days either side agree")
  func apiaSkippedDay() throws {
    let zone = "Pacific/Apia"
    let calculator = try TestCalculators.make(-13.8333, -171.7667, zone: zone)
    let run = calculator.times(from: Fixtures.date("2011-12-27"), days: 6)
    for day in run where day.date != Fixtures.date("2011-12-30") {
      #expect(TestCalculators.localDate(day.dhuhr, zone) == day.date, "\(day.date)")
    }
    #expect(
      run == (0..<6).map { calculator.times(for: Fixtures.date("2011-12-27").adding(days: $0)) })
  }
}
