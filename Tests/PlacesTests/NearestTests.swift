import Foundation
import Places
import Testing

@Suite struct NearestTests {
  let places = PlacesSupport.gazetteer

  @Test(arguments: ["US", "IN", "DE", "BR", "AU"])
  func theTenMostPopulousCitiesResolveToTheirZone(country: String) throws {
    let cities = try PlacesSupport.rows().filter { $0.country == country }
      .sorted { $0.population > $1.population }.prefix(10)
    #expect(cities.count == 10)
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
