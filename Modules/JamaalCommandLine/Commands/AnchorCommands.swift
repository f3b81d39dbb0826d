import Foundation
import JamaalCore
import JamaalModel
import JamaalPresentation
import JamaalSchedule

/// `jamaal anchors attend|skip|delegate ID` and `jamaal oneoff add`.
enum AnchorCommands {
  /// `jamaal anchors attend ID`.
  static let attendCommand = CommandSpec(
    "anchors attend", "ID", "Marks an Anchor attended (on a missed one: Mark as done after all).",
    positionals: 1...1, run: attend
  ).completing(.listed(.anchors))
  /// `jamaal anchors skip ID`.
  static let skipCommand = CommandSpec(
    "anchors skip", "ID", "Marks an Anchor Not today.", positionals: 1...1, run: skip
  ).completing(.listed(.anchors))
  /// `jamaal anchors delegate ID`.
  static let delegateCommand = CommandSpec(
    "anchors delegate", "ID", "Marks an Anchor Someone else did it.", positionals: 1...1,
    run: delegate
  ).completing(.listed(.anchors))

  static func attend(_ invocation: Invocation<NoOption>) async throws {
    try await act(.attend, invocation)
  }
  static func skip(_ invocation: Invocation<NoOption>) async throws {
    try await act(.skip, invocation)
  }
  static func delegate(_ invocation: Invocation<NoOption>) async throws {
    try await act(.delegate, invocation)
  }

  private static func act(_ action: AnchorAction, _ invocation: Invocation<NoOption>) async throws {
    let session = try Session(invocation)
    let jamaal = try session.openForChecking()
    let anchor = try refusing { try jamaal.anchors.matching(invocation.positionals[0]) }
    let done = try refusing { try jamaal.anchors.act(action, on: anchor) }
    try await jamaal.evaluate()
    if session.output.json {
      try session.output.document(AnchorJSON(done))
    } else {
      session.output.line(
        TodayStrings.actionResult(
          done, in: jamaal.logicalDay.timeZone, now: jamaal.clock.now))
    }
  }

  /// `jamaal oneoff add`.
  static let oneOffCommand = CommandSpec(
    "oneoff add",
    "--title T --date YYYY-MM-DD --start HH:MM --end HH:MM [--end-date YYYY-MM-DD] [--effort MIN] …",
    "Adds a one-off Anchor.", options: OneOffOption.self, run: addOneOff
  ).noting([
    "Times are 24-hour, HH:MM or H:MM (8:15). A window that crosses midnight ends on the next",
    "day: give that day as --end-date, e.g. --date 2026-12-24 --start 23:00 --end 01:00",
    "--end-date 2026-12-25.",
  ])

  /// The options of `jamaal oneoff add`.
  enum OneOffOption: String, CommandOption {
    case title, date, start, end
    case endDate = "end-date"
    case effort
    case remindAtStart = "remind-at-start"
    case remindBeforeEnd = "remind-before-end"

    var usage: (value: String?, help: String) {
      switch self {
      case .title: ("T", "what it is")
      case .date: ("YYYY-MM-DD", "the day")
      case .start: ("HH:MM", "when the window opens")
      case .end: ("HH:MM", "when it closes (after the start)")
      case .endDate: ("YYYY-MM-DD", "the day it closes, when not --date (crossing midnight)")
      case .effort: ("MIN", "minutes of effort")
      case .remindAtStart: (nil, "remind when it opens")
      case .remindBeforeEnd: ("MIN", "remind before it closes")
      }
    }
  }

  static func addOneOff(_ invocation: Invocation<OneOffOption>) async throws {
    let session = try Session(invocation)
    let title = try invocation.required(.title)
    let dateText = try invocation.required(.date)
    guard let date = LogicalDate(dateText) else {
      throw CLIError.refused("--date: '\(dateText)' is not a date (YYYY-MM-DD)")
    }
    let start = try time(invocation, .start)
    let end = try time(invocation, .end)
    var endDate: LogicalDate?
    if let text = invocation.value(.endDate) {
      guard let day = LogicalDate(text) else {
        throw CLIError.refused("--end-date: '\(text)' is not a date (YYYY-MM-DD)")
      }
      endDate = day
    } else if end <= start {
      throw CLIError.refused(
        "--end: \(end) is not after --start \(start); for a window that crosses midnight, add"
          + " --end-date \(date.adding(days: 1))")
    }
    let checking = try session.openForChecking()
    let anchor = try refusing {
      try OneOff.make(
        title: title, date: date, start: start, end: end, endDate: endDate,
        effortMinutes: try invocation.integer(.effort, in: 1...1440),
        remindAtStart: invocation.flag(.remindAtStart),
        remindBeforeEndMinutes: try invocation.integer(.remindBeforeEnd, in: 1...1440),
        now: checking.clock.now, logicalDay: checking.logicalDay)
    }
    let jamaal = try session.writable(checking)
    try jamaal.anchors.addOneOff(anchor)
    try await jamaal.evaluate()
    if session.output.json {
      try session.output.document(AnchorJSON(anchor))
    } else {
      let occurrence = RuleDetailStrings.occurrence(
        anchor, logicalDay: jamaal.logicalDay, today: jamaal.today, on: date)
      session.output.line(
        TodayStrings.oneOffAdded(anchor, occurrence: occurrence)
          + session.output.dim("  id \(TimeText.shortID(anchor.id))"))
      try RemindersCommands.printReminderRow(of: [anchor], jamaal: jamaal, output: session.output)
    }
  }

  private static func time(_ invocation: Invocation<OneOffOption>, _ option: OneOffOption) throws
    -> WallClockTime
  {
    let text = try invocation.required(option)
    guard let time = WallClockTime(typed: text) else {
      throw CLIError.refused("--\(option.rawValue): '\(text)' is not a time (HH:MM, 24-hour)")
    }
    return time
  }
}
