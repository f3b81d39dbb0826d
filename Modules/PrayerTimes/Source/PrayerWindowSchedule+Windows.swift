import Foundation
import JamaalModel

extension PrayerWindowSchedule {
  /// One chosen prayer on one date: its window, or why it has none.
  enum DayWindow {
    case open(Prayer, start: Date, end: Date)
    case missing(Prayer, reason: String, kind: MissingWindow.Kind)
  }

  /// The windows (D-9) of the chosen prayers on `date`, computing the day's times once (and the
  /// next day's only when Isha ends at the next Fajr).
  func windows(on date: LogicalDate) -> [DayWindow] {
    let needsNext = config.ishaEndsAt == .nextFajr && config.prayers.contains(.isha)
    let days = calculator.times(from: date, days: needsNext ? 2 : 1)
    let day = days[0]
    return config.prayers.map { prayer in
      let end: (bound: WindowBound, time: PrayerTime)
      switch prayer {
      case .fajr: end = (.prayer(.sunrise), day.sunrise)
      case .dhuhr: end = (.prayer(.asr), day.asr)
      case .asr: end = (.prayer(.maghrib), day.maghrib)
      case .maghrib: end = (.prayer(.isha), day.isha)
      case .sunrise, .isha:
        end = needsNext ? (.nextFajr, days[1].fajr) : (.midnight, day.midnight)
      }
      return Self.window(prayer, start: day.time(for: prayer), end: end)
    }
  }

  /// A window from two times, or the words for why there is none.
  private static func window(
    _ prayer: Prayer, start: PrayerTime, end: (bound: WindowBound, time: PrayerTime)
  ) -> DayWindow {
    switch (start, end.time) {
    case (.noTime(let reason), _):
      return .missing(
        prayer, reason: PrayerWords.missing(start: true, bound: .prayer(prayer), reason: reason),
        kind: kind(reason))
    case (_, .noTime(let reason)):
      return .missing(
        prayer, reason: PrayerWords.missing(start: false, bound: end.bound, reason: reason),
        kind: kind(reason))
    case (.at(let opens), .at(let closes)):
      guard closes > opens else {
        return .missing(
          prayer, reason: PrayerWords.closesBeforeOpening(end: end.bound), kind: .other)
      }
      return .open(prayer, start: opens, end: closes)
    }
  }

  /// The kind of a missing window, from why its time is absent.
  private static func kind(_ reason: NoTimeReason) -> MissingWindow.Kind {
    switch reason {
    case .sunDoesNotRise: .polarNight
    case .sunDoesNotSet: .midnightSun
    case .angleNotReached, .outOfOrder: .other
    }
  }
}
