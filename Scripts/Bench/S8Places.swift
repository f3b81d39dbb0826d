import Foundation
import Places

extension Figure {
  /// P1: a city search over every place in the gazetteer, after it is loaded.
  static func placesSearch() -> Figure {
    Figure(
      id: "P1", what: "places search over all places, after load", unit: "ms per search",
      bar: 5
    ) {
      let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Presets/places.tsv")
      let places = Gazetteer(file: file)
      try places.load()
      // Short prefixes match tens of thousands of names; full names match a handful.
      let queries = [
        "a", "s", "m", "sa", "san", "lon", "london", "zurich", "sao paulo", "mecca", "makkah",
        "new york", "karachi", "ber", "tok", "springfield", "x", "qqqq", "st petersburg", "mu",
      ]
      return {
        let rounds = 20
        let elapsed = try seconds {
          for _ in 0..<rounds {
            for query in queries { blackHole(try places.search(query)) }
          }
        }
        return elapsed * 1000 / Double(rounds * queries.count)
      }
    }
  }
}
