/// Why a time does not exist on a day.
public enum NoTimeReason: String, CaseIterable, Codable, Sendable {
  /// The sun does not set (midnight sun), so sunrise, sunset and what depends on them are absent.
  case sunDoesNotSet
  /// The sun does not rise (polar night).
  case sunDoesNotRise
  /// The sun never reaches the altitude that defines this time that day (an Asr when the sun's
  /// centre stays at or below the horizon, or twilight that never deepens to the angle).
  case angleNotReached
  /// The time would fall outside its place in the day (an Asr after Maghrib, a Fajr after
  /// sunrise): it cannot happen that day.
  case outOfOrder
}
