public import Foundation
import JSON
public import Model

/// `--set key=value` editing of prayer rules and drafts (CLI.md), and setting a draft's location,
/// as pure functions.
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
/// | `duration` | minutes of effort, 0…1440 (also the rule's effort) |
/// | `remindAtStart` | `true` · `false` |
/// | `remindBeforeEnd` | minutes, 1…1440, or `none` |
/// | `polar` | `unresolved` · `nearestDay` · `nearestLatitude` |
/// | `latitude`, `longitude` | degrees |
/// | `timeZone` | an IANA zone, e.g. `Asia/Riyadh` |
/// | `name` | the place's name, or `none` |
/// | `adjust` | `fajr:2,isha:-1` (or `fajr=2,…`): minutes per time (fajr, sunrise, dhuhr, asr, maghrib, isha), ±120; listed ones replaced, others kept; `none` clears all |
///
/// ```swift
/// let edited = try PrayerRuleEditor.apply(["method=karachi", "adjust=isha:2"], to: rule, now: now)
/// ```
public enum PrayerRuleEditor {
  /// The keys this source understands, in the order they are applied.
  public static let keys = [
    "title", "method", "madhab", "prayers", "ishaEndsAt", "fridayLabel", "highLatitudeRule",
    "duration", "remindAtStart", "remindBeforeEnd", "polar", "latitude", "longitude", "timeZone",
    "name", "adjust",
  ]

  /// Above this latitude (north or south) the form pre-selects `nearestDay` (D-11).
  public static let nearestDayLatitude = 65.0

  /// Applies `key=value` pairs to a draft and checks the result (a draft may still lack its
  /// location, method and madhab).
  /// - Parameters:
  ///   - assignments: `key=value` texts, e.g. `["method=karachi", "prayers=fajr,isha"]`.
  ///   - draft: the draft from a preset or rule file.
  /// - Returns: the edited draft.
  /// - Throws: ``PrayerRuleError`` naming the key (or the config field) at fault.
  public static func apply(
    _ assignments: [String], to draft: RuleDraft
  ) throws(PrayerRuleError) -> RuleDraft {
    var edit = Edit(title: draft.title, effort: draft.effortMinutes, config: draft.configData)
    try edit.apply(try parse(assignments))
    _ = try PrayerWindowConfig.read(edit.config)
    var result = draft
    result.title = edit.title
    result.effortMinutes = edit.effort
    result.configData = edit.config
    return result
  }

  /// Applies `key=value` pairs to a stored rule and checks that it still reads as a whole (then
  /// plan its Anchors as D-7 says).
  /// - Parameters:
  ///   - assignments: `key=value` texts.
  ///   - rule: the stored rule.
  ///   - now: the current instant (the rule's new `modifiedAt`).
  /// - Returns: the edited rule.
  /// - Throws: ``PrayerRuleError`` naming the key (or the config field) at fault.
  public static func apply(
    _ assignments: [String], to rule: AnchorRule, now: Date
  ) throws(PrayerRuleError) -> AnchorRule {
    var edit = Edit(title: rule.title, effort: rule.effortMinutes, config: rule.configData)
    try edit.apply(try parse(assignments))
    var result = rule
    result.title = edit.title
    result.effortMinutes = edit.effort
    result.configData = edit.config
    result.modifiedAt = now
    _ = try PrayerWindowSchedule(rule: result)
    return result
  }

  /// Writes a draft's location; fills the method and madhab from `suggestion` only where the
  /// draft has none yet, and pre-selects `nearestDay` above 65° when no polar resolution is set
  /// (D-11).
  /// - Parameters:
  ///   - location: the place (already checked).
  ///   - draft: the draft.
  ///   - suggestion: the region's method and madhab (G-31), if known.
  /// - Returns: the draft with its location.
  /// - Throws: ``PrayerRuleError`` when the draft's config is not a readable JSON object.
  public static func setLocation(
    _ location: PrayerLocation, on draft: RuleDraft, suggestion: MethodSuggestion?
  ) throws(PrayerRuleError) -> RuleDraft {
    var result = draft
    result.configData = try ConfigJSON.patch(draft.configData) {
      object throws(PrayerRuleError) in
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

  /// Splits `key=value` texts, refusing unknown and repeated keys.
  static func parse(_ assignments: [String]) throws(PrayerRuleError) -> [String: String] {
    try FieldAssignments.parse(assignments, keys: keys)
  }
}
