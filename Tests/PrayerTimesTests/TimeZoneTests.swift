import Foundation
import JamaalModel
import JamaalPrayerTimes
import JamaalTestSupport
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
      // On each DST change day both give the times of an independent oracle (below).
      for (date, sunrise, dhuhr) in Self.dstDays[zone] ?? [] {
        let single = calculator.times(for: Fixtures.date(date))
        let fromRun = try #require(run.first { $0.date == Fixtures.date(date) })
        for day in [single, fromRun] {
          #expect(TestCalculators.clock(day.sunrise, zone) == sunrise, "\(zone) \(date)")
          #expect(TestCalculators.clock(day.dhuhr, zone) == dhuhr, "\(zone) \(date)")
        }
      }
    }
  }

  /// Sunrise and Dhuhr (Muslim World League, Dhuhr +1 min) on the days the zone changes its
  /// offset, local wall clock: praytimes.org's PrayTimes.py 2.3 and adhanpy 1.0.5 (PyPI), run as
  /// oracles with the same coordinates, agree on each to the minute. Both take the offset as
  /// given, so at the date line (Chatham, west of 180° yet at +12:45) they are asked for the day
  /// before at the offset less 24 hours: the same solar day, the same wall clock.
  static let dstDays: [String: [(String, String, String)]] = [
    "Pacific/Chatham": [("2026-04-05", "06:52", "12:35"), ("2026-09-27", "07:12", "13:23")],
    "Europe/London": [("2026-03-29", "06:43", "13:06"), ("2026-10-25", "06:42", "11:46")],
    "Australia/Sydney": [("2026-04-05", "06:10", "11:59"), ("2026-10-04", "06:29", "12:45")],
  ]

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
    // The last day at −10 and the first at +14, from the same oracles as `dstDays` (the second
    // asked as 30 December at −10): the wall clock barely moves, the instants are a day apart.
    let before = try #require(run.first { $0.date == Fixtures.date("2011-12-29") })
    let after = try #require(run.first { $0.date == Fixtures.date("2011-12-31") })
    #expect(TestCalculators.clocks(before, zone)[1...2] == ["07:01", "13:30"])
    #expect(TestCalculators.clocks(after, zone)[1...2] == ["07:02", "13:31"])
    #expect(before.dhuhr.date == Fixtures.instant("2011-12-29T23:30:00Z"))
    #expect(after.dhuhr.date == Fixtures.instant("2011-12-30T23:31:00Z"))
  }
}
