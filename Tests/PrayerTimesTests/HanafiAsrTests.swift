import Foundation
import JamaalModel
import JamaalPrayerTimes
import JamaalTestSupport
import Testing

/// The Hanafi Asr (shadow two lengths) pinned outside the reference data, so a wrong shadow
/// factor fails here and not only in the 2,772-time comparison.
///
/// Expected times come from two independent implementations that agree to the minute on every
/// case below: praytimes.org's `PrayTimes.py` 2.3 (PyPI `praytimes`, Hamid Zarrabi-Zadeh's
/// formulas, `asr: Hanafi`) and adhanpy 1.0.5 (PyPI, a Python port of Adhan, `Madhab.HANAFI`),
/// run with the same coordinates, method and zone. Cases were chosen where both unrounded times
/// lie at least 9 seconds from a half minute, so rounding cannot split them. They are test
/// oracles only, never run here.
@Suite struct HanafiAsrTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let place: String
    let latitude: Double
    let longitude: Double
    let zone: String
    let method: CalculationMethod
    let date: String
    let shafi: String
    let hanafi: String
    var testDescription: String { "\(place) \(date)" }
  }

  static let cases: [Case] = [
    Case(
      place: "Karachi", latitude: 24.8607, longitude: 67.0011, zone: "Asia/Karachi",
      method: .karachi, date: "2026-06-25", shafi: "15:56", hanafi: "17:17"),
    Case(
      place: "Karachi", latitude: 24.8607, longitude: 67.0011, zone: "Asia/Karachi",
      method: .karachi, date: "2026-12-21", shafi: "15:28", hanafi: "16:12"),
    Case(
      place: "London", latitude: 51.5074, longitude: -0.1278, zone: "Europe/London",
      method: .muslimWorldLeague, date: "2026-06-21", shafi: "17:25", hanafi: "18:40"),
  ]

  @Test("Asr by madhab, to the minute of two independent implementations", arguments: cases)
  func asrByMadhab(_ example: Case) throws {
    func asr(_ madhab: Madhab) throws -> String {
      let calculator = try TestCalculators.make(
        example.latitude, example.longitude, zone: example.zone,
        CalculationParameters(method: example.method, madhab: madhab))
      let day = calculator.times(for: Fixtures.date(example.date))
      return TestCalculators.clock(day.asr, example.zone)
    }
    #expect(try asr(.shafi) == example.shafi)
    #expect(try asr(.hanafi) == example.hanafi)
  }
}
