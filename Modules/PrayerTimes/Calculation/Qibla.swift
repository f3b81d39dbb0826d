import Foundation

/// The direction of the Kaaba in Makkah.
public enum Qibla {
  /// The Kaaba's coordinates.
  static let kaabaLatitude = 21.422_524_1
  static let kaabaLongitude = 39.826_181_8

  /// The initial great-circle bearing from `coordinates` to the Kaaba.
  /// - Returns: degrees clockwise from true north, in [0, 360).
  public static func bearing(from coordinates: Coordinates) -> Double {
    let latitude = AngleMath.radians(coordinates.latitude)
    let kaaba = AngleMath.radians(kaabaLatitude)
    let difference = AngleMath.radians(kaabaLongitude - coordinates.longitude)
    let bearing = atan2(
      sin(difference) * cos(kaaba),
      cos(latitude) * sin(kaaba) - sin(latitude) * cos(kaaba) * cos(difference))
    let degrees = AngleMath.unwind(AngleMath.degrees(bearing))
    return degrees < 360 ? degrees : 0
  }
}
