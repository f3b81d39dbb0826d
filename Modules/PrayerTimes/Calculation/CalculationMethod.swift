/// A published convention for Fajr, Isha and small fixed adjustments, named as on the command line.
public enum CalculationMethod: String, CaseIterable, Codable, Sendable {
  /// Muslim World League: Fajr 18°, Isha 17°.
  case muslimWorldLeague
  /// Egyptian General Authority of Survey: Fajr 19.5°, Isha 17.5°.
  case egyptian
  /// University of Islamic Sciences, Karachi: Fajr 18°, Isha 18°.
  case karachi
  /// Umm al-Qura University, Makkah: Fajr 18.5°, Isha 90 minutes after Maghrib.
  case ummAlQura
  /// UAE (Dubai): Fajr and Isha 18.2°, with small adjustments.
  case dubai
  /// Moonsighting Committee Worldwide: 18°, with seasonal limits on Fajr and Isha.
  case moonsightingCommittee
  /// Islamic Society of North America: Fajr 15°, Isha 15°.
  case northAmerica
  /// Kuwait: Fajr 18°, Isha 17.5°.
  case kuwait
  /// Qatar: Fajr 18°, Isha 90 minutes after Maghrib.
  case qatar
  /// Majlis Ugama Islam Singapura: Fajr 20°, Isha 18°, rounded up.
  case singapore
  /// Institute of Geophysics, University of Tehran: Fajr 17.7°, Isha 14°, Maghrib 4.5°.
  case tehran
  /// An approximation of Turkey's Diyanet: 18° and 17°, with adjustments.
  case turkey
  /// Custom angles: set `fajrAngle` and `ishaAngle` (Muslim World League's until then).
  case other

  /// The Fajr depression angle, degrees.
  var fajrAngle: Double {
    switch self {
    case .egyptian: 19.5
    case .ummAlQura: 18.5
    case .dubai: 18.2
    case .northAmerica: 15
    case .singapore: 20
    case .tehran: 17.7
    case .muslimWorldLeague, .karachi, .moonsightingCommittee, .kuwait, .qatar, .turkey, .other:
      18
    }
  }

  /// The Isha depression angle, degrees (unused when `ishaInterval` is set).
  var ishaAngle: Double {
    switch self {
    case .egyptian, .kuwait: 17.5
    case .karachi, .moonsightingCommittee, .singapore: 18
    case .dubai: 18.2
    case .northAmerica: 15
    case .tehran: 14
    case .muslimWorldLeague, .turkey, .other, .ummAlQura, .qatar: 17
    }
  }

  /// Minutes from Maghrib to Isha, for the methods that use an interval.
  var ishaInterval: Int? {
    switch self {
    case .ummAlQura, .qatar: 90
    default: nil
    }
  }

  /// The Maghrib depression angle, for the method that uses one.
  var maghribAngle: Double? { self == .tehran ? 4.5 : nil }

  /// The method's own adjustments, in minutes.
  var adjustments: PrayerAdjustments {
    switch self {
    case .muslimWorldLeague, .egyptian, .karachi, .northAmerica, .singapore:
      PrayerAdjustments(dhuhr: 1)
    case .dubai: PrayerAdjustments(sunrise: -3, dhuhr: 3, asr: 3, maghrib: 3)
    case .moonsightingCommittee: PrayerAdjustments(dhuhr: 5, maghrib: 3)
    case .turkey: PrayerAdjustments(sunrise: -7, dhuhr: 5, asr: 4, maghrib: 7)
    case .ummAlQura, .kuwait, .qatar, .tehran, .other: PrayerAdjustments()
    }
  }

  /// The rounding the method publishes with.
  var rounding: Rounding { self == .singapore ? .up : .nearest }
}
