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
