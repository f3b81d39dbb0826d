import Foundation
import JamaalModel

/// Maps a calendar date in the location's zone to the UTC day whose solar times are that date's.
///
/// The solar times of UTC day U are hours from 0h UT of U. Near the date line the local date of
/// U's transit is U ± 1 (on Pacific/Chatham, +12:45, UTC day U's noon is local U + 1), so the
/// UTC day is chosen to put the transit on the requested local date.
struct DayMapping {
  /// Degrees east.
  let longitude: Double
  /// The location's zone.
  let timeZone: TimeZone

  /// The UTC day (days since 1970-01-01) for `date`, reading the zone's offset at that date.
  func solarDay(for date: LogicalDate) -> Int {
    date.daysSinceEpoch - shift(at: date).days
  }

  /// The UTC days for `count` dates from `start`; the zone is read at both ends and, only when
  /// the shift could differ in between, at every date.
  func solarDays(from start: LogicalDate, count: Int) -> [Int] {
    let first = shift(at: start)
    let last = shift(at: start.adding(days: count - 1))
    // A day shift cannot change by a DST move (≤ 2 h) while transit stays ≥ 2.4 h from midnight.
    if first.days == last.days, first.safe, last.safe {
      return (0..<count).map { start.daysSinceEpoch + $0 - first.days }
    }
    return (0..<count).map { solarDay(for: start.adding(days: $0)) }
  }

  /// How many days the UTC day lies before the local date, and whether the local transit is far
  /// enough from midnight that an offset change of two hours would not move it.
  private func shift(at date: LogicalDate) -> (days: Int, safe: Bool) {
    let noon = Date(timeIntervalSince1970: Double(date.daysSinceEpoch) * 86_400 + 43_200)
    let offsetHours = Double(timeZone.secondsFromGMT(for: noon)) / 3600
    let localTransit = (12 - longitude / 15 + offsetHours) / 24
    let days = localTransit.rounded(.down)
    let fraction = localTransit - days
    return (Int(days), fraction > 0.1 && fraction < 0.9)
  }
}
