public import Foundation

/// One computed time of a day: an instant, or the reason there is none that day.
public enum PrayerTime: Hashable, Sendable {
  /// The instant, rounded as the parameters say.
  case at(Date)
  /// The time does not exist that day.
  case noTime(NoTimeReason)

  /// The instant, or nil when there is none.
  public var date: Date? {
    if case .at(let date) = self { return date }
    return nil
  }

  /// Why there is no time, or nil when there is one.
  public var reason: NoTimeReason? {
    if case .noTime(let reason) = self { return reason }
    return nil
  }
}

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
