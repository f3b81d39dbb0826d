import Foundation
import JamaalCore
import JamaalICalendar
import JamaalModel
import JamaalPresentation
import JamaalSchedule

/// `jamaal calendar [--days N] --ics [--out FILE]`: the coming days as iCalendar, so any
/// calendar app shows the windows and rings their reminders (issue 14).
enum CalendarCommand {
  /// `jamaal calendar`.
  static let command = CommandSpec(
    "calendar", "[--days N] --ics [--out FILE]",
    "Exports the coming days as iCalendar, with an alarm for each reminder.",
    options: Option.self, run: run)

  /// The options of `jamaal calendar`.
  enum Option: String, CommandOption {
    case days, ics, out

    var usage: (value: String?, help: String) {
      switch self {
      case .days: ("N", "how many days from today, 1 to 366 (default 14)")
      case .ics: (nil, "write iCalendar (RFC 5545), the one format so far")
      case .out: ("FILE", "write here instead of stdout")
      }
    }

    var completion: CompletionValues { self == .out ? .file : .text }
  }

  /// The `PRODID` of every export.
  static let productID = "-//Jamaal//JamaalCore//EN"

  static func run(_ invocation: Invocation<Option>) throws {
    guard invocation.flag(.ics) else {
      throw CLIError.usage("jamaal calendar: add --ics (iCalendar is the one format it writes)")
    }
    let days = try invocation.integer(.days, in: 1...366) ?? 14
    let session = try Session(invocation)
    if let path = invocation.value(.out) { try PrivateFile.checkTarget(path, option: "--out") }
    let jamaal = try session.openForChecking()
    let now = jamaal.clock.now
    let progress = ProgressLine(output: session.output)
    let anchors = try jamaal.anchors.calendar(days: days) { done, total in
      progress.show(ProgressStrings.calendar(done, of: total))
    }
    progress.finish()
    let events = anchors.map { event(for: $0, now: now, logicalDay: jamaal.logicalDay) }
    let text = ICalendarDocument(productID: productID, events: events).text
    let output = session.output
    if let path = invocation.value(.out) {
      try PrivateFile.write(Data(text.utf8), to: path, option: "--out")
      if output.json {
        try output.document(CalendarJSON(events: events.count, out: path, ics: nil))
      } else {
        Output.error("Wrote \(events.count) events to \(path).")
      }
    } else if output.json {
      try output.document(CalendarJSON(events: events.count, out: nil, ics: text))
    } else {
      FileHandle.standardOutput.write(Data(text.utf8))
    }
  }

  /// One Anchor as an event: its id as the `UID` (D-14), its outcome as `STATUS`, a category
  /// and `X-JAMAAL-OUTCOME` (the raw value, for programs), and an alarm for each reminder it
  /// carries while it is still to be decided (a decided Anchor rings nothing, as on the phone).
  static func event(for entry: CalendarAnchor, now: Date, logicalDay: LogicalDay)
    -> ICalendarEvent
  {
    let anchor = entry.anchor
    var alarms: [ICalendarAlarm] = []
    if anchor.attendanceStatus == .pending && anchor.windowEnd > now {
      if let minutes = anchor.remindBeforeStartMinutes {
        alarms.append(
          ICalendarAlarm(
            trigger: .beforeStart(minutes: minutes), description: CalendarStrings.opens(entry.title)
          ))
      }
      if let minutes = anchor.remindBeforeEndMinutes {
        alarms.append(
          ICalendarAlarm(
            trigger: .beforeEnd(minutes: minutes),
            description: CalendarStrings.closesIn(entry.title, minutes: minutes)))
      }
    }
    // A window of a day or more (all day, or `afterLast` over days) is an all-day event over
    // the logical days it covers, as its row reads ("open · closes Thu").
    let days =
      TodaysSet.readsByDay(anchor)
      ? ICalendarDays(
        first: logicalDay.logicalDate(of: anchor.windowStart).description,
        endExclusive: TodaysSet.lastDay(of: anchor, logicalDay: logicalDay).adding(days: 1)
          .description) : nil
    var event = ICalendarEvent(
      uid: anchor.id.uuidString, start: anchor.windowStart, end: anchor.windowEnd,
      lastModified: entry.lastChanged, summary: entry.title,
      status: anchor.attendanceStatus == .skipped ? .cancelled : .confirmed,
      categories: [CalendarStrings.anchor]
        + [CalendarStrings.category(for: anchor.attendanceStatus)].compactMap { $0 },
      extensions: [
        ICalendarProperty(name: "X-JAMAAL-OUTCOME", value: anchor.attendanceStatus.rawValue)
      ],
      alarms: alarms)
    event.days = days
    return event
  }
}

/// `calendar --json`: how many events, and the file written or the text itself.
struct CalendarJSON: Encodable {
  let events: Int
  let out: String?
  let ics: String?
}
