import Foundation

/// One time of a core day: whole seconds since 1970, or why there is none.
enum CoreTime {
  case at(Int)
  case none(NoTimeReason)

  /// The seconds, or nil.
  var seconds: Int? {
    if case .at(let seconds) = self { return seconds }
    return nil
  }

  /// The reason, or nil.
  var reason: NoTimeReason? {
    if case .none(let reason) = self { return reason }
    return nil
  }

  /// The public form.
  var time: PrayerTime {
    switch self {
    case .at(let seconds): .at(Date(timeIntervalSince1970: Double(seconds)))
    case .none(let reason): .noTime(reason)
    }
  }
}
