import Foundation

/// Angle helpers shared by the solar model: degrees in, degrees out.
enum AngleMath {
  /// π/180 and 180/π.
  static let degreesToRadians = Double.pi / 180
  static let radiansToDegrees = 180 / Double.pi

  /// Degrees to radians.
  @inline(__always) static func radians(_ degrees: Double) -> Double { degrees * degreesToRadians }

  /// Radians to degrees.
  @inline(__always) static func degrees(_ radians: Double) -> Double { radians * radiansToDegrees }

  /// The largest whole number not above `value`, for |value| < 2⁶³ (a conversion instead of a
  /// call to `floor`, which the baseline x86-64 target cannot inline).
  @inline(__always) static func floor(_ value: Double) -> Double {
    guard abs(value) < 9e18 else { return value.rounded(.down) }  // also NaN and ±∞
    let truncated = Double(Int64(value))
    return truncated > value ? truncated - 1 : truncated
  }

  /// The angle brought into [0, 360).
  @inline(__always) static func unwind(_ angle: Double) -> Double {
    angle - 360 * floor(angle * (1.0 / 360))
  }

  /// The sine and cosine of an angle in [0, 360) degrees: one call, the cosine from the sine
  /// with the sign of its quadrant.
  @inline(__always) static func sinCos(degrees angle: Double) -> (sin: Double, cos: Double) {
    let sine = Foundation.sin(radians(angle))
    let magnitude = max(0, 1 - sine * sine).squareRoot()
    return (sine, angle <= 90 || angle >= 270 ? magnitude : -magnitude)
  }

  /// The angle brought into [-180, 180], the closest turn to zero.
  @inline(__always) static func closest(_ angle: Double) -> Double {
    if angle >= -180 && angle <= 180 { return angle }
    return angle - 360 * (angle / 360).rounded()
  }

  /// The sine and cosine of `base + step`, from the base's sine and cosine and a small `step`
  /// (radians): Taylor series exact to 1e-18 below 0.05 rad, and real calls beyond.
  @inline(__always) static func rotate(
    sin sine: Double, cos cosine: Double, by step: Double
  ) -> (sin: Double, cos: Double) {
    guard abs(step) < 0.05 else {
      let (sinStep, cosStep) = (Foundation.sin(step), Foundation.cos(step))
      return (sine * cosStep + cosine * sinStep, cosine * cosStep - sine * sinStep)
    }
    let step2 = step * step
    let sinStep =
      step * (1 - step2 * (1.0 / 6) * (1 - step2 * (1.0 / 20) * (1 - step2 * (1.0 / 42))))
    let cosStep =
      1 - step2 * 0.5
      * (1 - step2 * (1.0 / 12) * (1 - step2 * (1.0 / 30) * (1 - step2 * (1.0 / 56))))
    return (sine * cosStep + cosine * sinStep, cosine * cosStep - sine * sinStep)
  }

  /// Three-point interpolation (Meeus 3.3) of `value` between its neighbours at factor `n`.
  @inline(__always) static func interpolate(
    _ value: Double, previous: Double, next: Double, factor n: Double
  ) -> Double {
    let a = value - previous
    let b = next - value
    let c = b - a
    return value + (n / 2) * (a + b + n * c)
  }

  /// Three-point interpolation of angles, unwinding each difference so 359° → 1° is +2°.
  @inline(__always) static func interpolateAngles(
    _ value: Double, previous: Double, next: Double, factor n: Double
  ) -> Double {
    let a = unwind(value - previous)
    let b = unwind(next - value)
    let c = b - a
    return value + (n / 2) * (a + b + n * c)
  }
}
