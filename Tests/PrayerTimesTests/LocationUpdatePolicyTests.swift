import JamaalPrayerTimes
import Testing

/// G-32: a device writes the rule's coordinate only after moving ≥ 25 km since its own last check.
@Suite struct LocationUpdatePolicyTests {
  /// A point `kilometres` due north of `start` (one degree of latitude is 111.195 km).
  static func north(of start: Coordinates, kilometres: Double) throws -> Coordinates {
    let degrees = kilometres / (6_371.0088 * Double.pi / 180)
    return try Coordinates(latitude: start.latitude + degrees, longitude: start.longitude)
  }

  @Test("Never checked before: the device has not moved, so it does not write (only remembers)")
  func firstCheck() throws {
    let here = try Coordinates(latitude: 51.5074, longitude: -0.1278)
    let farAway = try Coordinates(latitude: -33.8688, longitude: 151.2093)
    #expect(!LocationUpdatePolicy.shouldWrite(current: here, lastCheck: nil))
    #expect(!LocationUpdatePolicy.shouldWrite(current: farAway, lastCheck: nil))
  }

  @Test("24.99 km since this device's last check: no write; 25.01 km: write")
  func threshold() throws {
    let last = try Coordinates(latitude: 51.5074, longitude: -0.1278)
    let near = try Self.north(of: last, kilometres: 24.99)
    let far = try Self.north(of: last, kilometres: 25.01)
    #expect(!LocationUpdatePolicy.shouldWrite(current: near, lastCheck: last))
    #expect(LocationUpdatePolicy.shouldWrite(current: far, lastCheck: last))
    #expect(!LocationUpdatePolicy.shouldWrite(current: last, lastCheck: last))
  }

  @Test("Exactly 25 km since the last check: write (the rule is at least 25 km)")
  func exactlyTheThreshold() throws {
    let last = try Coordinates(latitude: 0, longitude: 0)
    // Walk up, one representable longitude at a time, to the first point at least 25 km east.
    var longitude = 25 / (6_371.0088 * Double.pi / 180) * (1 - 1e-13)
    var distance = 0.0
    for _ in 0..<100_000 where distance < 25 {
      longitude = longitude.nextUp
      distance = LocationUpdatePolicy.distanceKilometres(
        from: last, to: try Coordinates(latitude: 0, longitude: longitude))
    }
    try #require(distance == 25, "a longitude exactly 25 km away")
    let exact = try Coordinates(latitude: 0, longitude: longitude)
    #expect(LocationUpdatePolicy.shouldWrite(current: exact, lastCheck: last))
    #expect(!LocationUpdatePolicy.shouldWrite(current: exact, lastCheck: nil), "first check")
  }

  @Test("Distances: London–Paris 343.5 km; across the date line 22.2 km, not 40,000")
  func distances() throws {
    let london = try Coordinates(latitude: 51.5074, longitude: -0.1278)
    let paris = try Coordinates(latitude: 48.8566, longitude: 2.3522)
    #expect(abs(LocationUpdatePolicy.distanceKilometres(from: london, to: paris) - 343.5) < 0.5)
    let west = try Coordinates(latitude: 0, longitude: 179.9)
    let east = try Coordinates(latitude: 0, longitude: -179.9)
    #expect(abs(LocationUpdatePolicy.distanceKilometres(from: west, to: east) - 22.24) < 0.01)
    #expect(!LocationUpdatePolicy.shouldWrite(current: east, lastCheck: west))
  }
}
