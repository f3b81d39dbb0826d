import Foundation

/// The sun's apparent position at one instant, by Meeus's low-precision model (chapters 12, 22, 25).
struct SolarCoordinates {
  /// Declination, degrees.
  let declination: Double
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
    let t = (julianDay - 2_451_545) / 36_525
    let t2 = t * t
    let t3 = t2 * t
    // Mean longitudes, anomaly and the moon's ascending node (degrees).
    let solarLongitude = AngleMath.unwind(280.466_456_7 + 36_000.769_83 * t + 0.000_303_2 * t2)
    let lunarLongitude = AngleMath.unwind(218.3165 + 481_267.8813 * t)
    let node = AngleMath.unwind(
      125.044_52 - 1_934.136_261 * t + 0.002_070_8 * t2 + t3 / 450_000)
    let anomaly = AngleMath.radians(
      AngleMath.unwind(357.529_11 + 35_999.050_29 * t - 0.000_153_7 * t2))
    // Equation of the centre and apparent longitude.
    let centre =
      sin(anomaly) * (1.914_602 - 0.004_817 * t - 0.000_014 * t2)
      + sin(2 * anomaly) * (0.019_993 - 0.000_101 * t) + sin(3 * anomaly) * 0.000_289
    let omega = AngleMath.radians(125.04 - 1_934.136 * t)
    let apparentLongitude = AngleMath.radians(
      AngleMath.unwind(solarLongitude + centre - 0.005_69 - 0.004_78 * sin(omega)))
    // Nutation in longitude and obliquity (degrees).
    let l0 = AngleMath.radians(solarLongitude)
    let lp = AngleMath.radians(lunarLongitude)
    let nodeRadians = AngleMath.radians(node)
    let nutationLongitude =
      (-17.2 * sin(nodeRadians) - 1.32 * sin(2 * l0) - 0.23 * sin(2 * lp)
        + 0.21 * sin(2 * nodeRadians)) / 3600
    let nutationObliquity =
      (9.2 * cos(nodeRadians) + 0.57 * cos(2 * l0) + 0.10 * cos(2 * lp)
        - 0.09 * cos(2 * nodeRadians)) / 3600
    // Obliquity: mean, then apparent.
    let meanObliquity =
      23.439_291 - 0.013_004_167 * t - 0.000_000_163_9 * t2 + 0.000_000_503_6 * t3
    let apparentObliquity = AngleMath.radians(meanObliquity + 0.002_56 * cos(omega))
    // Sidereal time at Greenwich, mean then apparent.
    let meanSidereal = AngleMath.unwind(
      280.460_618_37 + 360.985_647_366_29 * (t * 36_525) + 0.000_387_933 * t2 - t3 / 38_710_000)
    let sinLongitude = sin(apparentLongitude)
    declination = AngleMath.degrees(asin(sin(apparentObliquity) * sinLongitude))
    rightAscension = AngleMath.unwind(
      AngleMath.degrees(atan2(cos(apparentObliquity) * sinLongitude, cos(apparentLongitude))))
    apparentSiderealTime =
      meanSidereal
      + nutationLongitude * cos(AngleMath.radians(meanObliquity + nutationObliquity))
  }
}
