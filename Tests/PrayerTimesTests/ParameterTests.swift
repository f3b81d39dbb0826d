import Foundation
import JamaalModel
import JamaalTestSupport
import Testing

@testable import JamaalPrayerTimes

/// Names, validation, rounding and adjustments: what a person sets and sees.
@Suite struct ParameterTests {
  @Test("CLI names parse to methods, rules, resolutions, madhabs, shafaq and rounding")
  func cliNames() throws {
    let methods =
      "muslimWorldLeague egyptian karachi ummAlQura dubai moonsightingCommittee northAmerica"
      + " kuwait qatar singapore tehran turkey other"
    #expect(
      methods.split(separator: " ").compactMap { CalculationMethod(rawValue: String($0)) }
        == CalculationMethod.allCases)
    #expect(
      ["middleOfTheNight", "seventhOfTheNight", "twilightAngle", "recommended"].compactMap(
        HighLatitudeRule.init(rawValue:)) == HighLatitudeRule.allCases)
    #expect(
      ["unresolved", "nearestDay", "nearestLatitude"].compactMap(PolarResolution.init(rawValue:))
        == PolarResolution.allCases)
    #expect(["shafi", "hanafi"].compactMap(Madhab.init(rawValue:)) == Madhab.allCases)
    #expect(["general", "ahmer", "abyad"].compactMap(Shafaq.init(rawValue:)) == Shafaq.allCases)
    #expect(["nearest", "up", "none"].compactMap(Rounding.init(rawValue:)) == Rounding.allCases)
    #expect(CalculationMethod(rawValue: "MuslimWorldLeague") == nil)
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode([CalculationMethod].self, from: Data(#"["isna"]"#.utf8))
    }
  }

  @Test(
    "Coordinates out of range or NaN: an error naming the field",
    arguments: [
      (91.0, 0.0, "latitude must be between -90 and 90 (got 91.0)"),
      (-90.5, 0.0, "latitude must be between -90 and 90 (got -90.5)"),
      (0.0, 180.25, "longitude must be between -180 and 180 (got 180.25)"),
      (Double.nan, 0.0, "latitude must be a number (got nan)"),
      (0.0, Double.nan, "longitude must be a number (got nan)"),
    ])
  func coordinatesRefused(latitude: Double, longitude: Double, message: String) {
    #expect(throws: PrayerTimesError.self) {
      try Coordinates(latitude: latitude, longitude: longitude)
    }
    do {
      _ = try Coordinates(latitude: latitude, longitude: longitude)
    } catch {
      #expect(error.description == message)
    }
  }

  @Test("Coordinates decode with validation")
  func coordinatesDecode() throws {
    let good = try JSONDecoder().decode(
      Coordinates.self, from: Data(#"{"latitude":90,"longitude":-180}"#.utf8))
    #expect(good == (try Coordinates(latitude: 90, longitude: -180)))
    #expect(throws: PrayerTimesError.self) {
      try JSONDecoder().decode(Coordinates.self, from: Data(#"{"latitude":95,"longitude":0}"#.utf8))
    }
  }

  @Test("Custom angles and adjustments out of range: an error naming the field")
  func parametersRefused() throws {
    let london = try Coordinates(latitude: 51.5074, longitude: -0.1278)
    var parameters = CalculationParameters(method: .other)
    parameters.fajrAngle = 0
    #expect(
      throws: PrayerTimesError(
        field: "fajrAngle", message: "fajrAngle must be between 0 and 90 (got 0.0)")
    ) {
      try PrayerTimesCalculator(
        coordinates: london, timeZone: Fixtures.zone("UTC"), parameters: parameters)
    }
    parameters = CalculationParameters(method: .qatar)
    parameters.ishaInterval = 0
    #expect(
      throws: PrayerTimesError(
        field: "ishaInterval", message: "ishaInterval must be between 1 and 1440 (got 0.0)")
    ) {
      try PrayerTimesCalculator(
        coordinates: london, timeZone: Fixtures.zone("UTC"), parameters: parameters)
    }
    parameters = CalculationParameters(method: .qatar, adjustments: PrayerAdjustments(isha: 2000))
    #expect(
      throws: PrayerTimesError(
        field: "adjustments.isha",
        message: "adjustments.isha must be between -1440 and 1440 (got 2000.0)")
    ) {
      try PrayerTimesCalculator(
        coordinates: london, timeZone: Fixtures.zone("UTC"), parameters: parameters)
    }
  }

  @Test("Rounding: nearest rounds 30 s up and 29 s down, up keeps :00, none keeps seconds")
  func roundingRule() {
    let minute = 1_800_000_000 - 1_800_000_000 % 60
    #expect(Rounding.nearest.apply(minute + 29) == minute)
    #expect(Rounding.nearest.apply(minute + 30) == minute + 60)
    #expect(Rounding.up.apply(minute) == minute)
    #expect(Rounding.up.apply(minute + 1) == minute + 60)
    #expect(Rounding.none.apply(minute + 29) == minute + 29)
    #expect(Rounding.nearest.apply(-31) == -60)
    #expect(Rounding.up.apply(-59) == 0)
  }

  @Test("Rounding through the calculator: nearest and up follow the unrounded seconds")
  func roundingModes() throws {
    func day(_ rounding: Rounding) throws -> DayPrayerTimes {
      try TestCalculators.make(
        51.5074, -0.1278, zone: "Europe/London",
        CalculationParameters(method: .muslimWorldLeague, rounding: rounding)
      ).times(for: Fixtures.date("2026-03-01"))
    }
    let (raw, nearest, up) = (try day(.none), try day(.nearest), try day(.up))
    var withSeconds = 0
    for prayer in Prayer.allCases {
      let seconds = try #require(raw.time(for: prayer).date).timeIntervalSince1970
      let remainder = seconds.truncatingRemainder(dividingBy: 60)
      if remainder != 0 { withSeconds += 1 }
      let down = seconds - remainder
      #expect(
        nearest.time(for: prayer).date?.timeIntervalSince1970
          == (remainder >= 30 ? down + 60 : down))
      #expect(
        up.time(for: prayer).date?.timeIntervalSince1970 == (remainder > 0 ? down + 60 : down))
    }
    #expect(withSeconds >= 4)
    #expect(CalculationParameters(method: .singapore).rounding == .up)
    #expect(CalculationParameters(method: .singapore, rounding: .nearest).rounding == .nearest)
  }

  @Test("User adjustments move each time by exactly their minutes, on top of the method's")
  func userAdjustments() throws {
    func day(_ adjustments: PrayerAdjustments, _ method: CalculationMethod = .muslimWorldLeague)
      throws -> DayPrayerTimes
    {
      try TestCalculators.make(
        21.4225, 39.8262, zone: "Asia/Riyadh",
        CalculationParameters(method: method, rounding: Rounding.none, adjustments: adjustments)
      ).times(for: Fixtures.date("2026-05-10"))
    }
    let plain = try day(PrayerAdjustments())
    let adjusted = try day(PrayerAdjustments(fajr: 2, asr: 15, isha: -1))
    let expected: [Prayer: Double] = [.fajr: 120, .asr: 900, .isha: -60]
    for prayer in Prayer.allCases {
      let shift = try #require(adjusted.time(for: prayer).date).timeIntervalSince(
        try #require(plain.time(for: prayer).date))
      #expect(shift == expected[prayer] ?? 0, "\(prayer)")
    }
    // `other` with the Muslim World League's angles lacks only its Dhuhr +1.
    var custom = CalculationParameters(method: .other, rounding: Rounding.none)
    custom.fajrAngle = 18
    custom.ishaAngle = 17
    let other = try TestCalculators.make(21.4225, 39.8262, zone: "Asia/Riyadh", custom)
      .times(for: Fixtures.date("2026-05-10"))
    for prayer in Prayer.allCases {
      let shift = try #require(plain.time(for: prayer).date).timeIntervalSince(
        try #require(other.time(for: prayer).date))
      #expect(shift == (prayer == .dhuhr ? 60 : 0), "\(prayer)")
    }
  }

  @Test("Midnight and last third split Maghrib to the next Fajr, to the nearest minute")
  func nightDivisions() throws {
    let calculator = try TestCalculators.make(
      51.5074, -0.1278, zone: "Europe/London",
      CalculationParameters(method: .muslimWorldLeague))
    let days = calculator.times(from: Fixtures.date("2026-11-29"), days: 2)
    let maghrib = try #require(days[0].maghrib.date).timeIntervalSince1970
    let nextFajr = try #require(days[1].fajr.date).timeIntervalSince1970
    let night = nextFajr - maghrib
    func nearestMinute(_ seconds: Double) -> Double { (seconds / 60).rounded() * 60 }
    #expect(days[0].midnight.date?.timeIntervalSince1970 == nearestMinute(maghrib + night / 2))
    #expect(days[0].lastThird.date?.timeIntervalSince1970 == nearestMinute(maghrib + night * 2 / 3))
    // Maghrib 15:56, next Fajr 05:41: 13 h 45 min, whose middle is 22:48:30 → 22:49.
    #expect(TestCalculators.clock(days[0].maghrib, "Europe/London") == "15:56")
    #expect(TestCalculators.clock(days[1].fajr, "Europe/London") == "05:41")
    #expect(TestCalculators.clock(days[0].midnight, "Europe/London") == "22:49")
  }

  @Test("Moonsighting Committee seasonal limits, from METHODS.md's coefficients")
  func moonsightingSeason() {
    // North: day of year + 10 → 0 on 2026-12-21 (a), 91 on 2026-03-22 (b).
    let winter = Fixtures.date("2026-12-21")
    let spring = Fixtures.date("2026-03-22")
    #expect(MoonsightingSeason.daysSinceSolstice(latitude: 55, date: winter) == 0)
    #expect(MoonsightingSeason.daysSinceSolstice(latitude: 55, date: spring) == 91)
    #expect(MoonsightingSeason.fajrSeconds(latitude: 55, date: winter) == 6_219)  // 103.65 min
    #expect(MoonsightingSeason.fajrSeconds(latitude: 55, date: spring) == 5_666)  // 94.44 min
    #expect(MoonsightingSeason.ishaSeconds(latitude: 55, date: spring, shafaq: .general) == 4_623)
    #expect(MoonsightingSeason.ishaSeconds(latitude: 55, date: spring, shafaq: .ahmer) == 3_290)
    #expect(MoonsightingSeason.ishaSeconds(latitude: 55, date: spring, shafaq: .abyad) == 4_930)
    // South: day of year − 172 → 0 on 2026-06-21; 2024 is a leap year (− 173).
    #expect(
      MoonsightingSeason.daysSinceSolstice(latitude: -30, date: Fixtures.date("2026-06-21")) == 0)
    #expect(
      MoonsightingSeason.daysSinceSolstice(latitude: -30, date: Fixtures.date("2024-06-21")) == 0)
    #expect(
      MoonsightingSeason.daysSinceSolstice(latitude: -30, date: Fixtures.date("2026-01-01")) == 194)
  }

  @Test("Shafaq changes the Moonsighting Committee's Isha where its limit applies")
  func shafaq() throws {
    func isha(_ shafaq: Shafaq) throws -> Date {
      try #require(
        TestCalculators.make(
          51.5074, -0.1278, zone: "Europe/London",
          CalculationParameters(method: .moonsightingCommittee, shafaq: shafaq)
        ).times(for: Fixtures.date("2026-03-22")).isha.date)
    }
    // At b (day 91 of the season) the limits are 55, 77 and 82 minutes after sunset, all before
    // the 18° time.
    #expect(try isha(.ahmer) < isha(.general))
    #expect(try isha(.general) < isha(.abyad))
  }
}
