public import Foundation
public import Model

/// `--set key=value` editing of scheduled rules and drafts (CLI.md), as pure functions.
///
/// Each edit patches the stored config as a JSON object (never re-encodes the struct), so keys a
/// newer version added survive; the result is then read and validated as a whole.
///
/// ```swift
/// let rule = try ScheduledRuleEditor.apply(["start=08:30", "window=20"], to: rule,
///                                          today: today, now: now)
/// ```
public enum ScheduledRuleEditor {
  /// The keys this source understands, in the order they are applied.
  public static let keys = [
    "title", "effort", "every", "days", "startDate", "minDays", "maxDays", "lastDone", "allDay",
    "start", "window", "endDate", "timeZone", "remindAtStart", "remindBeforeEnd",
  ]

  /// The window a slot gets when it stops being all-day and no `window` is given.
  public static let defaultWindowMinutes = 30

  /// Applies `key=value` pairs to a draft, fills a missing start date with `today` (for
  /// `afterLast`, "last done today", G-33), and validates the result.
  /// - Parameters:
  ///   - assignments: `key=value` texts, e.g. `["days=weekdays", "start=08:15"]`.
  ///   - draft: the draft from a preset or rule file.
  ///   - today: the logical today (for `due-now` and default start dates).
  /// - Returns: the edited draft.
  /// - Throws: ``FieldError`` naming the key (or the config field) at fault.
  public static func apply(
    _ assignments: [String], to draft: RuleDraft, today: LogicalDate
  ) throws(FieldError) -> RuleDraft {
    var edit = Edit(title: draft.title, effort: draft.effortMinutes, config: draft.configData)
    try edit.apply(try parse(assignments), today: today)
    var result = draft
    result.title = edit.title
    result.effortMinutes = edit.effort
    result.configData = edit.config
    return result
  }

  /// Applies `key=value` pairs to a stored rule (then plan its Anchors with
  /// ``ScheduleEngine/planEdit(of:stored:now:)``, D-7).
  /// - Parameters:
  ///   - assignments: `key=value` texts.
  ///   - rule: the stored rule.
  ///   - today: the logical today.
  ///   - now: the current instant (the rule's new `modifiedAt`).
  /// - Returns: the edited rule.
  /// - Throws: ``FieldError`` naming the key (or the config field) at fault.
  public static func apply(
    _ assignments: [String], to rule: AnchorRule, today: LogicalDate, now: Date
  ) throws(FieldError) -> AnchorRule {
    var edit = Edit(title: rule.title, effort: rule.effortMinutes, config: rule.configData)
    try edit.apply(try parse(assignments), today: today)
    var result = rule
    result.title = edit.title
    result.effortMinutes = edit.effort
    result.configData = edit.config
    result.modifiedAt = now
    return result
  }

  /// Splits `key=value` texts, refusing unknown and repeated keys.
  static func parse(_ assignments: [String]) throws(FieldError) -> [String: String] {
    try FieldAssignments.parse(assignments, keys: keys)
  }
}
