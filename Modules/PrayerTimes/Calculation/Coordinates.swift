/// A place on Earth in degrees: latitude north positive, longitude east positive.
///
/// ```swift
/// let london = try Coordinates(latitude: 51.5074, longitude: -0.1278)
/// ```
public struct Coordinates: Hashable, Sendable, Codable {
  /// Degrees north of the equator, −90…90.
  public let latitude: Double
  /// Degrees east of Greenwich, −180…180.
  public let longitude: Double

  /// Makes coordinates, refusing values that are not a place.
  /// - Throws: `PrayerTimesError` naming `latitude` or `longitude` when it is NaN or out of range.
  public init(latitude: Double, longitude: Double) throws(PrayerTimesError) {
    guard (-90...90).contains(latitude) else {
      throw .outOfRange("latitude", latitude, -90, 90)
    }
    guard (-180...180).contains(longitude) else {
      throw .outOfRange("longitude", longitude, -180, 180)
    }
    self.latitude = latitude
    self.longitude = longitude
  }

  private enum CodingKeys: String, CodingKey {
    case latitude
    case longitude
  }

  /// Decodes `{"latitude": …, "longitude": …}`, validating both.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    try self.init(
      latitude: try container.decode(Double.self, forKey: .latitude),
      longitude: try container.decode(Double.self, forKey: .longitude))
  }
}
