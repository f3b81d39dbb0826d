public import Foundation

/// The one place that reads the system clock and zone.
public struct SystemClock: DeviceClock {
  /// Makes the system clock.
  public init() {}

  /// The system's current instant.
  public var now: Date { Date() }

  /// The system's current time zone.
  public var timeZone: TimeZone { TimeZone.current }
}
