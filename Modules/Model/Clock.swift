public import Foundation

/// Where "now" and the device's time zone come from. Logic takes one; it never reads the system.
///
/// ```swift
/// let clock = FixedClock(now: someInstant, timeZone: london)   // in tests
/// let clock = SystemClock()                                    // in the app and `jamaal`
/// ```
public protocol Clock: Sendable {
  /// The current instant.
  var now: Date { get }
  /// The device's current time zone.
  var timeZone: TimeZone { get }
}

/// The one place that reads the system clock and zone.
public struct SystemClock: Clock {
  /// Makes the system clock.
  public init() {}

  /// The system's current instant.
  public var now: Date { Date() }

  /// The system's current time zone.
  public var timeZone: TimeZone { TimeZone.current }
}

/// A clock that always reads the same instant and zone (tests, `--now`, `--tz`).
public struct FixedClock: Clock {
  /// The instant it reads.
  public var now: Date
  /// The zone it reads.
  public var timeZone: TimeZone

  /// Makes a clock fixed at `now` in `timeZone`.
  public init(now: Date, timeZone: TimeZone) {
    self.now = now
    self.timeZone = timeZone
  }
}
