/// Every word of the prayer-times source a person reads, in one table: method, madhab and prayer
/// names, the Friday title, and why a prayer has no window on a day.
enum PrayerWords {
  /// The title of Friday's Dhuhr when `fridayLabel` is on (G-36).
  static let jumuah = "Jumu'ah"

  /// A method's display name.
  static func name(of method: CalculationMethod) -> String {
    switch method {
    case .muslimWorldLeague: "Muslim World League"
    case .egyptian: "Egyptian General Authority"
    case .karachi: "Karachi"
    case .ummAlQura: "Umm al-Qura"
    case .dubai: "Dubai"
    case .moonsightingCommittee: "Moonsighting Committee"
    case .northAmerica: "North America (ISNA)"
    case .kuwait: "Kuwait"
    case .qatar: "Qatar"
    case .singapore: "Singapore"
    case .tehran: "Tehran"
    case .turkey: "Turkey (Diyanet)"
    case .other: "Custom"
    }
  }

  /// A madhab's display name.
  static func name(of madhab: Madhab) -> String {
    switch madhab {
    case .shafi: "Shafi"
    case .hanafi: "Hanafi"
    }
  }

  /// A prayer's (or sunrise's) display name: the Anchor title of its slot.
  static func name(of prayer: Prayer) -> String {
    switch prayer {
    case .fajr: "Fajr"
    case .sunrise: "Sunrise"
    case .dhuhr: "Dhuhr"
    case .asr: "Asr"
    case .maghrib: "Maghrib"
    case .isha: "Isha"
    }
  }

  /// When Isha ends, in words: "Islamic midnight", "the next Fajr".
  static func name(of end: IshaEnd) -> String {
    switch end {
    case .islamicMidnight: "Islamic midnight"
    case .nextFajr: "the next Fajr"
    }
  }

  /// A high-latitude rule's words: "middle of the night", "a seventh of the night",
  /// "twilight angle", "recommended".
  static func name(of rule: HighLatitudeRule) -> String {
    switch rule {
    case .middleOfTheNight: "middle of the night"
    case .seventhOfTheNight: "a seventh of the night"
    case .twilightAngle: "twilight angle"
    case .recommended: "recommended"
    }
  }

  /// The rules-list summary: "5 prayers · Muslim World League · Shafi".
  /// With `total`, a day on which only `prayerCount` of them have a window: "4 of 5 prayers".
  static func summary(
    prayerCount: Int, of total: Int? = nil, method: CalculationMethod, madhab: Madhab
  ) -> String {
    let all = total ?? prayerCount
    let count =
      prayerCount < all
      ? "\(prayerCount) of \(all) prayers"
      : prayerCount == 1 ? "1 prayer" : "\(prayerCount) prayers"
    return "\(count) · \(name(of: method)) · \(name(of: madhab))"
  }

  /// Why a time is absent, as a clause: "the sun does not rise (polar night)".
  static func cause(_ reason: NoTimeReason, of time: WindowBound) -> String {
    switch reason {
    case .sunDoesNotSet: return "the sun does not set (midnight sun)"
    case .sunDoesNotRise: return "the sun does not rise (polar night)"
    case .outOfOrder: return "\(time.phrase) would fall outside its place in the day"
    case .angleNotReached:
      switch time {
      case .prayer(.asr): return "the sun stays too low for Asr's shadow"
      case .prayer(.fajr), .prayer(.isha), .nextFajr, .midnight:
        return "the sun does not go far enough below the horizon (polar)"
      case .prayer: return "the sun does not cross the horizon (polar)"
      }
    }
  }

  /// The words for a prayer with no window on a day, without the prayer's name:
  /// "the sun does not rise (polar night), so there is no sunrise to end it".
  static func missing(start: Bool, bound: WindowBound, reason: NoTimeReason) -> String {
    let cause = cause(reason, of: bound)
    return start
      ? "\(cause), so it has no time that day"
      : "\(cause), so there is no \(bound.phrase) to end it"
  }

  /// The words for a window that would close before it opens.
  static func closesBeforeOpening(end: WindowBound) -> String {
    "it would begin at or after \(end.phrase), so it has no window that day"
  }
}
extension CalculationMethod {
  /// The name a person reads: "Muslim World League", "North America (ISNA)", "Custom".
  public var displayName: String { PrayerWords.name(of: self) }
}

extension Madhab {
  /// The name a person reads: "Shafi" or "Hanafi".
  public var displayName: String { PrayerWords.name(of: self) }
}

extension HighLatitudeRule {
  /// The words a person reads: "middle of the night", "a seventh of the night", ….
  public var displayName: String { PrayerWords.name(of: self) }
}

extension Prayer {
  /// The name a person reads: "Fajr", "Sunrise", "Dhuhr", "Asr", "Maghrib", "Isha".
  public var displayName: String { PrayerWords.name(of: self) }
}
