/// Bad input to the prayer-time calculation: which field, and what is wrong with it.
///
/// ```swift
/// try Coordinates(latitude: 91, longitude: 0)
/// // latitude must be between -90 and 90 (got 91.0)
/// ```
public struct PrayerTimesError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The field at fault, e.g. `latitude` or `fajrAngle`.
  public let field: String
  /// A sentence a person can act on, naming the field.
  public let message: String

  /// The message.
  public var description: String { message }

  /// An error for a number outside its allowed range (or not a number at all).
  static func outOfRange(_ field: String, _ value: Double, _ low: Double, _ high: Double) -> Self {
    if value.isNaN {
      return Self(field: field, message: "\(field) must be a number (got nan)")
    }
    return Self(
      field: field,
      message: "\(field) must be between \(format(low)) and \(format(high)) (got \(value))")
  }

  private static func format(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e9 ? String(Int(value)) : String(value)
  }
}
