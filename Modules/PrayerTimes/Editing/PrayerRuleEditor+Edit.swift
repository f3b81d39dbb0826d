import Foundation
import JamaalJSON
import JamaalModel

extension PrayerRuleEditor {
  /// One edit in progress: the rule's effort, and its config as JSON.
  struct Edit {
    var effort: Int
    var config: Data

    /// Applies every value to the effort and config object.
    mutating func apply(_ values: [String: String]) throws(FieldError) {
      var duration: Int?
      if let text = values["duration"] {
        duration = try SetValues.integer(text, key: "duration", in: 1...1440)
        effort = duration ?? effort
      }
      config = try ConfigJSON.patch(config) { object throws(FieldError) in
        if let duration { object["durationMinutes"] = .integer(duration) }
        try Self.applyChoices(values, to: &object)
        try Self.applyReminder(values, to: &object)
        try Self.applyLocation(values, to: &object)
        if let text = values["adjust"] {
          object["adjustments"] = .object(
            try Values.adjustments(text, onto: object["adjustments"]?.object ?? [:]))
        }
      }
    }

    /// `method`, `madhab`, `prayers`, `ishaEndsAt`, `fridayLabel`, `highLatitudeRule`, `polar`.
    private static func applyChoices(
      _ values: [String: String], to object: inout [String: JSONValue]
    ) throws(FieldError) {
      if let text = values["method"] {
        object["method"] = .string(
          try SetValues.choice(text, CalculationMethod.self, key: "method", what: "a method")
            .rawValue)
      }
      if let text = values["madhab"] {
        object["madhab"] = .string(
          try SetValues.choice(text, Madhab.self, key: "madhab", what: "a madhab").rawValue)
      }
      if let text = values["prayers"] {
        object["prayers"] = .array(try Values.prayers(text).map(JSONValue.string))
      }
      if let text = values["ishaEndsAt"] {
        object["ishaEndsAt"] = .string(
          try SetValues.choice(text, IshaEnd.self, key: "ishaEndsAt", what: "when Isha ends")
            .rawValue)
      }
      if let text = values["fridayLabel"] {
        object["fridayLabel"] = .bool(try SetValues.bool(text, key: "fridayLabel"))
      }
      if let text = values["highLatitudeRule"] {
        object["highLatitudeRule"] = .string(
          try SetValues.choice(
            text, HighLatitudeRule.self, key: "highLatitudeRule", what: "a high-latitude rule"
          ).rawValue)
      }
      if let text = values["polar"] {
        object["polarResolution"] = .string(
          try SetValues.choice(text, PolarResolution.self, key: "polar", what: "a polar resolution")
            .rawValue)
      }
    }

    /// `remindAtStart` and `remindBeforeEnd`, keeping the reminder object's other keys.
    private static func applyReminder(
      _ values: [String: String], to object: inout [String: JSONValue]
    ) throws(FieldError) {
      guard values["remindAtStart"] != nil || values["remindBeforeEnd"] != nil else { return }
      var reminder = object["reminder"]?.object ?? [:]
      if let text = values["remindAtStart"] {
        reminder["atStart"] = .bool(try SetValues.bool(text, key: "remindAtStart"))
      }
      if let text = values["remindBeforeEnd"] {
        reminder["beforeEndMinutes"] =
          SetValues.isNone(text)
          ? nil : .integer(try SetValues.integer(text, key: "remindBeforeEnd", in: 1...1440))
      }
      object["reminder"] = .object(reminder)
    }

    /// `latitude`, `longitude`, `timeZone` and `name`, keeping the location's other keys; then
    /// D-11's pre-selection when the latitude changed.
    private static func applyLocation(
      _ values: [String: String], to object: inout [String: JSONValue]
    ) throws(FieldError) {
      let keys = ["latitude", "longitude", "timeZone", "name"]
      guard keys.contains(where: { values[$0] != nil }) else { return }
      var place = object["location"]?.object ?? [:]
      if let text = values["latitude"] {
        place["latitude"] = .number(try Values.degrees(text, key: "latitude", limit: 90))
      }
      if let text = values["longitude"] {
        place["longitude"] = .number(try Values.degrees(text, key: "longitude", limit: 180))
      }
      if let text = values["timeZone"] {
        do {
          place["timeZone"] = .string(try ZoneName.resolve(text).identifier)
        } catch {
          throw FieldError(field: "timeZone", message: error.description)
        }
      }
      if let text = values["name"] { place["name"] = SetValues.isNone(text) ? nil : .string(text) }
      object["location"] = .object(place)
      if values["polar"] == nil, let latitude = place["latitude"]?.double {
        PrayerRuleEditor.preselectNearestDay(in: &object, latitude: latitude)
      }
    }
  }
}
