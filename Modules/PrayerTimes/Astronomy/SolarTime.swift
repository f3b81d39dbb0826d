import Foundation

/// One solar day at one latitude and longitude: transit and the times the sun crosses altitudes.
///
/// Hours count from 0h UT of the day and may be negative or exceed 24. Solar coordinates are taken
/// at 0h UT of the day before, the day and the day after, and every time is refined with one
/// correction step and three-point interpolation (Meeus chapter 15).
struct SolarTime {
  /// The sun at 0h UT of the day before, the day and the day after.
  let previous: SolarCoordinates
  let current: SolarCoordinates
  let next: SolarCoordinates
  /// The sine and cosine of the declination at 0h UT of the day.
  let sinDeclination: Double
  let cosDeclination: Double
  /// Latitude (degrees) and its sine and cosine.
  let latitude: Double
  let sinLatitude: Double
  let cosLatitude: Double
  /// Longitude, degrees east.
  let longitude: Double
  /// The approximate transit, as a fraction of the day.
  let approximateTransit: Double
  /// The corrected transit (Dhuhr), hours.
  let transit: Double
  /// Sunrise and sunset (upper limb at −50′), hours; nil when the sun does not cross −50′.
  private(set) var sunrise: Double?
  private(set) var sunset: Double?

  /// The apparent altitude of sunrise and sunset: refraction plus the sun's semi-diameter.
  static let horizon = -50.0 / 60.0
  /// The sine of `horizon`.
  static let sinHorizon = sin(AngleMath.radians(horizon))

  /// Computes the day from its three solar positions.
  init(
    previous: SolarCoordinates, current: SolarCoordinates, next: SolarCoordinates,
    latitude: Double, longitude: Double
  ) {
    self.previous = previous
    self.current = current
    self.next = next
    self.latitude = latitude
    self.longitude = longitude
    let latitudeRadians = AngleMath.radians(latitude)
    sinLatitude = sin(latitudeRadians)
    cosLatitude = cos(latitudeRadians)
    let declinationRadians = AngleMath.radians(current.declination)
    sinDeclination = sin(declinationRadians)
    cosDeclination = cos(declinationRadians)
    // The transit as a fraction of the day, taken within half a day of the mean-time transit
    // (12h − longitude/15): [0, 1) at most longitudes, but near ±180° it may lie just outside,
    // so the equation of time never flips it to the neighbouring day's transit.
    let fraction = (current.rightAscension - longitude - current.apparentSiderealTime) / 360
    let meanTransit = (12 - longitude / 15) / 24
    approximateTransit = fraction - (fraction - meanTransit + 0.5).rounded(.down)
    // Transit, refined once.
    let theta = AngleMath.unwind(current.apparentSiderealTime + 360.985_647 * approximateTransit)
    let alpha = AngleMath.unwind(
      AngleMath.interpolateAngles(
        current.rightAscension, previous: previous.rightAscension, next: next.rightAscension,
        factor: approximateTransit))
    let hourAngle = AngleMath.closest(theta + longitude - alpha)
    transit = (approximateTransit - hourAngle / 360) * 24
    sunrise = hours(altitude: Self.horizon, sine: Self.sinHorizon, afterTransit: false)
    sunset = hours(altitude: Self.horizon, sine: Self.sinHorizon, afterTransit: true)
  }

  /// The cosine of the hour angle at which the sun stands at an altitude whose sine is `sine`:
  /// above 1 the sun never climbs that high, below −1 it never sinks that low.
  @inline(__always) func cosineOfHourAngle(sine: Double) -> Double {
    return (sine - sinLatitude * sinDeclination) / (cosLatitude * cosDeclination)
  }

  /// The time the sun is at `altitude` (degrees) before or after transit, hours; nil when the sun
  /// does not reach it that day.
  /// - Parameters:
  ///   - altitude: the altitude, degrees (negative below the horizon).
  ///   - sine: its sine, precomputed by the caller.
  ///   - afterTransit: the afternoon crossing (true) or the morning one.
  func hours(altitude: Double, sine: Double, afterTransit: Bool) -> Double? {
    let cosine = cosineOfHourAngle(sine: sine)
    guard cosine >= -1, cosine <= 1 else { return nil }
    let h0 = AngleMath.degrees(acos(cosine))
    let m = afterTransit ? approximateTransit + h0 / 360 : approximateTransit - h0 / 360
    let theta = AngleMath.unwind(current.apparentSiderealTime + 360.985_647 * m)
    let alpha = AngleMath.unwind(
      AngleMath.interpolateAngles(
        current.rightAscension, previous: previous.rightAscension, next: next.rightAscension,
        factor: m))
    let delta = AngleMath.interpolate(
      current.declination, previous: previous.declination, next: next.declination, factor: m)
    let hourAngle = AngleMath.radians(theta + longitude - alpha)
    let deltaRadians = AngleMath.radians(delta)
    let sinDelta = sin(deltaRadians)
    let cosDelta = cos(deltaRadians)
    let reached = AngleMath.degrees(
      asin(sinLatitude * sinDelta + cosLatitude * cosDelta * cos(hourAngle)))
    let correction = (reached - altitude) / (360 * cosDelta * cosLatitude * sin(hourAngle))
    // The step is kept even when large (the reference values depend on it), but where it
    // diverges outright (the sun grazing the altitude at its turning point) the uncorrected time
    // is the better estimate.
    guard correction.isFinite, abs(correction) < 0.25 else { return m * 24 }
    return (m + correction) * 24
  }
}

extension SolarTime {
  /// Whether the sun both rises and sets that day.
  var hasSunriseAndSunset: Bool { sunrise != nil && sunset != nil }

  /// Why sunrise and sunset are missing (nil when both exist): the sun stays below or above.
  var polarReason: NoTimeReason? {
    guard !hasSunriseAndSunset else { return nil }
    return cosineOfHourAngle(sine: Self.sinHorizon) > 1 ? .sunDoesNotRise : .sunDoesNotSet
  }
}
