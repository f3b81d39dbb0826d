public import Foundation
public import JamaalModel

/// ST-03 (Notifications & times) as values: the user's times and day start, and this device's
/// daily reminders and switch.
public struct DaySettings: Hashable, Sendable {
  /// When the evening planning prompt fires (and Plan tomorrow shows, G-45).
  public var planningTime: WallClockTime
  /// When the morning nudge fires.
  public var morningTime: WallClockTime
  /// Where the logical day starts now (D-1).
  public var dayStart: WallClockTime
  /// A day start chosen but not yet in force (SPEC §7: from the next logical day).
  public var nextDayStart: NextDayStart?
  /// Whether the planning prompt is on.
  public var planningPrompt: Bool
  /// Whether the morning nudge is on.
  public var morningNudge: Bool
  /// "Send reminders on this device".
  public var deviceSwitch: Bool
  /// After a change of the day start: the first logical day that starts at it (SPEC §7).
  public var dayStartFrom: LogicalDate?

  /// The settings as shown.
  public init(
    planningTime: WallClockTime, morningTime: WallClockTime, dayStart: WallClockTime,
    nextDayStart: NextDayStart?, planningPrompt: Bool, morningNudge: Bool, deviceSwitch: Bool
  ) {
    self.planningTime = planningTime
    self.morningTime = morningTime
    self.dayStart = dayStart
    self.nextDayStart = nextDayStart
    self.planningPrompt = planningPrompt
    self.morningNudge = morningNudge
    self.deviceSwitch = deviceSwitch
  }
}

/// A changed day start waiting for the next logical day (SPEC §7, D-1).
public struct NextDayStart: Hashable, Sendable {
  /// The day start chosen.
  public let dayStart: WallClockTime
  /// The first logical day it starts.
  public let from: LogicalDate
  /// The instant it takes over: the later of that day's start by the old and the new start, so
  /// the current day never shrinks back.
  public let at: Date

  /// A waiting day start.
  public init(dayStart: WallClockTime, from: LogicalDate, at: Date) {
    self.dayStart = dayStart
    self.from = from
    self.at = at
  }
}
