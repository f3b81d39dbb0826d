import Foundation
import JamaalModel
import JamaalPrayerTimes
import JamaalTestSupport
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

  /// Computes every day of the file with `parameters` (the file's own by default) and returns a
  /// line for each time outside the file's variance, and the number of times checked.
  func check(name: String, parameters: CalculationParameters? = nil) throws -> (
    failures: [String], checks: Int
  ) {
    let calculator = try PrayerTimesCalculator(
      coordinates: try Coordinates(latitude: params.latitude, longitude: params.longitude),
      timeZone: Fixtures.zone(params.timezone), parameters: try parameters ?? self.parameters())
    let allowed = Double((variance ?? 0) * 60)
    var failures: [String] = []
    var checks = 0
    for day in times {
      let computed = calculator.times(for: Fixtures.date(day.date))
      for prayer in Prayer.allCases {
        checks += 1
        let expected = try self.expected(day.text(for: prayer), on: day.date)
        guard let time = computed.time(for: prayer).date else {
          failures.append("\(name) \(day.date) \(prayer): no time")
          continue
        }
        let difference = time.timeIntervalSince(expected)
        if abs(difference) > allowed {
          failures.append("\(name) \(day.date) \(prayer): \(time) vs \(expected) (\(difference) s)")
        }
      }
    }
    return (failures, checks)
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
