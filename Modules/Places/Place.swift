/// A place in the offline gazetteer: a city or town with its country, region, zone and size.
public struct Place: Sendable, Hashable {
  /// The place's name as GeoNames writes it, e.g. "Zürich".
  public let name: String
  /// The ISO 3166-1 alpha-2 country code, e.g. "CH".
  public let country: String
  /// The first-level region's name ("England", "Sindh", "California"); empty where the data
  /// has no name for it.
  public let region: String
  /// GeoNames' code of the first-level region ("IL" for Illinois, "ENG" for England, "05" for
  /// Sindh); empty where the data file has none.
  public let regionCode: String
  /// The country's name ("Pakistan"); empty where the data file has none (then the code is shown).
  public let countryName: String
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
    timeZoneIdentifier: String, population: Int, countryName: String = "", regionCode: String = ""
  ) {
    self.countryName = countryName
    self.regionCode = regionCode
    self.name = name
    self.country = country
    self.region = region
    self.latitude = latitude
    self.longitude = longitude
    self.timeZoneIdentifier = timeZoneIdentifier
    self.population = population
  }

  /// A label a person can choose from: "Karachi, Sindh, Pakistan" (the region left out when
  /// empty, or when it repeats the name: "Makkah, Saudi Arabia"; the country's code where the
  /// data has no name for it).
  public var label: String {
    let country = countryName.isEmpty ? self.country : countryName
    return region.isEmpty || region == name
      ? "\(name), \(country)" : "\(name), \(region), \(country)"
  }
}
