public import Foundation
public import JamaalModel

/// Times and ids as every screen writes them: 24-hour `HH:MM` in the device zone (D-12).
public enum TimeText {
  /// The separator between a window's start and end: an en dash.
  public static let windowDash = "–"

  /// "08:15": an instant on the device's wall clock.
  /// - Parameters:
  ///   - instant: the instant.
  ///   - zone: the device's time zone.
  /// - Returns: the 24-hour `HH:MM`.
  public static func clock(_ instant: Date, in zone: TimeZone) -> String {
    (WallClockTime(minutes: zone.wallClock(at: instant).minutes) ?? .midnight).description
  }

  /// "08:15–08:45": a window's start and end on the device's wall clock; a window crossing
  /// midnight still reads `HH:MM–HH:MM` ("19:28–04:51").
  /// - Parameters:
  ///   - anchor: the Anchor whose window is shown.
  ///   - zone: the device's time zone.
  /// - Returns: the window text.
  public static func window(of anchor: Anchor, in zone: TimeZone) -> String {
    clock(anchor.windowStart, in: zone) + windowDash + clock(anchor.windowEnd, in: zone)
  }

  /// "1a2b3c4d": the first eight characters of an id, enough to name a row on the command line.
  /// - Parameter id: the id.
  /// - Returns: its lowercase eight-character prefix.
  public static func shortID(_ id: UUID) -> String {
    String(id.lowercasedText.prefix(8))
  }
}
