public import Foundation
import JamaalJSON
public import JamaalModel

/// A decoded `scheduled` rule: the schedule the engine generates, summarises and excepts from.
///
/// Made by ``ScheduledSource/decode(_:)``; `anchors(for:context:)` is a pure function of the
/// date and the context. Slot times are wall-clock times on the occurrence's calendar date in
/// the rule's zone (else the device's, D-5), moved as D-4 says; window lengths are elapsed
/// minutes. An all-day slot's window is the whole logical day (D-1).
public struct ScheduledRule: RuleSchedule {
  /// The rule's id, copied into each Anchor.
  public let ruleID: UUID
  /// The rule's title (an unlabelled slot's Anchor title).
  public let title: String
  /// The validated config.
  public let config: ScheduledConfig
  /// Minutes of effort per Anchor (the rule's column).
  public let effortMinutes: Int
  /// Fixed or flexible (the rule's column).
  public let placement: Placement
  /// The rule's own zone, if it stores one (D-5).
  public let timeZone: TimeZone?
  /// The config's exceptions, merged (AN-06): an `afterLast` window that would open inside one
  /// opens the day after it instead. (No Anchor inside an exception is the registry's rule, for
  /// every source: see `ExceptedSchedule`.)
  let exceptions: [ExceptionRange]
  /// Each slot's Anchor title (G-27), worked out once.
  private let slotTitles: [String]

  /// Reads a rule's config.
  /// - Parameter rule: a rule whose `sourceKey` is `scheduled`.
  /// - Throws: ``/JamaalModel/FieldError`` naming the field when the config is unreadable or invalid.
  public init(rule: AnchorRule) throws(FieldError) {
    self.init(rule: rule, config: try ScheduledConfig.read(rule.configData))
  }

  /// Reads a rule whose config is already parsed.
  /// - Parameters:
  ///   - rule: a rule whose `sourceKey` is `scheduled`.
  ///   - document: its `configData`, parsed.
  /// - Throws: ``/JamaalModel/FieldError`` naming the field when the config is unreadable or invalid.
  init(rule: AnchorRule, document: JSONDocument) throws(FieldError) {
    self.init(rule: rule, config: try ScheduledConfig.read(document))
  }

  /// The rule with its config read and validated.
  private init(rule: AnchorRule, config: ScheduledConfig) {
    self.ruleID = rule.id
    self.title = rule.title
    self.config = config
    self.effortMinutes = rule.effortMinutes
    self.placement = rule.placement
    self.timeZone = config.timeZone.flatMap { TimeZone(identifier: $0) }
    self.exceptions = config.exceptions.merged()
    self.slotTitles = config.slots.map {
      AnchorTitles.anchorTitle(slotLabel: $0.label, ruleTitle: rule.title)
    }
  }

  /// The one-line summary for the rules list (D-12), e.g. "Mon–Fri · 08:15 · 30 min".
  public var summary: String { ScheduleSummary.text(for: config) }

  /// The config's end date.
  public var endDate: LogicalDate? { config.endDate }

  /// The Anchors the rule yields for `date`, pending, created at `context.now`.
  ///
  /// For `afterLast` this is the rule's single next (or still-open pending) window when it
  /// overlaps `date`, with its own occurrence date (the day it opens), projected from
  /// `context.existing`.
  public func anchors(for date: LogicalDate, context: GenerationContext) -> [Anchor] {
    if case .afterLast = config.recurrence {
      return afterLastAnchors(overlapping: date, context: context)
    }
    if let endDate = config.endDate, date > endDate { return [] }
    guard config.recurrence.occurs(on: date, weekStart: context.weekStart) else { return [] }
    return config.slots.map { slot in
      let window: (start: Date, end: Date)
      switch slot.timing {
      case .timed(let start, let minutes):
        let opens = context.instant(on: date, minutesAfterMidnight: start.minutes, in: timeZone)
        window = (opens, opens.addingTimeInterval(Double(minutes * 60)))
      case .allDay:
        let dayStart = context.dayStart.minutes
        window = (
          context.instant(on: date, minutesAfterMidnight: dayStart, in: timeZone),
          context.instant(on: date.adding(days: 1), minutesAfterMidnight: dayStart, in: timeZone)
        )
      }
      return makeAnchor(slot: slot, date: date, window: window, now: context.now)
    }
  }

  /// A pending Anchor for `slot` on `date` over `window`, its id derived from its natural key
  /// (D-14).
  func makeAnchor(
    slot: Slot, date: LogicalDate, window: (start: Date, end: Date), now: Date
  ) -> Anchor {
    Anchor(
      id: Anchor.generatedID(rule: ruleID, occurrenceDate: date, slotKey: slot.id), rule: ruleID,
      title: AnchorTitles.anchorTitle(slotLabel: slot.label, ruleTitle: title),
      occurrenceDate: date, slotKey: slot.id, windowStart: window.start, windowEnd: window.end,
      effortMinutes: effortMinutes, placement: placement,
      remindBeforeStartMinutes: config.reminder.atStart ? 0 : nil,
      remindBeforeEndMinutes: config.reminder.beforeEndMinutes, createdAt: now)
  }
}
