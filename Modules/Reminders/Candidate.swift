import Foundation
import Model

/// One notification the planner wants, before the cut: cheap to sort, worded only if kept.
struct Candidate: Sendable {
  /// Where the notification comes from.
  enum Source: Sendable {
    case stored(Int, end: Bool)
    case previewed(Int, end: Bool)
    case planning(LogicalDate)
    case morning(LogicalDate)
    case extra(Int)
  }

  var fireDate: Date
  var id: String
  var source: Source

  /// Soonest first; ties by id, so two plans of the same inputs agree.
  static func precedes(_ lhs: Candidate, _ rhs: Candidate) -> Bool {
    lhs.fireDate != rhs.fireDate ? lhs.fireDate < rhs.fireDate : lhs.id < rhs.id
  }

  /// The Anchor it reminds of, if any.
  private func anchor(_ inputs: ReminderInputs) -> (Anchor, end: Bool)? {
    switch source {
    case .stored(let index, let end): (inputs.stored[index], end)
    case .previewed(let index, let end): (inputs.previewed[index], end)
    default: nil
    }
  }

  /// What it reminds of.
  func kind(_ inputs: ReminderInputs) -> ReminderKind {
    switch source {
    case .stored(_, let end), .previewed(_, let end): end ? .anchorEnd : .anchorStart
    case .planning: .planningPrompt
    case .morning: .morningNudge
    case .extra(let index): inputs.extra[index].kind
    }
  }

  /// The request, worded.
  func request(_ inputs: ReminderInputs, wording: some ReminderWording) -> NotificationRequest {
    let kind = kind(inputs)
    let subject: ReminderSubject
    let route: NotificationRoute
    switch source {
    case .extra(let index): return inputs.extra[index]
    case .planning(let date):
      subject = .planningPrompt(target: date.adding(days: 1))
      route = .nightPlanning(date.adding(days: 1))
    case .morning(let date):
      subject = .morningNudge(date)
      route = .today
    case .stored, .previewed:
      guard let (anchor, end) = anchor(inputs) else { preconditionFailure("an Anchor source") }
      let minutes = (end ? anchor.remindBeforeEndMinutes : anchor.remindBeforeStartMinutes) ?? 0
      subject = .anchor(
        anchor, kind: kind, minutes: minutes, ruleTitle: anchor.rule.flatMap { inputs.ruleTitles[$0] })
      route = .anchor(anchor.id)
    }
    let text = wording.text(for: subject, logicalDay: inputs.logicalDay)
    return NotificationRequest(
      id: id, kind: kind, fireDate: fireDate, title: text.title, body: text.body, route: route)
  }
}
