import Foundation
import JamaalPrayerCommands
import JamaalPrayerTimes
import JamaalTestSupport
import JamaalYAML
import Testing

/// The region → method table and the zone → country lookup (G-31).
@Suite struct RegionTableTests {
  typealias F = PrayerRuleFixtures

  @Test func countriesGetTheirMethodAndUnknownOnesTheDefault() throws {
    let table = try RegionTable.load(presetsFolder: F.presets)
    #expect(
      table.suggestion(forCountry: "PK")
        == MethodSuggestion(method: .karachi, madhab: .hanafi, country: "PK", isFallback: false))
    let britain = table.suggestion(forCountry: "gb")
    #expect(britain.method == .moonsightingCommittee && britain.madhab == .shafi)
    #expect(britain.country == "GB" && !britain.isFallback)
    #expect(
      table.suggestion(forCountry: "ZZ")
        == MethodSuggestion(
          method: .muslimWorldLeague, madhab: .shafi, country: "ZZ", isFallback: true))
    #expect(
      table.suggestion(forCountry: nil)
        == MethodSuggestion(
          method: .muslimWorldLeague, madhab: .shafi, country: nil, isFallback: true))
  }

  @Test func anUnknownMethodInTheFileNamesItsLine() throws {
    let folder = Fixtures.temporaryFolder("regions")
    let file = folder.appendingPathComponent("regions.yaml")
    try Data(
      """
      default: {method: muslimWorldLeague, madhab: shafi}
      countries:
        SA: {method: ummAlQura, madhab: shafi}
        PK: {method: karachy, madhab: hanafi}

      """.utf8
    ).write(to: file)
    #expect(throws: YAMLError.self) { try RegionTable.load(presetsFolder: folder) }
    do {
      _ = try RegionTable.load(presetsFolder: folder)
    } catch let error as YAMLError {
      #expect(error.file == file.path)
      #expect(error.line == 4)
      #expect(error.message.hasPrefix("'karachy' is not a method (muslimWorldLeague, egyptian"))
    }
  }

  @Test func aMalformedFileGivesFileAndLine() throws {
    let folder = Fixtures.temporaryFolder("regions")
    let file = folder.appendingPathComponent("regions.yaml")
    try Data("default: {method: muslimWorldLeague\ncountries: [\n".utf8).write(to: file)
    #expect(throws: YAMLError.self) { try RegionTable(file: file) }
    do {
      _ = try RegionTable(file: file)
    } catch let error as YAMLError {
      #expect(error.file == file.path)
      #expect(error.line > 0)
      #expect(error.description.hasPrefix("\(file.path):\(error.line):"))
    }
    // A missing file is an error too, naming it.
    #expect(throws: YAMLError.self) {
      try RegionTable(file: folder.appendingPathComponent("absent.yaml"))
    }
  }

  @Test func zonesFindTheirPrincipalCountry() throws {
    let system = URL(fileURLWithPath: "/usr/share/zoneinfo")
    try #require(
      FileManager.default.fileExists(atPath: system.appendingPathComponent("zone1970.tab").path))
    #expect(ZoneCountries.country(forZone: "Asia/Karachi") == "PK")
    #expect(ZoneCountries.country(forZone: "Asia/Riyadh") == "SA")
    #expect(ZoneCountries.country(forZone: "Asia/Kuwait") == "KW")
    #expect(ZoneCountries.country(forZone: "Europe/London") == "GB")
    #expect(ZoneCountries.country(forZone: "Not/AZone") == nil)
    // The form's suggestion from the device's zone alone.
    let table = try RegionTable.load(presetsFolder: F.presets)
    let karachi = table.suggestion(forCountry: ZoneCountries.country(forZone: "Asia/Karachi"))
    #expect(karachi.method == .karachi && karachi.madhab == .hanafi)
  }

  @Test func zoneTabIsTheFallbackAndAMissingFolderGivesNil() throws {
    let both = Fixtures.temporaryFolder("zoneinfo")
    try Data(
      "# comment\nSA,AQ,KW,YE\t+2438+04643\tAsia/Riyadh\tSyowa\nPK\t+2452+06703\tAsia/Karachi\n"
        .utf8
    ).write(to: both.appendingPathComponent("zone1970.tab"))
    try Data(
      "SA\t+2438+04643\tAsia/Riyadh\nKW\t+2920+04759\tAsia/Kuwait\n".utf8
    ).write(to: both.appendingPathComponent("zone.tab"))
    #expect(ZoneCountries.country(forZone: "Asia/Riyadh", zoneInfoFolder: both) == "SA")
    #expect(ZoneCountries.country(forZone: "Asia/Kuwait", zoneInfoFolder: both) == "KW")
    #expect(ZoneCountries.country(forZone: "Asia/Karachi", zoneInfoFolder: both) == "PK")

    let only1970 = Fixtures.temporaryFolder("zoneinfo")
    try FileManager.default.copyItem(
      at: both.appendingPathComponent("zone1970.tab"),
      to: only1970.appendingPathComponent("zone1970.tab"))
    #expect(ZoneCountries.country(forZone: "Asia/Kuwait", zoneInfoFolder: only1970) == nil)
    #expect(ZoneCountries.country(forZone: "Asia/Riyadh", zoneInfoFolder: only1970) == "SA")

    let missing = both.appendingPathComponent("does-not-exist")
    #expect(ZoneCountries.country(forZone: "Asia/Riyadh", zoneInfoFolder: missing) == nil)
  }
}
