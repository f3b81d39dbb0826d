/// What to do on a day when the sun does not rise or does not set (polar night or midnight sun).
public enum PolarResolution: String, CaseIterable, Codable, Sendable {
  /// Return the times that exist and a typed "no time" for the rest.
  case unresolved
  /// Borrow sunrise, sunset, Fajr, Asr and Isha from the nearest day (±1, ±2 … up to 183 days)
  /// on which the sun both rises and sets, today and tomorrow.
  case nearestDay
  /// Borrow them from the nearest latitude (0.5° steps towards the equator, while at or above
  /// 65°) at which the sun both rises and sets, today and tomorrow.
  case nearestLatitude
}
