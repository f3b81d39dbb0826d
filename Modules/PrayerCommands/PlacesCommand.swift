import Foundation
import JamaalCommandLine
import Places
import PrayerTimes

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
    let places: [Place]
    do {
      places = try Gazetteer(presetsFolder: session.environment.presetsFolder)
        .search(invocation.positionals[0], limit: limit)
    } catch {
      throw CLIError.refused(String(describing: error))
    }
    let table: RegionTable
    do {
      table = try RegionTable.load(presetsFolder: session.environment.presetsFolder)
    } catch {
      throw CLIError.refused(String(describing: error))
    }
    let results = places.map { place in
      let suggestion = table.suggestion(forCountry: place.country)
      return Result(
        name: place.name, country: place.country, region: place.region,
        latitude: place.latitude, longitude: place.longitude, timeZone: place.timeZoneIdentifier,
        population: place.population, method: suggestion.method.rawValue,
        madhab: suggestion.madhab.rawValue)
    }
    if session.output.json {
      try session.output.document(results)
      return
    }
    if results.isEmpty {
      session.output.line("No place starts with '\(invocation.positionals[0])'.")
    }
    for result in results {
      session.output.line(
        "\(result.name), \(result.region.isEmpty ? "" : result.region + ", ")\(result.country)"
          .padded(to: 34)
          + String(format: "%8.4f %9.4f  ", result.latitude, result.longitude)
          + result.timeZone.padded(to: 22) + "\(result.method) / \(result.madhab)")
    }
  }

  /// One result of `places search --json` (CLI.md).
  struct Result: Encodable {
    let name: String
    let country: String
    let region: String
    let latitude: Double
    let longitude: Double
    let timeZone: String
    let population: Int
    let method: String
    let madhab: String
  }
}
