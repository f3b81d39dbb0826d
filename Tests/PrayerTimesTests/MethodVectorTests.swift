import Foundation
import JamaalModel
import JamaalPrayerTimes
import JamaalTestSupport
import Testing

/// The exact vectors METHODS.md records from the reference libraries' own tests.
@Suite struct MethodVectorTests {
  @Test(
    "Qibla bearing to 1e-3",
    arguments: [
      (40.7128, -74.0059, 58.4817), (51.5074, -0.1278, 118.987), (-33.8688, 151.2093, 277.4996),
    ])
  func qibla(latitude: Double, longitude: Double, bearing: Double) throws {
    let from = try Coordinates(latitude: latitude, longitude: longitude)
    #expect(abs(Qibla.bearing(from: from) - bearing) < 1e-3)
  }

  @Test("Qibla bearing is in [0, 360) everywhere, and due east/west is right")
  func qiblaRange() throws {
    for latitude in stride(from: -90.0, through: 90, by: 7.5) {
      for longitude in stride(from: -180.0, through: 180, by: 7.5) {
        let bearing = Qibla.bearing(
          from: try Coordinates(latitude: latitude, longitude: longitude))
        #expect(bearing >= 0 && bearing < 360, "\(latitude), \(longitude): \(bearing)")
      }
    }
    // On the Kaaba's meridian the direction is due south or due north.
    let north = try Coordinates(latitude: 50, longitude: 39.826_181_8)
    let south = try Coordinates(latitude: -10, longitude: 39.826_181_8)
    #expect(abs(Qibla.bearing(from: north) - 180) < 1e-9)
    #expect(Qibla.bearing(from: south) < 1e-9 || Qibla.bearing(from: south) > 360 - 1e-9)
  }

  @Test(
    "Edinburgh 2020-06-15: each high-latitude rule's Fajr and Isha",
    arguments: [
      (HighLatitudeRule.middleOfTheNight, "01:14", "01:14"),
      (.seventhOfTheNight, "03:31", "22:56"),
      (.twilightAngle, "02:31", "23:50"),
    ])
  func edinburgh(rule: HighLatitudeRule, fajr: String, isha: String) throws {
    let calculator = try TestCalculators.make(
      55.983226, -3.216649, zone: "Europe/London",
      CalculationParameters(method: .muslimWorldLeague, highLatitudeRule: rule))
    let day = calculator.times(for: Fixtures.date("2020-06-15"))
    #expect(TestCalculators.clock(day.fajr, "Europe/London") == fajr)
    #expect(TestCalculators.clock(day.isha, "Europe/London") == isha)
  }

  @Test("Arjeplog midnight sun: nearest day gives all six, unresolved only Dhuhr and Asr")
  func arjeplog() throws {
    let zone = "Europe/Stockholm"
    let date = Fixtures.date("2020-06-21")
    var parameters = CalculationParameters(
      method: .muslimWorldLeague, highLatitudeRule: .seventhOfTheNight,
      polarResolution: .nearestDay)
    let resolved = try TestCalculators.make(66.7222444, 17.7189, zone: zone, parameters)
    #expect(
      TestCalculators.clocks(resolved.times(for: date), zone) == [
        "00:40", "00:54", "12:55", "17:49", "23:36", "23:51",
      ])
    parameters.polarResolution = .unresolved
    let unresolved = try TestCalculators.make(66.7222444, 17.7189, zone: zone, parameters)
      .times(for: date)
    #expect(unresolved.fajr == .noTime(.sunDoesNotSet))
    #expect(unresolved.sunrise == .noTime(.sunDoesNotSet))
    #expect(unresolved.maghrib == .noTime(.sunDoesNotSet))
    #expect(unresolved.isha == .noTime(.sunDoesNotSet))
    // Unresolved, Dhuhr is the day's own transit; the resolution borrows it with the rest.
    #expect(TestCalculators.clock(unresolved.dhuhr, zone) == "12:52")
    #expect(unresolved.asr.date != nil)
    parameters.polarResolution = .nearestLatitude
    let byLatitude = try TestCalculators.make(66.7222444, 17.7189, zone: zone, parameters)
      .times(for: date)
    for prayer in Prayer.allCases { #expect(byLatitude.time(for: prayer).date != nil) }
  }

  @Test(
    "Amundsen–Scott 2020-12-21: no sunrise or sunset unresolved, all four with either resolution",
    arguments: [PolarResolution.nearestDay, .nearestLatitude])
  func amundsenScott(resolution: PolarResolution) throws {
    let date = Fixtures.date("2020-12-21")
    let unresolved = try TestCalculators.make(-84.996, 0.01013, zone: "UTC").times(for: date)
    for prayer in [Prayer.fajr, .sunrise, .maghrib, .isha] {
      #expect(unresolved.time(for: prayer) == .noTime(.sunDoesNotSet))
    }
    let parameters = CalculationParameters(
      method: .muslimWorldLeague, polarResolution: resolution)
    let resolved = try TestCalculators.make(-84.996, 0.01013, zone: "UTC", parameters)
      .times(for: date)
    for prayer in [Prayer.fajr, .sunrise, .maghrib, .isha] {
      #expect(resolved.time(for: prayer).date != nil, "\(prayer)")
    }
  }
}
