import Foundation
import JamaalCore
import JamaalModel
import JamaalPresentation

/// `jamaal plan --date D --planned|--skipped`: marks a night planned or skipped (a DayPlan),
/// so the planning prompt does not fire the evening before.
enum NightPlanCommand {
  /// `jamaal plan`.
  static let command = CommandSpec(
    "plan", "--date YYYY-MM-DD --planned|--skipped", "Marks a night planned or skipped.",
    options: Option.self, run: run)

  /// The options of `jamaal plan`.
  enum Option: String, CommandOption {
    case date, planned, skipped

    var usage: (value: String?, help: String) {
      switch self {
      case .date: ("YYYY-MM-DD", "the day the night plans")
      case .planned: (nil, "the night was planned")
      case .skipped: (nil, "planning was skipped")
      }
    }
  }

  static func run(_ invocation: Invocation<Option>) async throws {
    let session = try Session(invocation)
    let text = try invocation.required(.date)
    guard let date = LogicalDate(text) else {
      throw CLIError.refused("--date: '\(text)' is not a date (YYYY-MM-DD)")
    }
    let state: DayPlanState
    switch (invocation.flag(.planned), invocation.flag(.skipped)) {
    case (true, false): state = .planned
    case (false, true): state = .skipped
    default: throw CLIError.usage("jamaal plan: give one of --planned or --skipped")
    }
    let jamaal = try session.writable(try session.openForChecking())
    let plan = try jamaal.markNight(date, as: state)
    try await jamaal.evaluate()
    if session.output.json {
      try session.output.document(["date": plan.date.description, "state": plan.state.rawValue])
    } else {
      session.output.line(ReminderStrings.nightMarked(plan.date, planned: plan.state == .planned))
    }
  }
}
