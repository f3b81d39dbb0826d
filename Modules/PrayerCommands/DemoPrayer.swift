import Foundation
import JamaalCore
import JamaalModel
import JamaalPlaces
import JamaalPrayerTimes
import JamaalSchedule

/// The demo's prayer-times rule: for the device zone's principal city when the gazetteer knows
/// it, else Makkah.
enum DemoPrayer {
  static func draft(library: PresetLibrary, jamaal: Jamaal, presets: URL) throws -> RuleDraft? {
    guard let draft = library.preset("prayer-times")?.draft else { return nil }
    let zone = jamaal.logicalDay.timeZone
    let city = zone.identifier.split(separator: "/").last.map {
      $0.replacingOccurrences(of: "_", with: " ")
    }
    let places = Gazetteer(presetsFolder: presets)
    let found = city.flatMap { try? places.search($0, limit: 1).first }
    let place =
      found.flatMap { $0.timeZoneIdentifier == zone.identifier ? $0 : nil }
      ?? Place(
        name: "Makkah", country: "SA", region: "", latitude: 21.4225, longitude: 39.8262,
        timeZoneIdentifier: "Asia/Riyadh", population: 0)
    let table = try? RegionTable.load(presetsFolder: presets)
    return try PrayerRuleEditor.setLocation(
      PrayerLocation(
        latitude: place.latitude, longitude: place.longitude, name: place.name,
        timeZone: place.timeZoneIdentifier), on: draft,
      suggestion: table?.suggestion(forCountry: place.country))
  }
}
