import Foundation
import Model
import PrayerTimes
import TestSupport
import Testing

/// One file of the Adhan family's shared test data (`reference/prayer-times/*.json`).
struct ReferenceFixture: Decodable {
  struct Params: Decodable {
    let latitude: Double
    let longitude: Double
    let timezone: String
    let method: String
    let madhab: String
    let highLatitudeRule: String
  }

  struct Day: Decodable {
    let date: String
    let fajr: String
    let sunrise: String
    let dhuhr: String
    let asr: String
    let maghrib: String
    let isha: String

    /// The expected text for one prayer.
    func text(for prayer: Prayer) -> String {
      switch prayer {
      case .fajr: fajr
      case .sunrise: sunrise
      case .dhuhr: dhuhr
      case .asr: asr
      case .maghrib: maghrib
      case .isha: isha
      }
    }
  }

  let params: Params
  let variance: Int?
  let times: [Day]

  /// Every fixture file in the reference folder, by file name; empty when the folder is absent.
  static func all() throws -> [(name: String, fixture: ReferenceFixture)] {
    guard let folder = Fixtures.referenceFolder?.appendingPathComponent("prayer-times") else {
      return []
    }
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".json") }.sorted()
    return try names.map { name in
      let data = try Data(contentsOf: folder.appendingPathComponent(name))
      return (name, try JSONDecoder().decode(ReferenceFixture.self, from: data))
    }
  }

  /// The parameters the file names, in JamaalCore's terms ("MoonsightingCommittee" →
  /// `.moonsightingCommittee`).
  func parameters() throws -> CalculationParameters {
    let method = try #require(CalculationMethod(rawValue: Self.lowerFirst(params.method)))
    let madhab = try #require(Madhab(rawValue: Self.lowerFirst(params.madhab)))
    let rule = try #require(HighLatitudeRule(rawValue: Self.lowerFirst(params.highLatitudeRule)))
    return CalculationParameters(method: method, madhab: madhab, highLatitudeRule: rule)
  }

  /// The expected instant of `text` ("6:25 AM") on `date` in the file's zone.
  func expected(_ text: String, on date: String) throws -> Date {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = Fixtures.zone(params.timezone)
    formatter.dateFormat = "yyyy-MM-dd h:mm a"
    return try #require(formatter.date(from: "\(date) \(text)"), "unreadable time \(text)")
  }

  private static func lowerFirst(_ text: String) -> String {
    text.prefix(1).lowercased() + text.dropFirst()
  }
}
