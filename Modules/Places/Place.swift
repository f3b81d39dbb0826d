/// A place in the offline gazetteer: a city or town with its country, region, zone and size.
public struct Place: Sendable, Hashable {
  /// The place's name as GeoNames writes it, e.g. "Zürich".
  public let name: String
  /// The ISO 3166-1 alpha-2 country code, e.g. "CH".
  public let country: String
  /// The first-level region: the state's name in the United States, else GeoNames' admin-1 code
  /// (e.g. "ENG", "ZH", "08"), the only region data the source package ships; may be empty.
  public let region: String
  /// Latitude in degrees, north positive.
  public let latitude: Double
  /// Longitude in degrees, east positive.
  public let longitude: Double
  /// The IANA time zone identifier, e.g. "Europe/Zurich".
  public let timeZoneIdentifier: String
  /// The number of inhabitants GeoNames records.
  public let population: Int

  /// Creates a place from its fields.
  public init(
    name: String, country: String, region: String, latitude: Double, longitude: Double,
    timeZoneIdentifier: String, population: Int
  ) {
    self.name = name
    self.country = country
    self.region = region
    self.latitude = latitude
    self.longitude = longitude
    self.timeZoneIdentifier = timeZoneIdentifier
    self.population = population
  }

  /// A label a person can choose from: "London, ENG, GB" (the region left out when empty).
  public var label: String {
    region.isEmpty ? "\(name), \(country)" : "\(name), \(region), \(country)"
  }
}
