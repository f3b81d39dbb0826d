import Foundation
import JamaalJSON
import JamaalModel

/// A preset or rule file: the config's shape, the rule's columns, and an optional start date.
struct ScheduledPreset: Decodable {
  var version: Int?
  var title: String
  var effortMinutes: Int?
  var placement: Placement?
  var recurrence: PresetRecurrence
  var slots: [Slot]
  var endDate: LogicalDate?
  var timeZone: String?
  var exceptions: [ExceptionRange]?
  var reminder: ReminderSetting?

  /// A recurrence whose `startDate` may be left for the form to fill.
  struct PresetRecurrence: Decodable {
    var kind: String
    var days: [Weekday]?
    var n: Int?
    var minDays: Int?
    var maxDays: Int?
    var startDate: LogicalDate?
  }

  /// The draft, validated as far as a missing start date allows.
  func draft() throws(FieldError) -> RuleDraft {
    if let version, version != ScheduledConfig.currentVersion {
      throw FieldError(
        field: "version", message: "must be \(ScheduledConfig.currentVersion)")
    }
    guard title.contains(where: { !$0.isWhitespace }) else {
      throw FieldError(field: "title", message: "must not be empty")
    }
    let placement = placement ?? .fixed
    let effort = effortMinutes ?? 0
    var zone: String?
    if let timeZone {
      // A zone written in a preset or rule file reads as one typed (`europe/london`); an
      // abbreviation is refused rather than read as whatever zone it also names.
      do {
        zone = try ZoneName.resolve(timeZone).identifier
      } catch {
        throw FieldError(field: "timeZone", message: error.description)
      }
    }
    var config = ScheduledConfig(
      recurrence: try typedRecurrence(
        startDate: recurrence.startDate ?? LogicalDate(daysSinceEpoch: 0)),
      slots: slots, effortMinutes: effort, placement: placement, endDate: endDate,
      timeZone: zone, exceptions: exceptions ?? [], reminder: reminder ?? .off)
    if recurrence.startDate == nil, config.endDate != nil {
      // The end-date check waits for the real start date; validate the rest.
      let endDate = config.endDate
      config.endDate = nil
      try config.validate()
      config.endDate = endDate
    } else {
      try config.validate()
    }
    var data = config.jsonData()
    if recurrence.startDate == nil {
      data =
        (try? ConfigJSON.patch(data) { object in
          var recurrence = object["recurrence"]?.object ?? [:]
          recurrence.removeValue(forKey: "startDate")
          object["recurrence"] = .object(recurrence)
        }) ?? data
    }
    return RuleDraft(
      title: title, sourceKey: .scheduled, configData: data, effortMinutes: effort,
      placement: placement)
  }

  private func typedRecurrence(startDate: LogicalDate) throws(FieldError) -> Recurrence {
    func need<T>(_ value: T?, _ key: String) throws(FieldError) -> T {
      guard let value else {
        throw FieldError(field: "recurrence.\(key)", message: "is missing")
      }
      return value
    }
    switch recurrence.kind {
    case "weekdays":
      return .weekdays(days: Set(try need(recurrence.days, "days")))
    case "everyNDays":
      return .everyNDays(n: try need(recurrence.n, "n"), startDate: startDate)
    case "everyNWeeks":
      return .everyNWeeks(
        n: try need(recurrence.n, "n"), days: Set(try need(recurrence.days, "days")),
        startDate: startDate)
    case "afterLast":
      return .afterLast(
        minDays: try need(recurrence.minDays, "minDays"),
        maxDays: try need(recurrence.maxDays, "maxDays"), startDate: startDate)
    default:
      throw FieldError(
        field: "recurrence.kind",
        message:
          "'\(recurrence.kind)' is not a recurrence (\(Recurrence.kinds.joined(separator: ", ")))")
    }
  }
}
