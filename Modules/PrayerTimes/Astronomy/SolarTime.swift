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
  /// The place.
  let observer: Observer
  /// 1 / (cos φ cos δ), shared by every hour angle of the day.
  let inverseCosLatitudeDeclination: Double
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
    observer: Observer
  ) {
    self.previous = previous
    self.current = current
    self.next = next
    self.observer = observer
    let longitude = observer.longitude
    inverseCosLatitudeDeclination = 1 / (observer.cosLatitude * current.cosDeclination)
    // The transit as a fraction of the day, taken within half a day of the mean-time transit
    // (12h − longitude/15): [0, 1) at most longitudes, but near ±180° it may lie just outside,
    // so the equation of time never flips it to the neighbouring day's transit.
    let fraction = (current.rightAscension - longitude - current.apparentSiderealTime) * (1.0 / 360)
    let meanTransit = (12 - longitude * (1.0 / 15)) * (1.0 / 24)
    approximateTransit = fraction - AngleMath.floor(fraction - meanTransit + 0.5)
    // Transit, refined once.
    let theta = AngleMath.unwind(current.apparentSiderealTime + 360.985_647 * approximateTransit)
    let alpha = AngleMath.unwind(
      AngleMath.interpolateAngles(
        current.rightAscension, previous: previous.rightAscension, next: next.rightAscension,
        factor: approximateTransit))
    let hourAngle = AngleMath.closest(theta + longitude - alpha)
    transit = (approximateTransit - hourAngle * (1.0 / 360)) * 24
    sunrise = hours(sine: Self.sinHorizon, afterTransit: false)
    sunset = hours(sine: Self.sinHorizon, afterTransit: true)
  }

  /// The cosine of the hour angle at which the sun stands at an altitude whose sine is `sine`:
  /// above 1 the sun never climbs that high, below −1 it never sinks that low.
  @inline(__always) func cosineOfHourAngle(sine: Double) -> Double {
    (sine - observer.sinLatitude * current.sinDeclination) * inverseCosLatitudeDeclination
  }

  /// The time the sun is at the altitude whose sine is `sine`, before or after transit, hours;
  /// nil when the sun does not reach it that day.
  /// - Parameters:
  ///   - sine: the sine of the altitude (negative below the horizon), precomputed by the caller.
  ///   - afterTransit: the afternoon crossing (true) or the morning one.
  /// - Returns: hours from 0h UT of the day, or nil.
  @inline(__always) func hours(sine: Double, afterTransit: Bool) -> Double? {
    let cosine = cosineOfHourAngle(sine: sine)
    guard cosine >= -1, cosine <= 1 else { return nil }
    let h0 = AngleMath.degrees(acos(cosine))
    let sinH0Magnitude = (1 - cosine * cosine).squareRoot()
    let m =
      afterTransit ? approximateTransit + h0 * (1.0 / 360) : approximateTransit - h0 * (1.0 / 360)
    let theta = AngleMath.unwind(current.apparentSiderealTime + 360.985_647 * m)
    let alpha = AngleMath.unwind(
      AngleMath.interpolateAngles(
        current.rightAscension, previous: previous.rightAscension, next: next.rightAscension,
        factor: m))
    let delta = AngleMath.interpolate(
      current.declination, previous: previous.declination, next: next.declination, factor: m)
    // sin δ and cos δ by a small rotation from the day's δ₀ (δ moves under a degree).
    let (sinDelta, cosDelta) = AngleMath.rotate(
      sin: current.sinDeclination, cos: current.cosDeclination,
      by: AngleMath.radians(delta - current.declination))
    // H is ±h0 plus a small drift (sidereal against solar motion): cos H and sin H by a small
    // rotation from cos h0 and sin h0.
    let hourAngle = AngleMath.unwind(theta + observer.longitude - alpha)
    let signedH0 = afterTransit ? h0 : -h0
    let (sinH, cosH) = AngleMath.rotate(
      sin: afterTransit ? sinH0Magnitude : -sinH0Magnitude, cos: cosine,
      by: AngleMath.radians(AngleMath.closest(hourAngle - signedH0)))
    let sinLatitude = observer.sinLatitude
    let cosLatitude = observer.cosLatitude
    let sinReached = sinLatitude * sinDelta + cosLatitude * cosDelta * cosH
    let correction =
      Self.degreesAbove(sine: sine, sinReached: sinReached)
      / (360 * cosDelta * cosLatitude * sinH)
    // The step is kept even when large (the reference values depend on it), but where it
    // diverges outright (the sun grazing the altitude at its turning point) the uncorrected time
    // is the better estimate.
    guard correction.isFinite, abs(correction) < 0.25 else { return m * 24 }
    return (m + correction) * 24
  }
}

extension SolarTime {
  /// `asin(sinReached)` − `asin(sine)` in degrees. When the sines are within 1e-3 (the usual case,
  /// the first estimate being a few arcminutes off) a Taylor series of asin about `sine`, exact
  /// to 1e-11°, replaces the call.
  @inline(__always) static func degreesAbove(sine: Double, sinReached: Double)
    -> Double
  {
    let difference = sinReached - sine
    let cos2 = 1 - sine * sine
    guard abs(difference) < 1e-3, cos2 > 0.01 else {
      return AngleMath.degrees(asin(sinReached) - asin(sine))
    }
    let inverseCos2 = 1 / cos2
    let inverseCos = inverseCos2.squareRoot()
    let radians =
      difference * inverseCos
      * (1 + difference * inverseCos2
        * (sine * 0.5 + difference * (1 + 2 * sine * sine) * (1.0 / 6) * inverseCos2))
    return AngleMath.degrees(radians)
  }

  /// Whether the sun both rises and sets that day.
  var hasSunriseAndSunset: Bool { sunrise != nil && sunset != nil }

  /// Why sunrise and sunset are missing (nil when both exist): the sun stays below or above.
  var polarReason: NoTimeReason? {
    guard !hasSunriseAndSunset else { return nil }
    return cosineOfHourAngle(sine: Self.sinHorizon) > 1 ? .sunDoesNotRise : .sunDoesNotSet
  }
}
