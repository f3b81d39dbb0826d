import Foundation

/// The words of a focus session (the timer behind Today's chip, D-12).
public enum FocusStrings {
  /// "Focus started at 15:45." or "Focus on Homework started at 15:45."
  /// - Parameters:
  ///   - title: what the session is for, if named.
  ///   - time: its start, `HH:MM`.
  /// - Returns: the line.
  public static func started(title: String?, at time: String) -> String {
    "\(name(title)) started at \(time)."
  }

  /// "Focus stopped: 25 min logged."
  /// - Parameters:
  ///   - title: what the session was for, if named.
  ///   - minutes: the minutes logged.
  /// - Returns: the line.
  public static func stopped(title: String?, minutes: Int) -> String {
    "\(name(title)) stopped: \(minutes) min logged."
  }

  /// A second start while one runs: "Focus on Homework is running since 15:40; stop it first."
  /// - Parameters:
  ///   - title: the running session's title, if named.
  ///   - time: when it started, `HH:MM`.
  /// - Returns: the line.
  public static func alreadyRunning(title: String?, since time: String) -> String {
    "\(name(title)) is running since \(time); stop it first"
  }

  /// "Focus stopped at the end of the day (03:00): 1020 min logged." — a session left running
  /// past its logical day, stopped there.
  /// - Parameters:
  ///   - title: what the session was for, if named.
  ///   - time: the day's end, `HH:MM`.
  ///   - minutes: the minutes logged.
  /// - Returns: the line.
  public static func stoppedAtDayEnd(title: String?, at time: String, minutes: Int) -> String {
    "\(name(title)) stopped at the end of the day (\(time)): \(minutes) min logged."
  }

  /// A stop with nothing running.
  public static let notRunning = "No focus session is running"

  /// What a line under Today's heading shows before the chip: "Focus · Asr closes in 10 min".
  /// - Parameter chip: the chip, or nil when nothing open closes.
  /// - Returns: the line.
  public static func todayLine(chip: String?) -> String {
    "Focus · " + (chip ?? "nothing open to close")
  }

  private static func name(_ title: String?) -> String {
    title.map { "Focus on \(ShownTitle.cut($0))" } ?? "Focus"
  }
}
