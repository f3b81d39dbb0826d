public import Foundation
public import JamaalModel

/// Where the clock is relative to a window (SPEC §4.4).
public enum WindowState: String, CaseIterable, Hashable, Sendable {
  /// Before the window opens.
  case upcoming
  /// Open, not yet closing soon.
  case open
  /// The last 15 minutes, or the last quarter of a window shorter than an hour (D-8).
  case closingSoon
  /// At or after the end.
  case closed

  /// Minutes before the end that count as closing soon for windows of an hour or more.
  public static let closingSoonMinutes = 15

  /// The state of `[windowStart, windowEnd)` at `now`.
  public init(windowStart: Date, windowEnd: Date, now: Date) {
    if now < windowStart {
      self = .upcoming
    } else if now >= windowEnd {
      self = .closed
    } else {
      let length = windowEnd.timeIntervalSince(windowStart)
      let soon = min(Double(Self.closingSoonMinutes * 60), length / 4)
      self = now >= windowEnd.addingTimeInterval(-soon) ? .closingSoon : .open
    }
  }

  /// The state of an Anchor's window at `now`.
  public init(of anchor: Anchor, at now: Date) {
    self.init(windowStart: anchor.windowStart, windowEnd: anchor.windowEnd, now: now)
  }

  /// Whether attended may be marked (open or closing soon).
  public var isOpen: Bool { self == .open || self == .closingSoon }
}

extension Anchor {
  /// The status to show at `now`: a pending Anchor whose window has closed reads as missed at
  /// once (its stored status is finalised at the next evaluation).
  public func effectiveStatus(at now: Date) -> AttendanceStatus {
    attendanceStatus == .pending && now >= windowEnd ? .missed : attendanceStatus
  }
}
