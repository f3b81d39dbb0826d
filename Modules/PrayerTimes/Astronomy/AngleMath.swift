import Foundation

/// Angle helpers shared by the solar model: degrees in, degrees out.
enum AngleMath {
  /// Degrees to radians.
  @inline(__always) static func radians(_ degrees: Double) -> Double { degrees * .pi / 180 }

  /// Radians to degrees.
  @inline(__always) static func degrees(_ radians: Double) -> Double { radians * 180 / .pi }

  /// The angle brought into [0, 360).
  @inline(__always) static func unwind(_ angle: Double) -> Double {
    angle - 360 * (angle / 360).rounded(.down)
  }

  /// The angle brought into [-180, 180], the closest turn to zero.
  @inline(__always) static func closest(_ angle: Double) -> Double {
    if angle >= -180 && angle <= 180 { return angle }
    return angle - 360 * (angle / 360).rounded()
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
