/// A time that opens or closes a prayer's window (D-9).
enum WindowBound: Hashable, Sendable {
  /// One of the day's computed times (a prayer, or sunrise).
  case prayer(Prayer)
  /// The day's Islamic midnight.
  case midnight
  /// The next day's Fajr.
  case nextFajr

  /// The bound's name inside a sentence: "sunrise", "Asr", "Islamic midnight", "the next Fajr".
  var phrase: String {
    switch self {
    case .prayer(.sunrise): "sunrise"
    case .prayer(let prayer): PrayerWords.name(of: prayer)
    case .midnight: "Islamic midnight"
    case .nextFajr: "the next Fajr"
    }
  }
}
