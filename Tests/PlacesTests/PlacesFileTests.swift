import Foundation
import JamaalPlaces
import Testing

@Suite struct PlacesFileTests {
  static let header = "# name\talternates\tcountry\tregion\tlat\tlon\tpopulation\tzone"
  static let zurich = "Zürich\tzuerich|zurigo\tCH\tZH\t47.3667\t8.55\t415367\tEurope/Zurich"

  @Test func nothingIsReadUntilTheFirstSearch() throws {
    let url = try PlacesSupport.temporaryFile([Self.header])
    let places = Gazetteer(file: url)
    // Written after the gazetteer was made: it still sees it, because it has read nothing yet.
    try [Self.header, Self.zurich].joined(separator: "\n")
      .write(to: url, atomically: true, encoding: .utf8)
    #expect(try places.search("zurigo").map(\.name) == ["Zürich"])
    #expect(try places.load() == 1)
  }

  @Test func aMalformedLineNamesFileAndLine() throws {
    let cases: [(String, String)] = [
      ("Zürich\tCH\t47.3", "expected 8 to 10 tab-separated fields, found 3"),
      (
        "Zürich\t\tCH\tZH\tnorth\t8.55\t1\tEurope/Zurich",
        "latitude is not a number (got \"north\")"
      ),
      (
        "Zürich\t\tCH\tZH\t47\t190\t1\tEurope/Zurich",
        "longitude must be between -180 and 180 (got 190)"
      ),
      (
        "Zürich\t\tCHE\tZH\t47\t8\t1\tEurope/Zurich",
        "country must be a two-letter code (got \"CHE\")"
      ),
      (
        "Zürich\t\tCH\tZH\t47\t8\tmany\tEurope/Zurich",
        "population must be a whole number (got \"many\")"
      ),
      ("\t\tCH\tZH\t47\t8\t1\tEurope/Zurich", "name is empty"),
      ("Zürich\t\tCH\tZH\t47\t8\t1\t", "time zone is empty"),
    ]
    for (line, reason) in cases {
      let url = try PlacesSupport.temporaryFile([Self.header, Self.zurich, "", line])
      let places = Gazetteer(file: url)
      let expected = "\(url.path):4: \(reason)"
      #expect(PlacesSupport.message { _ = try places.search("zurich") } == expected)
      // The failure is kept: a later call says the same, and never crashes.
      #expect(
        PlacesSupport.message { _ = try places.nearest(latitude: 0, longitude: 0) } == expected)
    }
  }

  @Test func theBundledFileLoadsEveryPlace() throws {
    let rows = try PlacesSupport.rows()
    #expect(rows.count > 30_000)
    #expect(try PlacesSupport.gazetteer.load() == rows.count)
  }

  @Test func aMissingFileIsAClearError() {
    let url = URL(fileURLWithPath: "/nonexistent/places.tsv")
    let places = Gazetteer(file: url)
    #expect(
      PlacesSupport.message { _ = try places.resolve(city: "London") }
        == "cannot read the places file /nonexistent/places.tsv")
    // Bad input is refused before the file is read.
    #expect(PlacesSupport.message { _ = try places.search("") } == "search text is empty")
  }

  @Test func thePresetsFolderHoldsTheFile() {
    let folder = URL(fileURLWithPath: "/tmp/presets")
    #expect(Gazetteer(presetsFolder: folder).file.path == "/tmp/presets/places.tsv")
  }
}
