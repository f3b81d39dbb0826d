import Foundation
import JamaalCore
import Model
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
      let words: String =
        switch done.attendanceStatus {
        case .attended: "done"
        case .skipped: "not today"
        case .delegated: "someone else did it"
        default: done.attendanceStatus.rawValue
        }
      session.output.line("\(done.title) (\(done.occurrenceDate)): \(words).")
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
      session.output.line(
        "Added \(anchor.title): \(RulesCommands.describe(anchor, jamaal: jamaal))"
          + "  (id \(anchor.id.uuidString.lowercased().prefix(8)))")
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
