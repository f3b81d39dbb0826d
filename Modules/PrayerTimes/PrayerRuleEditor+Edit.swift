import Foundation
import Model

extension PrayerRuleEditor {
  /// One edit in progress: the rule's effort, and its config as JSON.
  struct Edit {
    var effort: Int
    var config: Data

    /// Applies every value to the effort and config object.
    mutating func apply(_ values: [String: String]) throws(FieldError) {
      var duration: Int?
      if let text = values["duration"] {
        duration = try Values.integer(text, key: "duration", in: 0...1440)
        effort = duration ?? effort
      }
      config = try ConfigJSON.patch(config) { object throws(FieldError) in
        if let duration { object["durationMinutes"] = duration }
        try Self.applyChoices(values, to: &object)
        try Self.applyReminder(values, to: &object)
        try Self.applyLocation(values, to: &object)
        if let text = values["adjust"] {
          object["adjustments"] = try Values.adjustments(
            text, onto: object["adjustments"] as? [String: Any] ?? [:])
        }
      }
    }

    /// `method`, `madhab`, `prayers`, `ishaEndsAt`, `fridayLabel`, `highLatitudeRule`, `polar`.
    private static func applyChoices(
      _ values: [String: String], to object: inout [String: Any]
    ) throws(FieldError) {
      if let text = values["method"] {
        object["method"] = try Values.name(text, CalculationMethod.self, key: "method", "a method")
          .rawValue
      }
      if let text = values["madhab"] {
        object["madhab"] = try Values.name(text, Madhab.self, key: "madhab", "a madhab").rawValue
      }
      if let text = values["prayers"] { object["prayers"] = try Values.prayers(text) }
      if let text = values["ishaEndsAt"] {
        object["ishaEndsAt"] =
          try Values.name(text, IshaEnd.self, key: "ishaEndsAt", "when Isha ends").rawValue
      }
      if let text = values["fridayLabel"] {
        object["fridayLabel"] = try Values.bool(text, key: "fridayLabel")
      }
      if let text = values["highLatitudeRule"] {
        object["highLatitudeRule"] =
          try Values.name(
            text, HighLatitudeRule.self, key: "highLatitudeRule", "a high-latitude rule"
          ).rawValue
      }
      if let text = values["polar"] {
        object["polarResolution"] =
          try Values.name(text, PolarResolution.self, key: "polar", "a polar resolution").rawValue
      }
    }

    /// `remindAtStart` and `remindBeforeEnd`, keeping the reminder object's other keys.
    private static func applyReminder(
      _ values: [String: String], to object: inout [String: Any]
    ) throws(FieldError) {
      guard values["remindAtStart"] != nil || values["remindBeforeEnd"] != nil else { return }
      var reminder = object["reminder"] as? [String: Any] ?? [:]
      if let text = values["remindAtStart"] {
        reminder["atStart"] = try Values.bool(text, key: "remindAtStart")
      }
      if let text = values["remindBeforeEnd"] {
        reminder["beforeEndMinutes"] =
          Values.isNone(text) ? nil : try Values.integer(text, key: "remindBeforeEnd", in: 1...1440)
      }
      object["reminder"] = reminder
    }

    /// `latitude`, `longitude`, `timeZone` and `name`, keeping the location's other keys; then
    /// D-11's pre-selection when the latitude changed.
    private static func applyLocation(
      _ values: [String: String], to object: inout [String: Any]
    ) throws(FieldError) {
      let keys = ["latitude", "longitude", "timeZone", "name"]
      guard keys.contains(where: { values[$0] != nil }) else { return }
      var place = object["location"] as? [String: Any] ?? [:]
      if let text = values["latitude"] {
        place["latitude"] = try Values.degrees(text, key: "latitude", limit: 90)
      }
      if let text = values["longitude"] {
        place["longitude"] = try Values.degrees(text, key: "longitude", limit: 180)
      }
      if let text = values["timeZone"] {
        guard TimeZone(identifier: text) != nil else {
          throw FieldError(field: "timeZone", message: "'\(text)' is not a time zone")
        }
        place["timeZone"] = text
      }
      if let text = values["name"] { place["name"] = Values.isNone(text) ? nil : text }
      object["location"] = place
      if values["polar"] == nil, let latitude = place["latitude"] as? Double {
        PrayerRuleEditor.preselectNearestDay(in: &object, latitude: latitude)
      }
    }
  }
}
