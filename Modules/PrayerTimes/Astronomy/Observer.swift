import Foundation

/// A place for the solar model: latitude and longitude in degrees, with the latitude's sine and
/// cosine computed once.
struct Observer {
  /// Degrees north.
  let latitude: Double
  /// Degrees east.
  let longitude: Double
  /// The sine of the latitude.
  let sinLatitude: Double
  /// The cosine of the latitude.
  let cosLatitude: Double

  /// An observer at a place.
  init(latitude: Double, longitude: Double) {
    self.latitude = latitude
    self.longitude = longitude
    let radians = AngleMath.radians(latitude)
    sinLatitude = sin(radians)
    cosLatitude = cos(radians)
  }
}
