import Foundation
import JamaalCommandLine
import JamaalPlaces
import JamaalPrayerTimes

/// `jamaal places search TEXT [--limit N]`: offline city search with each place's suggestion.
enum PlacesCommand {
  /// `jamaal places search TEXT [--limit N]`.
  static let command = CommandSpec(
    "places search", "TEXT [--limit N]", "Searches places offline (zone, country, method).",
    options: Option.self, positionals: 1...1, run: search)

  /// The options of `jamaal places search`.
  enum Option: String, CommandOption {
    case limit

    var usage: (value: String?, help: String) {
      switch self {
      case .limit: ("N", "the most results (default 10)")
      }
    }
  }

  static func search(_ invocation: Invocation<Option>) throws {
    let session = try Session(invocation)
    let limit = try invocation.integer(.limit, in: 1...1000) ?? 10
    let typed = invocation.positionals[0]
    let matches: [PlaceMatch]
    do {
      matches = try Gazetteer(presetsFolder: session.environment.presetsFolder)
        .matches(typed, limit: limit)
    } catch {
      throw CLIError.refused(String(describing: error))
    }
    let table: RegionTable
    do {
      table = try RegionTable.load(presetsFolder: session.environment.presetsFolder)
    } catch {
      throw CLIError.refused(String(describing: error))
    }
    let results = matches.map { match in
      let place = match.place
      let suggestion = table.suggestion(forCountry: place.country)
      return Result(
        name: place.name, country: place.country, countryName: place.countryName,
        region: place.region, regionCode: place.regionCode, latitude: place.latitude,
        longitude: place.longitude,
        timeZone: place.timeZoneIdentifier, population: place.population,
        method: suggestion.method.rawValue, madhab: suggestion.madhab.rawValue,
        matchedName: match.matchedName)
    }
    if session.output.json {
      try session.output.document(results)
      return
    }
    if results.isEmpty {
      let near = try? Gazetteer(presetsFolder: session.environment.presetsFolder)
        .suggestion(forCity: typed)
      session.output.line(
        "No place starts with '\(typed)'." + (near.map { " Did you mean \($0.label)?" } ?? ""))
    }
    let labels = matches.map(\.place.label)
    let width = (labels.map(DisplayWidth.of).max() ?? 0) + 2
    for (match, label) in zip(matches, labels) {
      let place = match.place
      let suggestion = table.suggestion(forCountry: place.country)
      let matched = match.matchedName.map { "  (matched \"\($0)\")" } ?? ""
      session.output.line(
        DisplayWidth.pad(label, to: width)
          + String(format: "%8.4f %9.4f  ", place.latitude, place.longitude)
          + place.timeZoneIdentifier.padded(to: 22)
          + "\(suggestion.method.displayName) · \(suggestion.madhab.displayName)" + matched)
    }
  }

  /// One result of `places search --json` (CLI.md).
  struct Result: Encodable {
    let name: String
    let country: String
    let countryName: String
    let region: String
    /// GeoNames' code of the region ("IL"; additive), as `--city "Springfield IL"` takes it.
    let regionCode: String
    let latitude: Double
    let longitude: Double
    let timeZone: String
    let population: Int
    let method: String
    let madhab: String
    /// The alternate or historic name that matched, when not the place's own (additive).
    let matchedName: String?
  }
}
