import Foundation
import Model
import PrayerTimes
import TestSupport
import Testing

/// A1: every time of every case of the Adhan shared test data within the file's variance.
@Suite struct ReferenceFixtureTests {
  @Test(
    "A1: all 2,772 reference times within their variance",
    .enabled(if: Fixtures.referenceFolder != nil, "reference folder absent: A1 skipped"))
  func everyFixtureWithinVariance() throws {
    var checks = 0
    for (name, fixture) in try ReferenceFixture.all() {
      let calculator = try PrayerTimesCalculator(
        coordinates: try Coordinates(
          latitude: fixture.params.latitude, longitude: fixture.params.longitude),
        timeZone: Fixtures.zone(fixture.params.timezone), parameters: try fixture.parameters())
      let allowed = Double((fixture.variance ?? 0) * 60)
      for day in fixture.times {
        let times = calculator.times(for: Fixtures.date(day.date))
        for prayer in Prayer.allCases {
          checks += 1
          let expected = try fixture.expected(day.text(for: prayer), on: day.date)
          let computed = try #require(
            times.time(for: prayer).date, "\(name) \(day.date) \(prayer): no time")
          let difference = computed.timeIntervalSince(expected)
          #expect(
            abs(difference) <= allowed,
            "\(name) \(day.date) \(prayer): \(computed) vs \(expected) (\(difference) s)")
        }
      }
    }
    #expect(checks == 2_772)
  }
}
