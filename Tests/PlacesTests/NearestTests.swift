import Foundation
import JamaalPlaces
import Testing

@Suite struct NearestTests {
  let places = PlacesSupport.gazetteer

  /// Each country's ten most populous cities: a city-centre coordinate (rounded to 0.01°, so not
  /// the data file's point) and the IANA zone the tz database gives that city, typed here rather
  /// than read from the data file the gazetteer is built from.
  static let cities: [String: [(name: String, latitude: Double, longitude: Double, zone: String)]] =
    [
      "US": [
        ("New York City", 40.71, -74.01, "America/New_York"),
        ("Los Angeles", 34.05, -118.24, "America/Los_Angeles"),
        ("Brooklyn", 40.65, -73.95, "America/New_York"),
        ("Chicago", 41.88, -87.63, "America/Chicago"),
        ("Queens", 40.68, -73.84, "America/New_York"),
        ("Houston", 29.76, -95.37, "America/Chicago"),
        ("Phoenix", 33.45, -112.07, "America/Phoenix"),
        ("Philadelphia", 39.95, -75.17, "America/New_York"),
        ("San Antonio", 29.42, -98.49, "America/Chicago"),
        ("Manhattan", 40.78, -73.97, "America/New_York"),
      ],
      "IN": [
        ("Mumbai", 19.08, 72.88, "Asia/Kolkata"), ("Delhi", 28.65, 77.23, "Asia/Kolkata"),
        ("Bengaluru", 12.97, 77.59, "Asia/Kolkata"), ("Hyderabad", 17.38, 78.46, "Asia/Kolkata"),
        ("Ahmedabad", 23.03, 72.59, "Asia/Kolkata"), ("Chennai", 13.08, 80.27, "Asia/Kolkata"),
        ("Kolkata", 22.57, 88.36, "Asia/Kolkata"), ("Surat", 21.20, 72.83, "Asia/Kolkata"),
        ("Pune", 18.52, 73.86, "Asia/Kolkata"), ("Jaipur", 26.91, 75.79, "Asia/Kolkata"),
      ],
      "DE": [
        ("Berlin", 52.52, 13.41, "Europe/Berlin"), ("Hamburg", 53.55, 9.99, "Europe/Berlin"),
        ("Munich", 48.14, 11.58, "Europe/Berlin"), ("Köln", 50.94, 6.96, "Europe/Berlin"),
        ("Frankfurt am Main", 50.11, 8.68, "Europe/Berlin"),
        ("Düsseldorf", 51.23, 6.77, "Europe/Berlin"), ("Stuttgart", 48.78, 9.18, "Europe/Berlin"),
        ("Essen", 51.46, 7.01, "Europe/Berlin"), ("Dortmund", 51.51, 7.47, "Europe/Berlin"),
        ("Dresden", 51.05, 13.74, "Europe/Berlin"),
      ],
      "BR": [
        ("São Paulo", -23.55, -46.63, "America/Sao_Paulo"),
        ("Rio de Janeiro", -22.91, -43.17, "America/Sao_Paulo"),
        ("Belo Horizonte", -19.92, -43.94, "America/Sao_Paulo"),
        ("Salvador", -12.97, -38.50, "America/Bahia"),
        ("Fortaleza", -3.72, -38.54, "America/Fortaleza"),
        ("Manaus", -3.10, -60.02, "America/Manaus"),
        ("Brasília", -15.78, -47.93, "America/Sao_Paulo"),
        ("Curitiba", -25.43, -49.27, "America/Sao_Paulo"),
        ("Recife", -8.05, -34.88, "America/Recife"),
        ("Goiânia", -16.68, -49.25, "America/Sao_Paulo"),
      ],
      "AU": [
        ("Sydney", -33.87, 151.21, "Australia/Sydney"),
        ("Melbourne", -37.81, 144.96, "Australia/Melbourne"),
        ("Brisbane", -27.47, 153.03, "Australia/Brisbane"),
        ("Perth", -31.95, 115.86, "Australia/Perth"),
        ("Adelaide", -34.93, 138.60, "Australia/Adelaide"),
        ("Gold Coast", -28.00, 153.43, "Australia/Brisbane"),
        ("Newcastle", -32.93, 151.78, "Australia/Sydney"),
        ("Sunshine Coast", -26.65, 153.07, "Australia/Brisbane"),
        ("Canberra", -35.28, 149.13, "Australia/Sydney"),
        ("Central Coast", -33.43, 151.37, "Australia/Sydney"),
      ],
    ]

