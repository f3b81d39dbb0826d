import Foundation
import JamaalCore
import JamaalModel
import JamaalPresentation

/// `jamaal settings`: ST-03 (Notifications & times) — shows and sets the planning and morning
/// times, the day start, the daily reminders and this device's switch, re-planning reminders.
enum SettingsCommand {
  /// `jamaal settings`.
  static let command = CommandSpec(
    "settings",
    "[--planning-time HH:MM] [--morning-time HH:MM] [--day-start HH:MM] [--planning-prompt on|off]"
      + " [--morning-nudge on|off] [--switch on|off]",
    "Shows or sets the times, the day start and this device's reminders.",
    options: Option.self, run: run)

  /// The options of `jamaal settings`.
  enum Option: String, CommandOption {
    case planningTime = "planning-time"
    case morningTime = "morning-time"
    case dayStart = "day-start"
    case planningPrompt = "planning-prompt"
    case morningNudge = "morning-nudge"
    case deviceSwitch = "switch"

    var usage: (value: String?, help: String) {
      switch self {
      case .planningTime: ("HH:MM", "the evening planning prompt (and Plan tomorrow)")
      case .morningTime: ("HH:MM", "the morning nudge")
      case .dayStart: ("HH:MM", "where the day starts, 00:00 to 06:00; applies from the next day")
      case .planningPrompt: ("on|off", "the evening planning prompt")
      case .morningNudge: ("on|off", "the morning nudge")
      case .deviceSwitch: ("on|off", "Send reminders on this device")
      }
    }

    var completion: CompletionValues {
      switch self {
      case .planningTime, .morningTime, .dayStart: .text
      case .planningPrompt, .morningNudge, .deviceSwitch: .cases(of: RemindersCommands.OnOff.self)
      }
    }
  }

  static func run(_ invocation: Invocation<Option>) async throws {
    let session = try Session(invocation)
    var change = SettingsChange()
    change.planningTime = try time(invocation, .planningTime)
    change.morningTime = try time(invocation, .morningTime)
    change.dayStart = try time(invocation, .dayStart)
    change.planningPrompt = try onOff(invocation, .planningPrompt)
    change.morningNudge = try onOff(invocation, .morningNudge)
    change.deviceSwitch = try onOff(invocation, .deviceSwitch)
    let changing = change != SettingsChange()
    let checking = try session.openForChecking()
    let jamaal = changing ? try session.writable(checking) : checking
    let settings = try await refusingAwaited {
      changing ? try await jamaal.settings.change(change) : try jamaal.settings.day()
    }
    if session.output.json {
      try session.output.document(SettingsJSON(settings))
      return
    }
    let output = session.output
    if changing { output.line(SettingsStrings.saved) }
    if let start = change.dayStart, let from = settings.dayStartFrom {
      output.line(SettingsStrings.dayStartWaits(start, from: from))
    }
    output.line(output.bold(SettingsStrings.heading))
    for row in SettingsStrings.rows(settings) {
      output.line("  " + row.label.rawValue.padded(to: 32) + row.value)
    }
    output.line(ReminderStrings.honestLine(try jamaal.reminders.lastKnownDelivery()))
    // Why a Linux desktop shows none, as `jamaal reminders deliver` last found (G-76).
    if let line = DesktopStrings.settingsLine(try jamaal.reminders.serviceProblem()) {
      output.line(line)
    }
  }

  /// A time option, validated ("08:15" or "8:15").
  private static func time(_ invocation: Invocation<Option>, _ option: Option) throws
    -> WallClockTime?
  {
    guard let text = invocation.value(option) else { return nil }
    guard let time = WallClockTime(typed: text) else {
      throw CLIError.refused("--\(option.rawValue): '\(text)' is not a time (HH:MM, 24-hour)")
    }
    if option == .dayStart, !UserSettings.isValidDayStart(time) {
      throw CLIError.refused("--day-start: '\(text)' is not from 00:00 to 06:00")
    }
    return time
  }

  /// An on|off option.
  private static func onOff(_ invocation: Invocation<Option>, _ option: Option) throws -> Bool? {
    guard let text = invocation.value(option) else { return nil }
    guard let word = RemindersCommands.OnOff(rawValue: text) else {
      throw CLIError.refused("--\(option.rawValue): '\(text)' is not on or off")
    }
    return word == .on
  }
}

/// `settings --json` (and `status --json`'s `settings`).
struct SettingsJSON: Encodable {
  let planningTime: String
  let morningTime: String
  let dayStart: String
  let nextDayStart: Next?
  let planningPrompt: String
  let morningNudge: String
  let deviceSwitch: String
  /// The settings themselves, for the text lines.
  let values: DaySettings

  /// A day start waiting for the next logical day.
  struct Next: Encodable {
    let dayStart: String
    let from: String
    let at: String
  }

  init(_ settings: DaySettings) {
    values = settings
    planningTime = settings.planningTime.description
    morningTime = settings.morningTime.description
    dayStart = settings.dayStart.description
    nextDayStart = settings.nextDayStart.map {
      Next(dayStart: $0.dayStart.description, from: $0.from.description, at: isoUTC($0.at))
    }
    planningPrompt = settings.planningPrompt ? "on" : "off"
    morningNudge = settings.morningNudge ? "on" : "off"
    deviceSwitch = settings.deviceSwitch ? "on" : "off"
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Keys.self)
    try container.encode(planningTime, forKey: .planningTime)
    try container.encode(morningTime, forKey: .morningTime)
    try container.encode(dayStart, forKey: .dayStart)
    try container.encode(nextDayStart, forKey: .nextDayStart)
    try container.encode(planningPrompt, forKey: .planningPrompt)
    try container.encode(morningNudge, forKey: .morningNudge)
    try container.encode(deviceSwitch, forKey: .deviceSwitch)
  }

  private enum Keys: String, CodingKey {
    case planningTime, morningTime, dayStart, nextDayStart, planningPrompt, morningNudge
    case deviceSwitch = "switch"
  }
}
