import Foundation
import JamaalPlaces
import JamaalTestSupport

/// The real gazetteer in the package's `Presets/`, read once for every test.
enum PlacesSupport {
  static let file = Fixtures.packageRoot.appendingPathComponent("Presets/places.tsv")
  static let gazetteer = Gazetteer(file: file)

  /// The message a person reads when `body` throws, or nil when it does not.
  static func message(_ body: () throws -> Void) -> String? {
    do {
      try body()
      return nil
    } catch let error as PlacesError {
      return error.description
    } catch {
      return "not a PlacesError: \(error)"
    }
  }

  /// One data row read straight from the file: what the tests compare the gazetteer against.
  struct Row {
    let name: String
    let country: String
    let latitude: Double
    let longitude: Double
    let population: Int
    let zone: String
  }

  /// Every row of the data file, parsed independently of the module.
  static func rows() throws -> [Row] {
    let text = try String(contentsOf: file, encoding: .utf8)
    return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.compactMap { line in
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
      guard fields.count >= 8, let latitude = Double(fields[4]),
        let longitude = Double(fields[5]), let population = Int(fields[6])
      else { return nil }
      return Row(
        name: String(fields[0]), country: String(fields[2]), latitude: latitude,
        longitude: longitude, population: population, zone: String(fields[7]))
    }
  }

  /// A file in a fresh temporary folder with `lines` as its content.
  static func temporaryFile(_ lines: [String]) throws -> URL {
    let url = Fixtures.temporaryFolder("places").appendingPathComponent("places.tsv")
    try lines.joined(separator: "\n").write(to: url, atomically: true, encoding: .utf8)
    return url
  }
}
