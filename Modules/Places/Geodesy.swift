import Foundation

/// Great-circle distances on a spherical Earth.
enum Geodesy {
  /// The Earth's mean radius, in kilometres.
  static let earthRadius = 6371.0088
  /// Kilometres along a meridian per degree of latitude.
  static let kilometresPerDegree = earthRadius * Double.pi / 180

  /// The haversine distance between two coordinates (degrees), in kilometres.
  static func kilometres(
    _ latitude1: Double, _ longitude1: Double, _ latitude2: Double, _ longitude2: Double
  ) -> Double {
    let radians = Double.pi / 180
    let phi1 = latitude1 * radians
    let phi2 = latitude2 * radians
    let deltaPhi = (latitude2 - latitude1) * radians
    let deltaLambda = (longitude2 - longitude1) * radians
    let a =
      sin(deltaPhi / 2) * sin(deltaPhi / 2)
      + cos(phi1) * cos(phi2) * sin(deltaLambda / 2) * sin(deltaLambda / 2)
    return 2 * earthRadius * asin(min(1, a.squareRoot()))
  }
}
