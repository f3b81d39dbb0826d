import Foundation

/// When a device in device-location mode writes a prayer rule's coordinate (G-32).
///
/// A device writes only when it has itself moved at least 25 km since its own last check (a
/// local, unsynced value) — never merely because its position differs from the stored one, which
/// another device may have written. A device that never checked has not moved: its first check
/// only remembers where it is (so a Mac set up at home never overwrites the coordinate a travelling
/// iPhone wrote); ``DeviceLocationCheck`` keeps that memory in a ``/JamaalModel/DeviceMemory``.
///
/// ```swift
/// if LocationUpdatePolicy.shouldWrite(current: here, lastCheck: storedLocally) { … }
/// ```
public enum LocationUpdatePolicy {
  /// The distance a device must move before it writes, in kilometres.
  public static let minimumDistanceKilometres = 25.0

  /// The Earth's mean radius (IUGG), kilometres.
  static let earthRadiusKilometres = 6_371.0088

  /// Whether this device should write its position.
  /// - Parameters:
  ///   - current: where this device is now.
  ///   - lastCheck: where this device was at its own last check; nil if it never checked.
  /// - Returns: true only when the device moved ≥ 25 km since its last check; false on a first
  ///   check (nil), which only remembers the position.
  public static func shouldWrite(current: Coordinates, lastCheck: Coordinates?) -> Bool {
    guard let lastCheck else { return false }
    return distanceKilometres(from: lastCheck, to: current) >= minimumDistanceKilometres
  }

  /// The great-circle distance between two places by the haversine formula, kilometres.
  public static func distanceKilometres(from start: Coordinates, to end: Coordinates) -> Double {
    let radians = Double.pi / 180
    let latitude1 = start.latitude * radians
    let latitude2 = end.latitude * radians
    let halfLatitude = sin((latitude2 - latitude1) / 2)
    let halfLongitude = sin((end.longitude - start.longitude) * radians / 2)
    let haversine =
      halfLatitude * halfLatitude
      + cos(latitude1) * cos(latitude2) * halfLongitude * halfLongitude
    return 2 * earthRadiusKilometres * asin(min(1, haversine.squareRoot()))
  }
}
