import Foundation
import JamaalPlaces

extension Figure {
  /// The committed gazetteer files in the package's Presets folder.
  private static var presets: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Presets")
  }

  /// Coordinates over land and sea, fixed so every run measures the same lookups.
  private static let coordinates: [(Double, Double)] = [
    (51.5, -0.12), (24.86, 67.0), (40.71, -74.0), (-33.87, 151.2), (35.68, 139.69),
    (21.42, 39.83), (-23.55, -46.63), (55.75, 37.62), (64.14, -21.9), (1.35, 103.82),
    (40.0, -40.0), (-16.4, 179.99), (78.2, 15.6), (0, 0), (47.37, 8.55), (30.04, 31.24),
  ]

  /// P1: the nearest place to a coordinate, from the memory-mapped binary index.
  static func placesNearest() -> Figure {
    Figure(
      id: "P1", what: "nearest place to a coordinate (binary index)", unit: "µs per lookup",
      bar: 50
    ) {
      let places = Gazetteer(presetsFolder: presets)
      guard try places.source().lastPathComponent == Gazetteer.indexFileName else {
        throw PlacesError.unreadableFile(path: presets.appendingPathComponent("places.bin").path)
      }
      return {
        let rounds = 200
        let elapsed = try seconds {
          for _ in 0..<rounds {
            for (latitude, longitude) in coordinates {
              blackHole(try places.nearest(latitude: latitude, longitude: longitude))
            }
          }
        }
        return elapsed * 1_000_000 / Double(rounds * coordinates.count)
      }
    }
  }

  /// P2: a city search over every place, from the memory-mapped binary index.
  static func placesSearch() -> Figure {
    Figure(
      id: "P2", what: "places search over all places (binary index)", unit: "ms per search",
      bar: 5
    ) {
      let places = Gazetteer(presetsFolder: presets)
      try places.load()
      // Short prefixes match tens of thousands of names; full names match a handful; some are
      // in other scripts.
      let queries = [
        "a", "s", "m", "sa", "san", "lon", "london", "zurich", "sao paulo", "mecca", "makkah",
        "new york", "karachi", "ber", "tok", "springfield", "x", "qqqq", "st petersburg", "mu",
        "القاهرة", "ک", "東京", "москва", "istanbul",
      ]
      return {
        let rounds = 20
        let elapsed = try seconds {
          for _ in 0..<rounds {
            for query in queries { blackHole(try places.matches(query)) }
          }
        }
        return elapsed * 1000 / Double(rounds * queries.count)
      }
    }
  }

  /// P3: opening the binary index in a fresh gazetteer — mapping it and checking its header,
  /// checksum and every offset — as each `places search` or `--lat/--lon` process does once.
  static func placesOpen() -> Figure {
    Figure(
      id: "P3", what: "open the places index (map and check)", unit: "ms", bar: 2
    ) {
      {
        let rounds = 20
        let elapsed = try seconds {
          for _ in 0..<rounds { blackHole(try Gazetteer(presetsFolder: presets).load()) }
        }
        return elapsed * 1000 / Double(rounds)
      }
    }
  }
}
