public import Foundation
public import JamaalModel

/// Why an action was refused, with the words the UI shows.
///
/// | action | state | message |
/// |---|---|---|
/// | attend, markDoneAfterAll | upcoming | "Opens at 15:20" (or "Opens tomorrow at 08:15", "Opens Thu at 03:00", "Opens 2027-01-04 at 09:00") |
/// | skip, delegate | closed | "This window has closed" |
/// | attend, markDoneAfterAll | missed, after the day of grace | "The day for marking this done ended at 03:00" (or "… ended Tue at 03:00", "… ended 2027-06-01 at 03:00") |
/// | markDoneAfterAll | pending, open or closing soon | "This window is still open" |
/// | any | attended | "Already marked attended" |
/// | any | skipped | "Already marked not today" |
/// | any | delegated | "Already marked as done by someone else" |
/// | any | an unknown status | "Update Jamaal to change this" |
public struct ActionRefusal: Error, Hashable, Sendable, CustomStringConvertible {
  /// The reason, for code that branches on it.
  public let reason: Reason
  /// The words the UI shows.
  public let message: String

  /// The reasons an action is refused.
  public enum Reason: Hashable, Sendable {
    /// The window has not opened (attended is never logged early).
    case notOpenYet(opensAt: Date)
    /// The window has closed and the action is final.
    case closed
    /// The late correction's day of grace ended at `endedAt` (D-20).
    case correctionExpired(endedAt: Date)
    /// The window is still open: attend instead of correcting.
    case stillOpen
    /// The outcome is already decided and is never reopened.
    case alreadyDecided(AttendanceStatus)
    /// The status was written by a newer version.
    case unknownStatus(String)
  }

  /// The message a person reads.
  public var description: String { message }

  /// Makes a refusal with its words; `logicalDay` says what "tomorrow" is and the device zone.
  static func make(_ reason: Reason, now: Date, logicalDay: LogicalDay) -> ActionRefusal {
    let message: String
    switch reason {
    case .notOpenYet(let opensAt):
      message = opensText(opensAt, now: now, logicalDay: logicalDay)
    case .closed:
      message = "This window has closed"
    case .correctionExpired(let endedAt):
      message = endedText(endedAt, now: now, logicalDay: logicalDay)
    case .stillOpen:
      message = "This window is still open"
    case .alreadyDecided(let status):
      switch status {
      case .attended: message = "Already marked attended"
      case .skipped: message = "Already marked not today"
      case .delegated: message = "Already marked as done by someone else"
      default: message = "Already marked \(status.rawValue)"
      }
    case .unknownStatus:
      message = "Update Jamaal to change this"
    }
    return ActionRefusal(reason: reason, message: message)
  }

  /// "The day for marking this done ended at 03:00" when it ended at today's start; "… ended
  /// Tue at 03:00" within the week before; else the date.
  private static func endedText(_ endedAt: Date, now: Date, logicalDay: LogicalDay) -> String {
    let wall = logicalDay.timeZone.wallClock(at: endedAt)
    let time = WallClockTime(minutes: wall.minutes)?.description ?? ""
    // The day that ended is the one before `endedAt`'s logical day.
    let days = logicalDay.logicalDate(of: endedAt).days(to: logicalDay.logicalDate(of: now))
    let prefix = "The day for marking this done ended"
    switch days {
    case ...0: return "\(prefix) at \(time)"
    case 1...6: return "\(prefix) \(wall.date.weekday.shortName) at \(time)"
    default: return "\(prefix) \(wall.date) at \(time)"
    }
  }

  /// "Opens at 15:20" today; "Opens tomorrow at …", "Opens Thu at …" within the week, else the
  /// date. Times are `HH:MM` in the device zone.
  private static func opensText(_ opensAt: Date, now: Date, logicalDay: LogicalDay) -> String {
    let wall = logicalDay.timeZone.wallClock(at: opensAt)
    let time = WallClockTime(minutes: wall.minutes)?.description ?? ""
    let days = logicalDay.logicalDate(of: now).days(
      to: logicalDay.logicalDate(of: opensAt))
    switch days {
    case ...0: return "Opens at \(time)"
    case 1: return "Opens tomorrow at \(time)"
    case 2...6: return "Opens \(wall.date.weekday.shortName) at \(time)"
    default: return "Opens \(wall.date) at \(time)"
    }
  }
}
