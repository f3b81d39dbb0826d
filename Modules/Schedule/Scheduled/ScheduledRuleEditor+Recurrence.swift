import JamaalJSON
import JamaalModel

extension ScheduledRuleEditor {
  /// Edits the `recurrence` object: `repeat` (its kind), `every`, `days`, `startDate`,
  /// `minDays`, `maxDays`, `lastDone`; fills a missing start date with today.
  struct RecurrenceEdit {
    var object: [String: JSONValue]

    init(_ object: [String: JSONValue]) { self.object = object }

    var kind: String { object["kind"]?.string ?? "" }

    mutating func apply(_ values: [String: String], today: LogicalDate) throws(FieldError) {
      if let text = values["repeat"] { try applyRepeat(text) }
      if let text = values["every"] { try applyEvery(text) }
      if let text = values["days"] {
        let days = try Values.weekdays(text)
        switch kind {
        case "weekdays", "everyNWeeks":
          object["days"] = .array(days.sorted().map { .string($0.key) })
        case "afterLast":
          throw FieldError(
            field: "days", message: "an after-last-done rule has no weekdays")
        default:
          throw FieldError(
            field: "days", message: "an every-N-days rule has no weekdays (use every=N weeks)")
        }
      }
      if let text = values["startDate"] {
        guard kind != "weekdays" else {
          throw FieldError(field: "startDate", message: "a weekday rule has no start date")
        }
        object["startDate"] = .string(try SetValues.date(text, key: "startDate").description)
      }
      for key in ["minDays", "maxDays"] {
        guard let text = values[key] else { continue }
        guard kind == "afterLast" else {
          throw FieldError(field: key, message: "only an after-last-done rule has \(key)")
        }
        object[key] = .integer(
          try SetValues.integer(text, key: key, in: 1...ScheduledConfig.maximumDays))
      }
      if kind == "afterLast", let minDays = object["minDays"]?.int,
        let maxDays = object["maxDays"]?.int, maxDays < minDays
      {
        let key = values["maxDays"] != nil ? "maxDays" : "minDays"
        throw FieldError(
          field: key, message: "minDays (\(minDays)) must not be more than maxDays (\(maxDays))")
      }
      if let text = values["lastDone"] { try applyLastDone(text, today: today) }
      if kind != "weekdays", object["startDate"] == nil {
        object["startDate"] = .string(today.description)
      }
    }

    /// The kinds `repeat` takes, as the config names them.
    static let kinds = ["weekdays", "everyNDays", "everyNWeeks", "afterLast"]

    /// `repeat=afterLast`: the recurrence becomes that kind. The fields only another kind has
    /// go (an every-N-days rule's start date is not a last-done date); the weekdays stay where
    /// the new kind has them; keys this version does not know stay.
    private mutating func applyRepeat(_ text: String) throws(FieldError) {
      guard Self.kinds.contains(text) else {
        throw FieldError(
          field: "repeat",
          message: "'\(text)' is not one of " + Self.kinds.joined(separator: ", "))
      }
      guard text != kind else { return }
      let days = object["days"]
      for key in ["days", "n", "startDate", "minDays", "maxDays"] { object[key] = nil }
      object["kind"] = .string(text)
      let everyDay = JSONValue.array(Weekday.allCases.map { .string($0.key) })
      switch text {
      case "weekdays": object["days"] = days ?? everyDay
      case "everyNDays": object["n"] = 1
      case "everyNWeeks":
        object["n"] = 1
        object["days"] = days ?? .array([.string(Weekday.monday.key)])
      default:
        object["minDays"] = 1
        object["maxDays"] = 1
      }
    }

    private mutating func applyEvery(_ text: String) throws(FieldError) {
      let (n, unit) = try Values.every(text)
      // A bare number counts what the rule already repeats by: days on an every-N-days rule and
      // on a rule for every day of the week ("every 3" on a daily rule is every 3 days), weeks on
      // a rule for some weekdays ("every 2" on Mon–Fri is every other week).
      let daily = kind == "weekdays" && (object["days"]?.array?.count ?? 0) == 7
      guard kind != "afterLast" else {
        throw FieldError(
          field: "every", message: "an after-last-done rule uses minDays and maxDays")
      }
      if kind == "weekdays", unit == nil, n == 1 { return }
      if unit == .days || (unit == nil && (kind == "everyNDays" || daily)) {
        object["kind"] = "everyNDays"
        object["days"] = nil
      } else {
        object["kind"] = "everyNWeeks"
      }
      let inDays = object["kind"] == "everyNDays"
      let limit = inDays ? ScheduledConfig.maximumDays : ScheduledConfig.maximumWeeks
      guard n <= limit else {
        throw FieldError(
          field: "every", message: "'\(text)' is more than \(limit) \(inDays ? "days" : "weeks")")
      }
      object["n"] = .integer(n)
    }

    private mutating func applyLastDone(_ text: String, today: LogicalDate)
      throws(FieldError)
    {
      guard kind == "afterLast" else {
        throw FieldError(
          field: "lastDone", message: "only an after-last-done rule has a last-done date")
      }
      if text == "due-now" {
        let minDays = object["minDays"]?.int ?? 1
        object["startDate"] = .string(today.adding(days: -minDays).description)
        return
      }
      let date = try SetValues.date(text, key: "lastDone")
      guard date <= today else {
        throw FieldError(field: "lastDone", message: "must not be in the future")
      }
      object["startDate"] = .string(date.description)
    }
  }
}
