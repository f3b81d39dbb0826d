import Foundation
import JamaalModel

/// The six times of one day, final (adjusted, rounded, in order), before its night is known.
struct CoreDay {
  var fajr: CoreTime
  var sunrise: CoreTime
  var dhuhr: CoreTime
  var asr: CoreTime
  var maghrib: CoreTime
  var isha: CoreTime

  /// The day with its night: midnight and last third run from Maghrib to `next`'s Fajr.
  func finished(date: LogicalDate, next: CoreDay) -> DayPrayerTimes {
    let midnight: CoreTime
    let lastThird: CoreTime
    switch (maghrib, next.fajr) {
    case (.at(let start), .at(let end)) where end > start:
      let night = Double(end - start)
      midnight = .at(Rounding.nearest.apply(start + Int((night / 2).rounded(.down))))
      lastThird = .at(Rounding.nearest.apply(start + Int((night * 2 / 3).rounded(.down))))
    case (.at, .at):
      midnight = .none(.outOfOrder)
      lastThird = .none(.outOfOrder)
    case (.none(let reason), _), (_, .none(let reason)):
      midnight = .none(reason)
      lastThird = .none(reason)
    }
    return DayPrayerTimes(
      date: date, fajr: fajr.time, sunrise: sunrise.time, dhuhr: dhuhr.time, asr: asr.time,
      maghrib: maghrib.time, isha: isha.time, midnight: midnight.time,
      lastThird: lastThird.time)
  }
}
