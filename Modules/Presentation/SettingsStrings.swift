public import JamaalModel

/// Every word of ST-03 (Notifications & times) as `jamaal settings` and `status` show it.
public enum SettingsStrings {
  /// The screen's title (the seeds' words).
  public static let heading = "Notifications & times"

  /// The labels, in the order the screen lists them.
  public enum Label: String, CaseIterable, Sendable {
    /// The evening planning prompt's time.
    case planningTime = "Planning time"
    /// The morning nudge's time.
    case morningTime = "Morning time"
    /// Where the logical day starts (D-1).
    case dayStart = "Day starts at"
    /// The planning prompt on or off.
    case planningPrompt = "Planning prompt"
    /// The morning nudge on or off.
    case morningNudge = "Morning nudge"
    /// This device's switch (the seeds' words).
    case deviceSwitch = "Send reminders on this device"
  }

  /// The value of each label, as the screen shows it ("21:00", "03:00 (05:00 from Wed
  /// 2026-12-02)", "on").
  /// - Parameter settings: the settings.
  /// - Returns: label and value, in screen order.
  public static func rows(_ settings: DaySettings) -> [(label: Label, value: String)] {
    let start =
      settings.nextDayStart.map {
        "\(settings.dayStart) (\($0.dayStart) from \($0.from.weekday.shortName) \($0.from))"
      } ?? settings.dayStart.description
    return [
      (.planningTime, settings.planningTime.description),
      (.morningTime, settings.morningTime.description), (.dayStart, start),
      (.planningPrompt, onOff(settings.planningPrompt)),
      (.morningNudge, onOff(settings.morningNudge)),
      (.deviceSwitch, onOff(settings.deviceSwitch)),
    ]
  }

  /// "settings: planning 21:00 · morning 07:00 · day starts 03:00" — `status`'s line.
  /// - Parameter settings: the settings.
  /// - Returns: the line.
  public static func statusLine(_ settings: DaySettings) -> String {
    "settings: planning \(settings.planningTime) · morning \(settings.morningTime) · day starts "
      + "\(settings.dayStart)"
      + (settings.nextDayStart.map { " (\($0.dayStart) from \($0.from))" } ?? "")
      + " · morning nudge \(onOff(settings.morningNudge))"
  }

  /// "A new day start applies from the next day: 05:00 from Wed 2026-12-02." (SPEC §7).
  /// - Parameters:
  ///   - start: the day start chosen.
  ///   - from: the first logical day it starts.
  /// - Returns: the line.
  public static func dayStartWaits(_ start: WallClockTime, from: LogicalDate) -> String {
    "A new day start applies from the next day: \(start) from \(from.weekday.shortName) \(from)."
  }

  /// The button of the settings form.
  public static let save = "Save"

  /// "Settings saved."
  public static let saved = "Settings saved."

  private static func onOff(_ on: Bool) -> String { on ? "on" : "off" }
}
