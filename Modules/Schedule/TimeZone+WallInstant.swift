import Foundation
import Model

extension TimeZone {
  /// The instant a wall clock in this zone shows `minutes` after midnight on `date` (D-4): a
  /// missing wall time moves forward by the gap, an ambiguous one takes the first occurrence.
  ///
  /// The same rule as Model's `instant(on:minutesAfterMidnight:)`, but sampling the offsets 36
  /// hours either side instead of 12: with 12, zones more than 12 hours ahead of UTC
  /// (Pacific/Chatham +13:45, Pacific/Tongatapu, Pacific/Kiritimati) read both samples on the
  /// same side of a transition and land an hour out. On the common day the two samples agree
  /// (zones never change twice within three days) and the answer needs no further look-up.
  func wallInstant(on date: LogicalDate, minutesAfterMidnight minutes: Int) -> Date {
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
}

extension LogicalDay {
  /// The instant `date` starts (D-1), using ``TimeZone/wallInstant(on:minutesAfterMidnight:)``.
  func exactStart(of date: LogicalDate) -> Date {
    timeZone.wallInstant(on: date, minutesAfterMidnight: dayStart.minutes)
  }

  /// The logical date `instant` belongs to, using ``exactStart(of:)``.
  func exactLogicalDate(of instant: Date) -> LogicalDate {
    let date = timeZone.wallClock(at: instant).date
    return instant < exactStart(of: date) ? date.adding(days: -1) : date
  }

  /// The half-open interval of `date`, using ``exactStart(of:)``.
  func exactInterval(of date: LogicalDate) -> DateInterval {
    DateInterval(start: exactStart(of: date), end: exactStart(of: date.adding(days: 1)))
  }
}
