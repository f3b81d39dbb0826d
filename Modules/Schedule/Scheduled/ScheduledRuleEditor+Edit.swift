import Foundation
import JamaalJSON
import JamaalModel

extension ScheduledRuleEditor {
  /// One edit in progress: the rule's effort, and its config as a JSON object.
  struct Edit {
    var effort: Int
    var config: Data

    /// Applies every value in the order of ``ScheduledRuleEditor/keys``.
    mutating func apply(_ values: [String: String], today: LogicalDate) throws(FieldError) {
      if let text = values["effort"] {
        effort = try SetValues.integer(
          text, key: "effort", in: 0...ScheduledConfig.maximumEffortMinutes)
      }
      var effortValue: Int?
      if values["effort"] != nil { effortValue = effort }
      config = try ConfigJSON.patch(config) { object throws(FieldError) in
        if let effortValue { object["effortMinutes"] = .integer(effortValue) }
        var recurrence = RecurrenceEdit(object["recurrence"]?.object ?? [:])
        try recurrence.apply(values, today: today)
        object["recurrence"] = .object(recurrence.object)
        var slots = SlotEdit(slots: object["slots"]?.objects ?? [], kind: recurrence.kind)
        try slots.apply(values)
        object["slots"] = .array(slots.slots.map(JSONValue.object))
        try Self.applyRest(values, to: &object)
      }
    }

    /// `endDate`, `timeZone`, `remindAtStart` and `remindBeforeEnd`.
    private static func applyRest(
      _ values: [String: String], to object: inout [String: JSONValue]
    ) throws(FieldError) {
      if let text = values["endDate"] {
        object["endDate"] =
          SetValues.isNone(text)
          ? nil : .string(try SetValues.date(text, key: "endDate").description)
      }
      if let text = values["timeZone"] {
        if SetValues.isNone(text) || text == "device" {
          object["timeZone"] = nil
        } else {
          object["timeZone"] = .string(try Values.zone(text))
        }
      }
      var reminder = object["reminder"]?.object ?? [:]
      if let text = values["remindAtStart"] {
        reminder["atStart"] = .bool(try SetValues.bool(text, key: "remindAtStart"))
      }
      if let text = values["remindBeforeEnd"] {
        reminder["beforeEndMinutes"] =
          SetValues.isNone(text)
          ? nil
          : .integer(
            try SetValues.integer(
              text, key: "remindBeforeEnd", in: 1...ScheduledConfig.maximumWindowMinutes))
      }
      if values["remindAtStart"] != nil || values["remindBeforeEnd"] != nil {
        object["reminder"] = .object(reminder)
      }
    }
  }
}
