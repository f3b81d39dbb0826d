import Foundation

/// The sun's apparent position at one instant, by Meeus's low-precision model (chapters 12, 22, 25).
struct SolarCoordinates {
  /// Declination, degrees.
  let declination: Double
  /// The sine and cosine of the declination.
  let sinDeclination: Double
  let cosDeclination: Double
  /// Right ascension, degrees in [0, 360).
  let rightAscension: Double
  /// Apparent sidereal time at Greenwich, degrees.
  let apparentSiderealTime: Double

  /// The position at 0h UT of the day `daysSinceEpoch` days after 1970-01-01.
  init(daysSinceEpoch: Int) {
    self.init(julianDay: Double(daysSinceEpoch) + 2_440_587.5)
  }

  /// The position at Julian day `julianDay`.
  init(julianDay: Double) {
    let t = (julianDay - 2_451_545) * (1.0 / 36_525)
    let t2 = t * t
    let t3 = t2 * t
    // Mean longitudes, anomaly and the moon's ascending node (degrees).
    let solarLongitude = AngleMath.unwind(280.466_456_7 + 36_000.769_83 * t + 0.000_303_2 * t2)
    let lunarLongitude = AngleMath.unwind(218.3165 + 481_267.8813 * t)
    let node = AngleMath.unwind(
      125.044_52 - 1_934.136_261 * t + 0.002_070_8 * t2 + t3 * (1.0 / 450_000))
    let (sinAnomaly, cosAnomaly) = AngleMath.sinCos(
      degrees: AngleMath.unwind(357.529_11 + 35_999.050_29 * t - 0.000_153_7 * t2))
    // Equation of the centre (sin 2M and sin 3M from sin M and cos M) and apparent longitude.
    let sin2Anomaly = 2 * sinAnomaly * cosAnomaly
    let sin3Anomaly = sinAnomaly * (3 - 4 * sinAnomaly * sinAnomaly)
    let centre =
      sinAnomaly * (1.914_602 - 0.004_817 * t - 0.000_014 * t2)
      + sin2Anomaly * (0.019_993 - 0.000_101 * t) + sin3Anomaly * 0.000_289
    let (sinOmega, cosOmega) = AngleMath.sinCos(degrees: AngleMath.unwind(125.04 - 1_934.136 * t))
    let (sinLongitude, cosLongitude) = AngleMath.sinCos(
      degrees: AngleMath.unwind(solarLongitude + centre - 0.005_69 - 0.004_78 * sinOmega))
    // Nutation in longitude and obliquity (degrees); double angles by identity.
    let (sinL0, cosL0) = AngleMath.sinCos(degrees: solarLongitude)
    let (sinLp, cosLp) = AngleMath.sinCos(degrees: lunarLongitude)
    let (sinNode, cosNode) = AngleMath.sinCos(degrees: node)
    let sin2L0 = 2 * sinL0 * cosL0
    let cos2L0 = cosL0 * cosL0 - sinL0 * sinL0
    let sin2Lp = 2 * sinLp * cosLp
    let cos2Lp = cosLp * cosLp - sinLp * sinLp
    let sin2Node = 2 * sinNode * cosNode
    let cos2Node = cosNode * cosNode - sinNode * sinNode
    let nutationLongitude =
      (-17.2 * sinNode - 1.32 * sin2L0 - 0.23 * sin2Lp + 0.21 * sin2Node) * (1.0 / 3600)
    let nutationObliquity =
      (9.2 * cosNode + 0.57 * cos2L0 + 0.10 * cos2Lp - 0.09 * cos2Node) * (1.0 / 3600)
    // Obliquity: mean, then apparent.
    let meanObliquity =
      23.439_291 - 0.013_004_167 * t - 0.000_000_163_9 * t2 + 0.000_000_503_6 * t3
    let apparentObliquity = meanObliquity + 0.002_56 * cosOmega
    // Sidereal time at Greenwich, mean then apparent.
    let meanSidereal = AngleMath.unwind(
      280.460_618_37 + 360.985_647_366_29 * (t * 36_525) + 0.000_387_933 * t2 - t3
        * (1.0 / 38_710_000))
    // Obliquities stay within a fraction of a degree of J2000's for millennia: their sines and
    // cosines by a small rotation from it.
    let (sinObliquity, cosObliquity) = AngleMath.rotate(
      sin: Self.sinObliquity2000, cos: Self.cosObliquity2000,
      by: AngleMath.radians(apparentObliquity - Self.obliquity2000))
    let sinDeclination = sinObliquity * sinLongitude
    self.sinDeclination = sinDeclination
    cosDeclination = (1 - sinDeclination * sinDeclination).squareRoot()
    declination = AngleMath.degrees(asin(sinDeclination))
    rightAscension = AngleMath.unwind(
      AngleMath.degrees(atan2(cosObliquity * sinLongitude, cosLongitude)))
    let trueObliquity = AngleMath.rotate(
      sin: Self.sinObliquity2000, cos: Self.cosObliquity2000,
      by: AngleMath.radians(meanObliquity + nutationObliquity - Self.obliquity2000))
    apparentSiderealTime = meanSidereal + nutationLongitude * trueObliquity.cos
  }

  /// The mean obliquity at J2000, degrees, with its sine and cosine.
  private static let obliquity2000 = 23.439_291
  private static let sinObliquity2000 = sin(AngleMath.radians(obliquity2000))
  private static let cosObliquity2000 = cos(AngleMath.radians(obliquity2000))
}
