public import Foundation
public import JamaalModel

/// When the planning time of a logical day falls, and what Today shows after it: the quiet
/// "Plan tomorrow" row (G-45) and, once, the notifications banner (D-21).
public enum PlanningTime {
  /// The instant `time` falls on within the logical day holding `now` (a time before the day
  /// start belongs to the next calendar date, D-1).
  /// - Parameters:
  ///   - time: the planning time (UserSettings.planningTime).
  ///   - now: the current instant.
  ///   - logicalDay: the device's logical day.
  /// - Returns: the instant.
  public static func instant(_ time: WallClockTime, now: Date, logicalDay: LogicalDay) -> Date {
    ReminderPlanner.instant(time, on: logicalDay.logicalDate(of: now), in: logicalDay)
  }

  /// Whether Today shows the quiet "Plan tomorrow" row (G-45): the planning time has come and
  /// tomorrow is neither planned nor skipped, whatever the permission or the planning prompt.
  /// - Parameters:
  ///   - time: the planning time.
  ///   - now: the current instant.
  ///   - logicalDay: the device's logical day.
  ///   - tomorrowDecided: whether tomorrow has a plan that is planned or skipped.
  /// - Returns: whether the row shows.
  public static func showsPlanTomorrow(
    _ time: WallClockTime, now: Date, logicalDay: LogicalDay, tomorrowDecided: Bool
  ) -> Bool {
    !tomorrowDecided && now >= instant(time, now: now, logicalDay: logicalDay)
  }
}
