import Foundation
import JamaalModel
import JamaalPrayerCommands
import JamaalPrayerTimes
import JamaalTestSupport
import Testing

/// SPEC §5's region rule: where a reference timetable exists for a country, the row the region
/// table pre-selects for it reproduces that timetable, Asr included (its madhab is the one the
/// published Asr is computed with).
@Suite struct RegionReferenceTests {
  /// The country each reference file's timetable was published for (its file name names the
  /// city; Doha's file computes in Asia/Riyadh's offset, so the zone cannot tell).
  static let countries = [
    "Ankara-Turkey.json": "TR", "Doha-Qatar.json": "QA", "Dubai-Gulf.json": "AE",
    "Kuwait City-Kuwait.json": "KW", "London-MoonsightingCommittee.json": "GB",
    "Makkah-UmmAlQura.json": "SA", "Singapore-Singapore.json": "SG",
    "Tehran-Tehran.json": "IR",
  ]

  /// Countries with no one authority for Asr: the file's timetable chose a shadow, so only the
  /// row's method is checked against it (regions.yaml says so at the row).
  static let asrChosenByTheTimetable: Set<String> = ["GB"]

  @Test(
    "every row a reference timetable covers reproduces it",
    .enabled(if: Fixtures.referenceFolder != nil, "reference folder absent"))
  func rowsMatchTheirTimetables() throws {
    let table = try RegionTable.load(presetsFolder: PrayerRuleFixtures.presets)
    let fixtures = try ReferenceFixture.all()
    #expect(fixtures.map(\.name).sorted() == Self.countries.keys.sorted())
    for (name, fixture) in fixtures {
      let country = try #require(Self.countries[name], "\(name): which country?")
      let row = table.suggestion(forCountry: country)
      #expect(!row.isFallback, "\(name): \(country) has no row")
      let file = try fixture.parameters()
      let madhab = Self.asrChosenByTheTimetable.contains(country) ? file.madhab : row.madhab
      let parameters = CalculationParameters(
        method: row.method, madhab: madhab, highLatitudeRule: file.highLatitudeRule)
      let result = try fixture.check(name: "\(name) with \(country)'s row", parameters: parameters)
      #expect(result.failures.isEmpty, "\(result.failures.prefix(3))")
    }
  }

  /// The marks in regions.yaml are honest: a row says `checked: <file>` exactly when the test
  /// above checks it against that file, and every other row says `unchecked`.
  @Test func everyRowSaysWhetherATimetableChecksIt() throws {
    let url = PrayerRuleFixtures.presets.appendingPathComponent(RegionTable.fileName)
    let text = try String(contentsOf: url, encoding: .utf8)
    var checked: [String: String] = [:]
    var rows = 0
    for line in text.split(separator: "\n") where line.hasPrefix("  ") && line.contains(": {method")
    {
      let country = String(line.dropFirst(2).prefix(2))
      rows += 1
      guard let mark = line.range(of: "# ") else {
        Issue.record("\(country) has no mark")
        continue
      }
      let note = line[mark.upperBound...]
      if note.hasPrefix("checked: ") {
        let file = note.dropFirst("checked: ".count).split(separator: " (").first ?? ""
        checked[country] = String(file)
      } else {
        #expect(note == "unchecked", "\(country): \(note)")
      }
    }
    #expect(rows > 40)
    let expected = Dictionary(uniqueKeysWithValues: Self.countries.map { ($0.value, $0.key) })
    #expect(checked == expected)
  }

  /// Ankara on 2019-01-01: Diyanet's Asr is 15:20 (the first shadow); the second would be 15:58.
  @Test func turkiyePreselectsTheAsrDiyanetPublishes() throws {
    let table = try RegionTable.load(presetsFolder: PrayerRuleFixtures.presets)
    let row = table.suggestion(forCountry: "TR")
    let calculator = try TestCalculators.make(
      39.939382, 32.819713, zone: "Europe/Istanbul",
      CalculationParameters(method: row.method, madhab: row.madhab))
    let asr = calculator.times(for: Fixtures.date("2019-01-01")).time(for: .asr)
    #expect(TestCalculators.clock(asr, "Europe/Istanbul") == "15:20")
  }
}