  @Test(arguments: ["US", "IN", "DE", "BR", "AU"])
  func theTenMostPopulousCitiesResolveToTheirZone(country: String) throws {
    let cities = try #require(Self.cities[country])
    // The table is the data file's ten most populous for the country (names only).
    let populous = try PlacesSupport.rows().filter { $0.country == country }
      .sorted { $0.population > $1.population }.prefix(10).map(\.name)
    #expect(cities.map(\.name) == Array(populous))
    for city in cities {
      let place = try #require(
        try places.nearest(latitude: city.latitude, longitude: city.longitude), "\(city.name)")
      #expect(place.timeZoneIdentifier == city.zone, "\(city.name)")
      #expect(place.country == country, "\(city.name)")
    }
  }

  @Test func aCoordinateNearAZoneBorderTakesTheNearerPlacesZone() throws {
    let tijuana = try #require(try places.nearest(latitude: 32.5149, longitude: -117.0382))
    #expect(tijuana.timeZoneIdentifier == "America/Tijuana")
    #expect(tijuana.country == "MX")
    let sanDiego = try #require(try places.nearest(latitude: 32.7157, longitude: -117.1611))
    #expect(sanDiego.timeZoneIdentifier == "America/Los_Angeles")
    #expect(sanDiego.country == "US")
  }

  @Test func aCoordinateAtSeaHasNoPlace() throws {
    // Mid-Atlantic, and 200 km due west of Lisbon's coast (38.72 N, 9.14 W → 11.44 W).
    #expect(try places.nearest(latitude: 40.0, longitude: -40.0) == nil)
    #expect(try places.nearest(latitude: 38.72, longitude: -11.44) == nil)
    // The same point with a wider radius reaches the coast: the radius is what decides.
    #expect(try places.nearest(latitude: 38.72, longitude: -11.44, within: 250)?.country == "PT")
  }

  @Test func theRadiusIsMeasuredAlongTheGreatCircle() throws {
    // Zürich is at 47.3667 N, 8.55 E: 0.01° of longitude east is about 750 m away, outside a
    // 0.1 km radius. At the antimeridian the distance wraps (Fiji's Labasa is at 179.4 E).
    let zurich = try #require(try places.nearest(latitude: 47.3667, longitude: 8.55, within: 0.5))
    #expect(zurich.name == "Zürich")
    #expect(try places.nearest(latitude: 47.3667, longitude: 8.56, within: 0.1) == nil)
    let fiji = try places.nearest(latitude: -16.43, longitude: -179.9)
    #expect(fiji?.country == "FJ")
  }

  @Test func badCoordinatesAreClearErrors() {
    let cases: [(Double, Double, String)] = [
      (91, 0, "latitude must be between -90 and 90 (got 91.0)"),
      (-90.5, 0, "latitude must be between -90 and 90 (got -90.5)"),
      (.nan, 0, "latitude is not a number"),
      (0, 181, "longitude must be between -180 and 180 (got 181.0)"),
      (0, -180.01, "longitude must be between -180 and 180 (got -180.01)"),
      (0, .nan, "longitude is not a number"),
    ]
    for (latitude, longitude, expected) in cases {
      #expect(
        PlacesSupport.message { _ = try places.nearest(latitude: latitude, longitude: longitude) }
          == expected)
    }
    #expect(
      PlacesSupport.message { _ = try places.nearest(latitude: 0, longitude: 0, within: -1) }
        == "search radius must be zero or more kilometres (got -1.0)")
  }
}
