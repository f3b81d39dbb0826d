import Foundation
import JamaalCore
import JamaalModel
import JamaalPresentation

/// `jamaal focus start [--title T]` and `jamaal focus stop`: the focus session behind Today's
/// chip ("Asr closes in 10 min", D-12). One runs at a time.
enum FocusCommands {
  /// `jamaal focus start`.
  static let startCommand = CommandSpec(
    "focus start", "[--title T]",
    "Starts a focus session: Today then shows which open window closes soonest.",
    options: StartOption.self, run: start)

  /// `jamaal focus stop`.
  static let stopCommand = CommandSpec(
    "focus stop", "", "Stops the focus session and logs its minutes.", run: stop)

  /// The options of `jamaal focus start`.
  enum StartOption: String, CommandOption {
    case title

    var usage: (value: String?, help: String) {
      switch self {
      case .title: ("T", "what the session is for (optional)")
      }
    }
  }

  static func start(_ invocation: Invocation<StartOption>) throws {
    let session = try Session(invocation)
    let title = invocation.value(.title)
    if let title { try refusing { try TitleRule.check(title, field: "--title") } }
    let jamaal = try session.writable(try session.openForChecking())
    let started = try refusing { try jamaal.focus.start(title: title) }
    if session.output.json {
      try session.output.document(FocusJSON(started))
    } else {
      session.output.line(
        FocusStrings.started(
          title: started.title,
          at: TimeText.clock(started.startedAt, in: jamaal.logicalDay.timeZone)))
    }
  }

  static func stop(_ invocation: Invocation<NoOption>) throws {
    let session = try Session(invocation)
    let checking = try session.openForChecking()
    guard try checking.focus.running() != nil else {
      throw CLIError.refused(FocusStrings.notRunning)
    }
    let jamaal = try session.writable(checking)
    let stopped = try refusing { try jamaal.focus.stop() }
    if session.output.json {
      try session.output.document(stopped.map(FocusJSON.init))
    } else {
      for focus in stopped {
        session.output.line(FocusStrings.stopped(title: focus.title, minutes: focus.loggedMinutes))
      }
    }
  }
}

/// A focus session in `--json` output.
struct FocusJSON: Encodable {
  let id: String
  let title: String?
  let startedAt: String
  let endedAt: String?
  let loggedMinutes: Int

  init(_ session: FocusSession) {
    id = session.id.lowercasedText
    title = session.title
    startedAt = isoUTC(session.startedAt)
    endedAt = session.endedAt.map(isoUTC)
    loggedMinutes = session.loggedMinutes
  }
}
