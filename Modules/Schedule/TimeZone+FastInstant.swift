import Foundation
import Model

extension TimeZone {
  /// `instant(on:minutesAfterMidnight:)` (D-4) with two zone look-ups instead of four on the
  /// common day: when the offset is the same twelve hours either side of the wall time, no
  /// transition lies between (zones never change twice within a day) and the answer is exact.
  func fastInstant(on date: LogicalDate, minutesAfterMidnight minutes: Int) -> Date {
    let wall = Double(date.daysSinceEpoch * 86_400 + minutes * 60)
    let before = secondsFromGMT(for: Date(timeIntervalSince1970: wall - 43_200))
    let after = secondsFromGMT(for: Date(timeIntervalSince1970: wall + 43_200))
    guard before == after else { return instant(on: date, minutesAfterMidnight: minutes) }
    return Date(timeIntervalSince1970: wall - Double(before))
  }
}
