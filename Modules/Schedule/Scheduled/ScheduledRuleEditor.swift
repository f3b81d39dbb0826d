public import JamaalModel

/// `--set key=value` editing of scheduled rules and drafts (CLI.md): the `scheduled` source's
/// editor (``ScheduledSource/editor``), on the shared ``/JamaalModel/RuleEditing`` skeleton.
///
/// Each edit patches the stored config as a JSON object (never re-encodes the struct), so keys a
/// newer version added survive; the result is then read and validated as a whole. A draft's
/// missing start date is filled with the logical today (for `afterLast`, "last done today",
/// G-33).
///
/// ```swift
/// let context = EditContext(today: today, now: now)
/// let rule = try ScheduledRuleEditor().apply(["start=08:30", "window=20"], to: rule,
///                                            context: context)
/// let later = try ScheduledRuleEditor().apply(
///   ["slot.pickup.start=15:10", "slot.club.label=Club", "slot.club.start=17:00"], to: rule,
///   context: context)
/// ```
public struct ScheduledRuleEditor: RuleEditing {
  /// The window a slot gets when it stops being all-day and no `window` is given.
  public static let defaultWindowMinutes = 30

  /// The keys this source understands besides `title`, in the order they are applied.
  ///
  /// `start`, `window` and `allDay` set the first slot; `slot.<id>.label|start|window|allDay`
  /// set the slot of that id, or add one after the others when no slot has it (it needs a
  /// `start` or `allDay=true`); `slot.<id>.remove=true` removes one (a rule keeps at least one).
  public let keys = [
    "effort", "repeat", "every", "days", "startDate", "minDays", "maxDays", "lastDone", "allDay",
    "start", "window", "slot.<id>.label", "slot.<id>.start", "slot.<id>.window",
    "slot.<id>.allDay", "slot.<id>.remove", "endDate", "timeZone", "remindAtStart",
    "remindBeforeEnd",
  ]

  /// Makes the editor.
  public init() {}

  /// Applies the values to the effort and the config (recurrence, slots, end date, zone,
  /// reminder).
  /// - Throws: ``/JamaalModel/FieldError`` naming the key at fault.
  public func edit(_ fields: inout RuleFields, values: [String: String], context: EditContext)
    throws(FieldError)
  {
    var edit = Edit(effort: fields.effortMinutes, config: fields.configData)
    try edit.apply(values, today: context.today)
    try ScheduledConfig.read(edit.config).checkForSaving(
      today: context.today, endDateGiven: values["endDate"] != nil)
    fields.effortMinutes = edit.effort
    fields.configData = edit.config
  }

  /// The `--set` shape that writes a config field (the first slot's, the recurrence's, …).
  public func replacement(forField field: String) -> String? {
    let shapes = [
      "slots[0].start": "start=HH:MM", "slots[0].windowMinutes": "window=MINUTES",
      "slots[0].allDay": "allDay=true", "recurrence.days": "days=Mon-Fri",
      "recurrence.n": "every=3d", "recurrence.startDate": "startDate=YYYY-MM-DD",
      "recurrence.minDays": "minDays=N", "recurrence.maxDays": "maxDays=N",
      "recurrence.kind": "every=3d", "endDate": "endDate=YYYY-MM-DD",
      "timeZone": "timeZone=Europe/London", "effortMinutes": "effort=MINUTES",
      "reminder.atStart": "remindAtStart=true",
      "reminder.beforeEndMinutes": "remindBeforeEnd=MINUTES",
    ]
    return shapes[field]
  }

  /// Reads the config as a whole; drafts and rules are checked alike.
  /// - Throws: ``/JamaalModel/FieldError`` naming the config field at fault.
  public func check(_ fields: RuleFields, asDraft: Bool) throws(FieldError) {
    _ = try ScheduledConfig.read(fields.configData)
  }
}
