public import Foundation

/// Where "now" and the device's time zone come from. Logic takes one; it never reads the system.
///
/// ```swift
/// let clock = FixedClock(now: someInstant, timeZone: london)   // in tests
/// let clock = SystemClock()                                    // in the app and `jamaal`
/// ```
public protocol DeviceClock: Sendable {
  /// The current instant.
  var now: Date { get }
  /// The device's current time zone.
  var timeZone: TimeZone { get }
}
