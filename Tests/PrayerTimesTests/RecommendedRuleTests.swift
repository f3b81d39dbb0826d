import Foundation
import JamaalModel
import JamaalTestSupport
import Testing

@testable import JamaalPrayerTimes

/// The `recommended` high-latitude rule's 48° boundary (SPEC §5), pinned against an independent
/// oracle: Fajr and Isha worked out from `astral`'s sun alone (Scripts/gen-high-latitude-vectors).
@Suite struct RecommendedRuleTests {
  /// How far our minute-rounded time may sit from the oracle's: rounding, plus astral's and
  /// Meeus's solar models differing by seconds at these angles.
  static let tolerance: Double = 90

  @Test("Paris (48.86°N) in June takes the seventh of the night, Budapest (47.5°N) the middle")
  func theBoundaryIsAt48Degrees() throws {
    var discriminating = 0
    for (place, latitude, longitude, day, fajr7, isha7, fajrMiddle, ishaMiddle)
      in highLatitudeVectors
    {
      let zone = place == "Paris" ? "Europe/Paris" : "Europe/Budapest"
      let calculator = try TestCalculators.make(latitude, longitude, zone: zone)
      let times = calculator.times(for: Fixtures.date(day))
      let midnight = try #require(ISO8601DateFormatter().date(from: "\(day)T00:00:00Z"))
      let above48 = latitude > 48
      let expected = above48 ? (fajr7, isha7) : (fajrMiddle, ishaMiddle)
      let other = above48 ? (fajrMiddle, ishaMiddle) : (fajr7, isha7)
      for (prayer, want, not) in [(Prayer.fajr, expected.0, other.0), (.isha, expected.1, other.1)]
      {
        let ours = try #require(times.time(for: prayer).date, "\(place) \(day) \(prayer): none")
        let seconds = ours.timeIntervalSince(midnight)
        #expect(
          abs(seconds - Double(want)) <= Self.tolerance,
          "\(place) \(day) \(prayer): \(seconds) s, the oracle says \(want) s")
        if abs(Double(not - want)) > 10 * Self.tolerance { discriminating += 1 }
      }
    }
    // The other night portion gives clearly different times on most of these days, so a boundary
    // moved to 47° or 50° fails here.
    #expect(discriminating >= 100, "\(discriminating) of 120 times tell the two rules apart")
  }

  @Test func theRuleResolvesAtTheBoundary() {
    #expect(HighLatitudeRule.recommended.resolved(latitude: 48.86) == .seventhOfTheNight)
    #expect(HighLatitudeRule.recommended.resolved(latitude: -48.86) == .seventhOfTheNight)
    #expect(HighLatitudeRule.recommended.resolved(latitude: 47.5) == .middleOfTheNight)
  }
}
