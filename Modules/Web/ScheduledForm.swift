import Foundation
import JamaalCore

/// The scheduled form (AN-05: school run, bin night, plants, custom) as a page, filled from its
/// preset, and what it sends read as the `--set` edits of the scheduled source's editor — so a
/// refusal names the same field the command line names, and nothing is written.
struct ScheduledForm {
  /// The draft the form starts from (a preset's, or a stored rule's).
  let draft: RuleDraft
  /// Its config, read once (`nil`: it does not read, and the form starts empty).
  let config: ScheduledConfig?

  /// The form of `draft`.
  init(draft: RuleDraft) {
    self.draft = draft
    config = try? ScheduledConfig.read(draft.configData)
  }

  /// The recurrence kinds, as `repeat` takes them.
  static let kinds = ["weekdays", "everyNDays", "everyNWeeks", "afterLast"]
  /// The weekdays, as `days` takes them.
  static let weekdays = Weekday.allCases.map { (value: $0.key, label: $0.shortName) }

  /// The fields, in order; each slot's name its fields ("Drop-off starts at").
  var fields: [FormView.Field] {
    [
      .init(
        name: "title", label: RuleFormStrings.title, kind: .text(maxLength: 200), required: true),
      .init(
        name: "repeat", label: RuleFormStrings.repeats,
        kind: .choice(Self.kinds.map { ($0, RuleFormStrings.repeatKind($0)) })),
      .init(name: "days", label: RuleFormStrings.days, kind: .checkboxes(Self.weekdays)),
      .init(name: "every", label: RuleFormStrings.every, kind: .number(1...3660)),
      .init(name: "minDays", label: RuleFormStrings.minDays, kind: .number(1...3660)),
      .init(name: "maxDays", label: RuleFormStrings.maxDays, kind: .number(1...3660)),
      .init(name: "lastDone", label: RuleFormStrings.lastDone, kind: .date),
      .init(name: "dueNow", label: RuleFormStrings.dueNow, kind: .checkbox),
    ] + slotFields + [
      .init(name: "effort", label: RuleFormStrings.effort, kind: .number(0...1440)),
      .init(
        name: "placement", label: RuleFormStrings.placement,
        kind: .choice([("fixed", RuleFormStrings.fixed), ("flexible", RuleFormStrings.flexible)])),
      .init(name: "endDate", label: RuleFormStrings.endDate, kind: .date),
    ] + ReminderFields.fields
  }

  /// What the form shows first: the draft's values (a new plant rule last done today, G-33).
  func defaults(today: LogicalDate) -> [String: String] {
    var values = [
      "title": draft.title, "effort": String(draft.effortMinutes),
      "placement": draft.placement.rawValue, "lastDone": today.description, "every": "1",
    ]
    guard let config else { return values }
    var days: Set<Weekday> = []
    switch config.recurrence {
    case .weekdays(let chosen): (values["repeat"], days) = ("weekdays", chosen)
    case .everyNDays(let n, _): (values["repeat"], values["every"]) = ("everyNDays", String(n))
    case .everyNWeeks(let n, let chosen, _):
      (values["repeat"], values["every"], days) = ("everyNWeeks", String(n), chosen)
    case .afterLast(let minDays, let maxDays, let lastDone):
      (values["repeat"], values["lastDone"]) = ("afterLast", lastDone.description)
      (values["minDays"], values["maxDays"]) = (String(minDays), String(maxDays))
    }
    for day in days { values["days-" + day.key] = "on" }
    fillSlots(&values)
    ReminderFields.fill(
      &values, atStart: config.reminder.atStart,
      beforeEnd: config.reminder.beforeEndMinutes)
    return values
  }

  /// The `--set` edits the form stands for; only the fields its recurrence has are read.
  func sets(_ form: [String: String]) -> [String] {
    func value(_ name: String) -> String { form[name]?.trimmingCharacters(in: .whitespaces) ?? "" }
    let kind = value("repeat")
    var sets = ["title=" + (form["title"] ?? ""), "repeat=" + kind]
    let days = Self.weekdays.map(\.value).filter { form["days-" + $0] != nil }
    switch kind {
    case "weekdays": sets.append("days=" + days.joined(separator: ","))
    case "everyNDays": sets.append("every=" + value("every") + " days")
    case "everyNWeeks":
      sets += ["every=" + value("every") + " weeks", "days=" + days.joined(separator: ",")]
    case "afterLast":
      sets += ["minDays=" + value("minDays"), "maxDays=" + value("maxDays")]
      sets.append("lastDone=" + (form["dueNow"] != nil ? "due-now" : value("lastDone")))
    default: break
    }
    sets += slotSets(form)
    sets.append("effort=" + value("effort"))
    if !value("endDate").isEmpty { sets.append("endDate=" + value("endDate")) }
    return sets + ReminderFields.sets(form)
  }

  /// The placement chosen (an unknown one is refused, naming the field).
  static func placement(_ form: [String: String]) throws(FieldError) -> Placement {
    switch form["placement"] {
    case "fixed": .fixed
    case "flexible": .flexible
    default: throw FieldError(field: "placement", message: "choose one of the two")
    }
  }
}

/// The reminder fields every form of a rule ends with: at the start, and before the end.
enum ReminderFields {
  static let fields: [FormView.Field] = [
    .init(name: "remindAtStart", label: OneOffFormStrings.remindAtStart, kind: .checkbox),
    .init(
      name: "remindBeforeEnd", label: OneOffFormStrings.remindBeforeEnd, kind: .number(1...1440)),
  ]

  static func fill(_ values: inout [String: String], atStart: Bool, beforeEnd: Int?) {
    if atStart { values["remindAtStart"] = "on" }
    if let beforeEnd { values["remindBeforeEnd"] = String(beforeEnd) }
  }

  static func sets(_ form: [String: String]) -> [String] {
    let sets = ["remindAtStart=" + (form["remindAtStart"] != nil ? "true" : "false")]
    let before = form["remindBeforeEnd"]?.trimmingCharacters(in: .whitespaces) ?? ""
    return sets + ["remindBeforeEnd=" + (before.isEmpty ? "none" : before)]
  }
}
