public import Foundation

/// A clock that always reads the same instant and zone (tests, `--now`, `--tz`).
public struct FixedClock: DeviceClock {
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
