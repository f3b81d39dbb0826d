/// The words about the instant a command runs at (given to replay a moment).
public enum ClockStrings {
  /// "9999-12-30T12:00:00Z is past what Jamaal can plan: give an instant from
  /// 0002-01-01 to 9979-12-31 (UTC)" — an instant whose look-ahead or look-back would leave
  /// years 1…9999.
  /// - Parameters:
  ///   - text: the instant as typed.
  ///   - first: the first day allowed (`0002-01-01`).
  ///   - last: the last day allowed (`9979-12-31`).
  /// - Returns: the message.
  public static func outOfRange(_ text: String, first: String, last: String) -> String {
    "\(text) is beyond the years Jamaal can plan for: give an instant from \(first) to"
      + " \(last) (UTC)"
  }

  /// "'x' is not an ISO 8601 instant (e.g. 2026-11-29T14:05:00+03:00)".
  /// - Parameter text: the value as typed.
  /// - Returns: the message.
  public static func notAnInstant(_ text: String) -> String {
    "'\(text)' is not an ISO 8601 instant (e.g. 2026-11-29T14:05:00+03:00)"
  }
}
