import Foundation
import JamaalJSON
public import JamaalModel

/// `--set key=value` editing of prayer rules and drafts (CLI.md): the `prayerWindow` source's
/// editor (``PrayerWindowSource/editor``), on the shared ``/JamaalModel/RuleEditing`` skeleton; and setting a
/// draft's location.
///
/// Each edit patches the stored config as a JSON object (never re-encodes the struct), so keys a
/// newer version added survive; the result is then read and checked as a whole. Keys:
///
/// | key | value |
/// |---|---|
/// | `title` | the rule's title |
/// | `method` | `muslimWorldLeague` … `other` |
/// | `madhab` | `shafi` · `hanafi` |
/// | `prayers` | `fajr,dhuhr,asr,maghrib,isha` (any non-empty subset; or `all`) |
/// | `ishaEndsAt` | `islamicMidnight` · `nextFajr` |
/// | `fridayLabel` | `true` · `false` |
/// | `highLatitudeRule` | `middleOfTheNight` · `seventhOfTheNight` · `twilightAngle` · `recommended` |
/// | `duration` | minutes of effort, 1…1440 (also the rule's effort) |
/// | `remindAtStart` | `true` · `false` |
/// | `remindBeforeEnd` | minutes, 1…1440, or `none` |
/// | `polar` | `unresolved` · `nearestDay` · `nearestLatitude` |
/// | `latitude`, `longitude` | degrees |
/// | `timeZone` | an IANA zone, e.g. `Asia/Riyadh` |
/// | `name` | the place's name, or `none` |
/// | `adjust` | `fajr:2,isha:-1` (or `fajr=2,…`): minutes per time (fajr, sunrise, dhuhr, asr, maghrib, isha), ±120; listed ones replaced, others kept; `none` clears all |
///
/// ```swift
/// let edited = try PrayerRuleEditor().apply(
///   ["method=karachi", "adjust=isha:2"], to: rule, context: EditContext(today: today, now: now))
/// ```
public struct PrayerRuleEditor: RuleEditing {
  /// The keys this source understands besides `title`, in the order they are applied.
  public let keys = [
    "method", "madhab", "prayers", "ishaEndsAt", "fridayLabel", "highLatitudeRule", "duration",
    "remindAtStart", "remindBeforeEnd", "polar", "latitude", "longitude", "timeZone", "name",
    "adjust",
  ]

  /// Above this latitude (north or south) the form pre-selects `nearestDay` (D-11).
  public static let nearestDayLatitude = 65.0

  /// Makes the editor.
  public init() {}

  /// Applies the values to the effort (`duration`) and the config.
  /// - Throws: ``/JamaalModel/FieldError`` naming the key at fault.
  public func edit(_ fields: inout RuleFields, values: [String: String], context: EditContext)
    throws(FieldError)
  {
    var edit = Edit(effort: fields.effortMinutes, config: fields.configData)
    try edit.apply(values)
    fields.effortMinutes = edit.effort
    fields.configData = edit.config
  }

  /// Reads the config: a draft may still lack its location, method and madhab; a rule must read
  /// as a whole schedule.
  /// - Throws: ``/JamaalModel/FieldError`` naming the config field at fault.
  public func check(_ fields: RuleFields, asDraft: Bool) throws(FieldError) {
    if asDraft {
      _ = try PrayerWindowConfig.read(fields.configData)
    } else {
      _ = try PrayerWindowSchedule(
        rule: AnchorRule(
          title: fields.title, sourceKey: .prayerWindow, configData: fields.configData,
          effortMinutes: fields.effortMinutes, createdAt: .distantPast))
    }
  }

  /// Writes a draft's location; fills the method and madhab from `suggestion` only where the
  /// draft has none yet, and pre-selects `nearestDay` above 65° when no polar resolution is set
  /// (D-11).
  /// - Parameters:
  ///   - location: the place (already checked).
  ///   - draft: the draft.
  ///   - suggestion: the region's method and madhab (G-31), if known.
  /// - Returns: the draft with its location.
  /// - Throws: ``/JamaalModel/FieldError`` when the draft's config is not a readable JSON object.
  public static func setLocation(
    _ location: PrayerLocation, on draft: RuleDraft, suggestion: MethodSuggestion?
  ) throws(FieldError) -> RuleDraft {
    var result = draft
    result.configData = try ConfigJSON.patch(draft.configData) {
      object throws(FieldError) in
      var place = object["location"]?.object ?? [:]
      place["latitude"] = .number(location.latitude)
      place["longitude"] = .number(location.longitude)
      place["timeZone"] = .string(location.timeZone)
      place["name"] = location.name.map(JSONValue.string)
      object["location"] = .object(place)
      if let suggestion {
        if object["method"] == nil { object["method"] = .string(suggestion.method.rawValue) }
        if object["madhab"] == nil { object["madhab"] = .string(suggestion.madhab.rawValue) }
      }
      preselectNearestDay(in: &object, latitude: location.latitude)
    }
    _ = try PrayerWindowConfig.read(result.configData)
    return result
  }

  /// Sets `polarResolution` to `nearestDay` when none is set and `latitude` is above 65° (D-11).
  static func preselectNearestDay(in object: inout [String: JSONValue], latitude: Double) {
    if object["polarResolution"] == nil, abs(latitude) > nearestDayLatitude {
      object["polarResolution"] = .string(PolarResolution.nearestDay.rawValue)
    }
  }
}
