import Foundation
import Model

extension PrayerWindowSchedule {
  /// One chosen prayer on one date: its window, or why it has none.
  enum DayWindow {
    case open(Prayer, start: Date, end: Date)
    case missing(Prayer, reason: String)
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
        prayer, reason: PrayerWords.missing(start: true, bound: .prayer(prayer), reason: reason))
    case (_, .noTime(let reason)):
      return .missing(
        prayer, reason: PrayerWords.missing(start: false, bound: end.bound, reason: reason))
    case (.at(let opens), .at(let closes)):
      guard closes > opens else {
        return .missing(prayer, reason: PrayerWords.closesBeforeOpening(end: end.bound))
      }
      return .open(prayer, start: opens, end: closes)
    }
  }
}

/// Cheap, stable Anchor ids for a rule's natural keys (generation replaces them with random ones
/// before storing; `UUID()` would cost a system call per Anchor).
enum PrayerAnchorIDs {
  /// A version-4 id distinct for each (rule, date, prayer).
  static func placeholder(rule: UUID, date: LogicalDate, prayer: Prayer) -> UUID {
    let index = UInt64(Prayer.allCases.firstIndex(of: prayer) ?? 0)
    let key = UInt64(bitPattern: Int64(date.daysSinceEpoch)) << 8 | index
    var bytes = rule.uuid
    withUnsafeMutableBytes(of: &bytes) { buffer in
      let high = buffer.load(fromByteOffset: 0, as: UInt64.self) ^ mix(key)
      let low = buffer.load(fromByteOffset: 8, as: UInt64.self) ^ mix(key ^ 0x5555_5555_5555_5555)
      buffer.storeBytes(of: high, toByteOffset: 0, as: UInt64.self)
      buffer.storeBytes(of: low, toByteOffset: 8, as: UInt64.self)
    }
    bytes.6 = (bytes.6 & 0x0F) | 0x40  // version 4
    bytes.8 = (bytes.8 & 0x3F) | 0x80  // RFC 4122 variant
    return UUID(uuid: bytes)
  }

  /// SplitMix64's finaliser.
  private static func mix(_ value: UInt64) -> UInt64 {
    var z = value
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
