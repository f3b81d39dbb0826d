/// When the Isha window closes (D-9).
public enum IshaEnd: String, CaseIterable, Codable, Sendable {
  /// At the day's Islamic midnight (the middle of Maghrib to the next Fajr): the default.
  case islamicMidnight
  /// At the next day's Fajr.
  case nextFajr
}
