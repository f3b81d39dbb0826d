import Foundation
import Model

/// One time of a core day: whole seconds since 1970, or why there is none.
enum Slot {
  case at(Int)
  case none(NoTimeReason)

  /// The seconds, or nil.
  var seconds: Int? {
    if case .at(let seconds) = self { return seconds }
    return nil
  }

  /// The reason, or nil.
  var reason: NoTimeReason? {
    if case .none(let reason) = self { return reason }
    return nil
  }

  /// The public form.
  var time: PrayerTime {
    switch self {
    case .at(let seconds): .at(Date(timeIntervalSince1970: Double(seconds)))
    case .none(let reason): .noTime(reason)
    }
  }
}

/// The six times of one day, final (adjusted, rounded, in order), before its night is known.
struct CoreDay {
  var fajr: Slot
  var sunrise: Slot
  var dhuhr: Slot
  var asr: Slot
  var maghrib: Slot
  var isha: Slot

  /// The day with its night: midnight and last third run from Maghrib to `next`'s Fajr.
  func finished(date: LogicalDate, next: CoreDay) -> DayPrayerTimes {
    let midnight: Slot
    let lastThird: Slot
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
