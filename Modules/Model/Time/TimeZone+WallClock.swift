public import Foundation

extension TimeZone {
  /// The instant a wall clock in this zone shows `time` on `date` (D-4).
  ///
  /// A wall time that does not exist (spring forward) moves forward by the gap, so 02:30 on a
  /// day whose clocks jump from 02:00 to 03:00 is 03:30. An ambiguous one (fall back) takes the
  /// first occurrence.
  /// - Parameters:
  ///   - date: the calendar date.
  ///   - minutes: minutes after that date's midnight; may exceed 1440 to reach the next day.
  /// - Returns: the instant.
  public func instant(on date: LogicalDate, minutesAfterMidnight minutes: Int) -> Date {
    // Offsets are sampled 36 hours either side: with less, zones more than 12 hours ahead of
    // UTC (Pacific/Chatham, Pacific/Kiritimati) read both samples on one side of a transition.
    // Zones never change twice within three days, so on most days the samples agree.
    let wall = Double(date.daysSinceEpoch * 86_400 + minutes * 60)
    let before = secondsFromGMT(for: Date(timeIntervalSince1970: wall - 129_600))
    let after = secondsFromGMT(for: Date(timeIntervalSince1970: wall + 129_600))
    let early = wall - Double(before)
    guard before != after else { return Date(timeIntervalSince1970: early) }
    let late = wall - Double(after)
    let earlyValid = secondsFromGMT(for: Date(timeIntervalSince1970: early)) == before
    let lateValid = secondsFromGMT(for: Date(timeIntervalSince1970: late)) == after
    switch (earlyValid, lateValid) {
    case (true, true): return Date(timeIntervalSince1970: min(early, late))
    case (false, true): return Date(timeIntervalSince1970: late)
    // Valid before the change, or in the gap: read the wall time with the earlier offset.
    case (true, false), (false, false): return Date(timeIntervalSince1970: early)
    }
  }

  /// The calendar date and minutes after midnight a wall clock in this zone shows at `instant`.
  public func wallClock(at instant: Date) -> (date: LogicalDate, minutes: Int) {
    let local = Int((instant.timeIntervalSince1970).rounded(.down)) + secondsFromGMT(for: instant)
    let days = local >= 0 ? local / 86_400 : (local - 86_399) / 86_400
    return (LogicalDate(daysSinceEpoch: days), (local - days * 86_400) / 60)
  }
}
