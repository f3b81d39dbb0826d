import Foundation
import JamaalModel

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
  /// Orders candidates firing at one instant, so two plans of the same inputs agree: an
  /// Anchor's id bits (and the kind), else the kind and the date or index. Cheaper than
  /// making every candidate's id text, which only the kept ones need.
  var tie: (UInt64, UInt64)
  var source: Source

  init(fireDate: Date, source: Source, anchor: UUID? = nil) {
    self.fireDate = fireDate
    self.source = source
    switch source {
    case .stored(_, let end), .previewed(_, let end):
      let bits = anchor?.uuid ?? Self.noAnchor
      let high = withUnsafeBytes(of: bits) { $0.load(fromByteOffset: 0, as: UInt64.self) }
      let low = withUnsafeBytes(of: bits) { $0.load(fromByteOffset: 8, as: UInt64.self) }
      tie = (high, (low & ~1) | (end ? 1 : 0))
    case .planning(let date): tie = (1, UInt64(bitPattern: Int64(date.daysSinceEpoch)))
    case .morning(let date): tie = (2, UInt64(bitPattern: Int64(date.daysSinceEpoch)))
    case .extra(let index): tie = (3, UInt64(index))
    }
  }

  private static let noAnchor: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)

  /// Soonest first; ties broken by ``tie``.
  static func precedes(_ lhs: Candidate, _ rhs: Candidate) -> Bool {
    lhs.fireDate != rhs.fireDate ? lhs.fireDate < rhs.fireDate : lhs.tie < rhs.tie
  }

  /// The stable id (D-14): the Anchor's id and the kind; the planning prompt's target date;
  /// the morning's date; an extra's own.
  func id(_ inputs: ReminderInputs) -> String {
    switch source {
    case .stored(let index, let end):
      NotificationRequest.anchorID(inputs.stored[index].id, kind: end ? .anchorEnd : .anchorStart)
    case .previewed(let index, let end):
      NotificationRequest.anchorID(
        inputs.previewed[index].id, kind: end ? .anchorEnd : .anchorStart)
    case .planning(let date): "planning-\(date.adding(days: 1))"
    case .morning(let date): "morning-\(date)"
    case .extra(let index): inputs.extra[index].id
    }
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
        anchor, kind: kind, minutes: minutes,
        ruleTitle: anchor.rule.flatMap { inputs.ruleTitles[$0] })
      route = .anchor(anchor.id)
    }
    let text = wording.text(for: subject, logicalDay: inputs.logicalDay)
    return NotificationRequest(
      id: id(inputs), kind: kind, fireDate: fireDate, title: text.title, body: text.body,
      route: route)
  }
}
