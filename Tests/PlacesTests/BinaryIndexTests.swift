import Foundation
import JamaalPlaces
import JamaalTestSupport
import Testing

/// The binary index (`places.bin`) answers exactly as the TSV it was built from, and the
/// committed index is what the builder makes of the committed TSV.
@Suite struct BinaryIndexTests {
  static let indexFile = Fixtures.packageRoot.appendingPathComponent("Presets/places.bin")
  static let indexed = Gazetteer(file: PlacesSupport.file, indexFile: indexFile)
  let tsv = PlacesSupport.gazetteer
  let binary = Self.indexed

  @Test func theCommittedIndexIsWhatTheBuilderMakesOfTheCommittedTSV() throws {
    let committed = try Data(contentsOf: Self.indexFile)
    let built = try Gazetteer.indexImage(ofFile: PlacesSupport.file)
    #expect(committed.count == built.count)
    #expect(committed == Data(built), "run Scripts/update-places --index-only")
  }

  @Test func aPresetsFolderReadsTheIndexWhenThere() throws {
    #expect(try binary.source() == Self.indexFile)
    #expect(try tsv.source() == PlacesSupport.file)
    #expect(try binary.load() == tsv.load())
    let folder = Fixtures.packageRoot.appendingPathComponent("Presets")
    #expect(try Gazetteer(presetsFolder: folder).source().lastPathComponent == "places.bin")
  }

  @Test func tenThousandSearchesMatchTheTSV() throws {
    var random = SplitMix64(seed: 14_06)
    let names = try Self.namesAndAlternates()
    #expect(names.count > 60_000)
    for round in 0..<10_000 {
      let query = Self.query(from: names, using: &random)
      let limit = Int.random(in: 1...25, using: &random)
      let expected = outcome(try tsv.matches(query, limit: limit))
      let found = outcome(try binary.matches(query, limit: limit))
      #expect(found == expected, "round \(round): '\(query)' limit \(limit)")
      #expect(
        outcome(try binary.resolve(city: query)) == outcome(try tsv.resolve(city: query)),
        "round \(round): resolve '\(query)'")
      if round % 1_000 == 0 {
        #expect(
          outcome(try binary.suggestion(forCity: query))
            == outcome(try tsv.suggestion(forCity: query)), "round \(round): did you mean")
      }
    }
  }

  @Test func tenThousandCoordinatesFindTheSameNearestPlace() throws {
    var random = SplitMix64(seed: 14_07)
    let rows = try PlacesSupport.rows()
    var found = 0
    for round in 0..<10_000 {
      var latitude = Double.random(in: -90...90, using: &random)
      var longitude = Double.random(in: -180...180, using: &random)
      if round % 2 == 0 {
        // Half near a real place (often a tie or near-tie with its neighbours), half anywhere.
        let row = rows[Int.random(in: 0..<rows.count, using: &random)]
        latitude = min(90, max(-90, row.latitude + Double.random(in: -0.3...0.3, using: &random)))
        longitude = row.longitude + Double.random(in: -0.3...0.3, using: &random)
        longitude =
          longitude > 180 ? longitude - 360 : longitude < -180 ? longitude + 360 : longitude
      }
      let radius: Double =
        switch round % 20 {
        case 0: Double.random(in: 0...3_000, using: &random)
        case 1: Double.random(in: 0...5, using: &random)
        default: Gazetteer.defaultRadius
        }
      let expected = try tsv.nearest(latitude: latitude, longitude: longitude, within: radius)
      let place = try binary.nearest(latitude: latitude, longitude: longitude, within: radius)
      #expect(place == expected, "round \(round): \(latitude), \(longitude) within \(radius)")
      if place != nil { found += 1 }
    }
    #expect(found > 5_000)
  }

  @Test func thePolesAndTheAntimeridianMatchTheTSV() throws {
    let points: [(Double, Double, Double)] = [
      (90, 0, 3_000), (-90, 0, 3_000), (89.5, 180, 1_500), (78.2, 15.6, 150),
      (-16.4, 179.99, 150), (-16.4, -179.99, 150), (64.7, -180, 400), (0, 180, 20_000),
      (71.3, -156.8, 150), (-54.8, -68.3, 150), (0, 0, 0),
    ]
    for (latitude, longitude, radius) in points {
      #expect(
        try binary.nearest(latitude: latitude, longitude: longitude, within: radius)
          == tsv.nearest(latitude: latitude, longitude: longitude, within: radius),
        "\(latitude), \(longitude) within \(radius)")
    }
  }

  /// Every name and alternate name in the TSV, read independently of the module.
  static func namesAndAlternates() throws -> [String] {
    let text = try String(contentsOf: PlacesSupport.file, encoding: .utf8)
    return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.flatMap { line in
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
      return [String(fields[0])] + fields[1].split(separator: "|").map(String.init)
    }
  }

  /// A query a person might type: a prefix of a name or alternate name, mis-cased, accented or
  /// punctuated, or random letters.
  static func query(from names: [String], using random: inout SplitMix64) -> String {
    if Int.random(in: 0..<10, using: &random) == 0 {
      let letters = Array("abcdeghiklmnorstuyzäéñø' -.")
      let length = Int.random(in: 1...6, using: &random)
      return String(
        (0..<length).map { _ in letters[Int.random(in: 0..<letters.count, using: &random)] })
    }
    let name = Array(names[Int.random(in: 0..<names.count, using: &random)])
    let prefix = name.prefix(Int.random(in: 1...max(1, name.count), using: &random))
    let accents: [Character: Character] = [
      "a": "á", "e": "è", "i": "î", "o": "ö", "u": "ü", "c": "ç", "n": "ñ", "s": "ş",
    ]
    return String(
      prefix.map { character -> Character in
        switch Int.random(in: 0..<8, using: &random) {
        case 0: return Character(character.uppercased())
        case 1: return accents[character] ?? character
        default: return character
        }
      })
  }
}

/// What `body` returns, or the places error it throws, to compare two gazetteers' answers.
private func outcome<Value>(_ body: @autoclosure () throws(PlacesError) -> Value) -> Result<
  Value, PlacesError
> {
  Result(catching: body)
}
