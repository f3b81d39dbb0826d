package import Foundation
package import JamaalModel

/// A clock that starts where `--now` says and runs on with real time (SPEC §10): what the
/// long-running commands (`serve`) read.
package struct RunningClock: DeviceClock {
  /// The device zone.
  package let timeZone: TimeZone
  private let start: Date
  private let startedAt: Date

  /// A clock reading `start` now and moving on from there.
  package init(start: Date, timeZone: TimeZone) {
    self.start = start
    self.timeZone = timeZone
    startedAt = SystemClock().now
  }

  /// `start` plus the real time since the clock was made.
  package var now: Date { start.addingTimeInterval(SystemClock().now.timeIntervalSince(startedAt)) }
}

extension Environment {
  /// The clock of a command that runs on: `--now`'s instant moving with real time, else the
  /// command's clock.
  package var runningClock: any DeviceClock {
    guard let fixed = clock as? FixedClock else { return clock }
    return RunningClock(start: fixed.now, timeZone: fixed.timeZone)
  }
}
