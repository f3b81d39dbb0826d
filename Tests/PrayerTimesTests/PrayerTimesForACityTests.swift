import Foundation
import JamaalModel
import JamaalPlaces
import JamaalPrayerTimes
import JamaalPresetFiles
import JamaalSchedule
import JamaalTestSupport
import Testing

/// "Prayer times for a city" as a library call (issue 26, item 4): what `jamaal rules add
/// --preset prayer-times --city NAME` does, for an app's form, on the bundled gazetteer and
/// region table.
@Suite struct PrayerTimesForACityTests {
  let places = Gazetteer(presetsFolder: PrayerRuleFixtures.presets)
  let regions: RegionTable
  let preset: RuleDraft

  init() throws {
    regions = try RegionTable.load(presetsFolder: PrayerRuleFixtures.presets)
    let library = try PresetLibrary(
      folder: PrayerRuleFixtures.presets, registry: try SourceRegistry([PrayerWindowSource()]))
    preset = try #require(library.preset("prayer-times")?.draft)
  }

  @Test func aCityNamedOnceSetsItsPlaceZoneAndItsRegionsMethod() throws {
    guard
      case .placed(let draft, let karachi) = try PrayerRuleEditor.setCity(
        "Karachi", on: preset, places: places, regions: regions)
    else {
      Issue.record("Karachi is one place")
      return
    }
    #expect(karachi.country == "PK")
    let config = try PrayerWindowConfig.read(draft.configData)
    #expect(config.location?.timeZone == "Asia/Karachi")
    #expect(config.location?.name == "Karachi")
    #expect(config.location?.coordinates.latitude == karachi.latitude)
    let pakistan = regions.suggestion(forCountry: "PK")
    #expect(!pakistan.isFallback, "the table knows Pakistan")
    #expect(config.method == pakistan.method)
    #expect(config.madhab == pakistan.madhab)
    #expect(draft.title == preset.title && draft.sourceKey == .prayerWindow)
  }

  @Test func aDraftsOwnMethodIsKept() throws {
    let context = EditContext(
      today: Fixtures.date("2026-12-04"), now: Fixtures.instant("2026-12-04T09:00:00Z"))
    let own = try PrayerRuleEditor().apply(["method=egyptian"], to: preset, context: context)
    guard
      case .placed(let draft, _) = try PrayerRuleEditor.setCity(
        "Karachi", on: own, places: places, regions: regions)
    else {
      Issue.record("Karachi is one place")
      return
    }
    #expect(try PrayerWindowConfig.read(draft.configData).method == .egyptian)
  }

  @Test func anAmbiguousNameOffersThePlacesAndTheChosenOneIsSet() throws {
    guard
      case .ambiguous(let springfields) = try PrayerRuleEditor.setCity(
        "Springfield", on: preset, places: places, regions: regions)
    else {
      Issue.record("Springfield is several places")
      return
    }
    let illinois = try #require(springfields.first { $0.label.contains("Illinois") })
    let draft = try PrayerRuleEditor.setPlace(illinois, on: preset, regions: regions)
    let config = try PrayerWindowConfig.read(draft.configData)
    #expect(config.location?.timeZone == "America/Chicago")
    #expect(config.location?.coordinates.longitude == illinois.longitude)
  }

  @Test func anUnknownNameIsNotFoundAndNothingIsSet() throws {
    guard
      case .notFound = try PrayerRuleEditor.setCity(
        "Qqqzzxx", on: preset, places: places, regions: regions)
    else {
      Issue.record("no place is called Qqqzzxx")
      return
    }
  }

  @Test func aPlaceWhoseZoneThisSystemLacksIsRefusedNamingTheField() throws {
    let mars = Place(
      name: "Olympus", country: "US", region: "Mars", latitude: 18.65, longitude: -133.8,
      timeZoneIdentifier: "Mars/Olympus", population: 1)
    let refusal = try #require(throws: FieldError.self) {
      try PrayerRuleEditor.setPlace(mars, on: preset, regions: regions)
    }
    #expect(refusal.field == "timeZone")
  }
}
