import Foundation
import JamaalCore
import Model
import Presentation
import Schedule

/// `jamaal anchors attend|skip|delegate ID` and `jamaal oneoff add`.
enum AnchorCommands {
  static func attend(_ invocation: Invocation) throws { try act(.attend, invocation) }
  static func skip(_ invocation: Invocation) throws { try act(.skip, invocation) }
  static func delegate(_ invocation: Invocation) throws { try act(.delegate, invocation) }

  private static func act(_ action: AnchorAction, _ invocation: Invocation) throws {
    let session = try Session(invocation)
    let jamaal = try session.openEvaluated()
    let anchor = try refusing { try jamaal.anchor(matching: invocation.positionals[0]) }
    let done = try refusing { try jamaal.act(action, on: anchor) }
    if session.output.json {
      try session.output.document(AnchorJSON(done))
    } else {
      session.output.line(
        TodayStrings.actionResult(
          done, in: jamaal.logicalDay.timeZone, now: jamaal.clock.now))
    }
  }

  static func addOneOff(_ invocation: Invocation) throws {
    let session = try Session(invocation)
    let jamaal = try session.openEvaluated()
    let title = try invocation.required("title")
    let dateText = try invocation.required("date")
    guard let date = LogicalDate(dateText) else {
      throw CLIError.refused("--date: '\(dateText)' is not a date (YYYY-MM-DD)")
    }
    let start = try time(invocation, "start")
    let end = try time(invocation, "end")
    let anchor = try refusing {
      try OneOff.make(
        title: title, date: date, start: start, end: end,
        effortMinutes: try invocation.integer("effort", in: 1...1440),
        remindAtStart: invocation.flag("remind-at-start"),
        remindBeforeEndMinutes: try invocation.integer("remind-before-end", in: 1...1440),
        now: jamaal.clock.now, logicalDay: jamaal.logicalDay)
    }
    try jamaal.addOneOff(anchor)
    if session.output.json {
      try session.output.document(AnchorJSON(anchor))
    } else {
      let occurrence = RulesCommands.describe(anchor, jamaal: jamaal)
      session.output.line(
        TodayStrings.oneOffAdded(anchor, occurrence: occurrence)
          + session.output.dim("  id \(TimeText.shortID(anchor.id))"))
    }
  }

  private static func time(_ invocation: Invocation, _ name: String) throws -> WallClockTime {
    let text = try invocation.required(name)
    guard let time = WallClockTime(text) else {
      throw CLIError.refused("--\(name): '\(text)' is not a time (HH:MM, 24-hour)")
    }
    return time
  }
}
