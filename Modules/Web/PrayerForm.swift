import Foundation
import JamaalCore

/// The prayer form (AN-04, with AN-11's city search) as a page, and what it sends: the prayer
/// source's `--set` edits, then the place the city finds — its region's method and madhab
/// unless the form names its own (G-31). A city that is several places comes back as a choice.
struct PrayerForm {
  /// The preset's draft.
  let draft: RuleDraft
  /// The door's rules, for the choices each key takes.
  let rules: Jamaal.Rules
  /// The names a city that is several places offers (the city then is a choice).
  var candidates: [String]? = nil
  /// Whether it edits a stored rule: a title, and a city that may stay empty (the place kept).
  var editing = false
  /// The name of the place an edited rule has.
  var placeName: String?

  /// The fields, in order; the high-latitude rule and adjustments sit under Advanced.
  var fields: [FormView.Field] {
    let source = draft.sourceKey
    func options(_ key: String, first: String?) -> [(value: String, label: String)] {
      let choices = rules.choices(forKey: key, of: source).map { ($0.value, $0.label) }
      return (first.map { [("", $0)] } ?? []) + choices
    }
    let city: FormView.Field =
      if let candidates {
        .init(
          name: "city", label: PrayerFormStrings.city,
          kind: .choice(candidates.map { ($0, $0) }))
      } else if editing {
        .init(
          name: "city", label: PrayerFormStrings.city, kind: .text(maxLength: 200),
          hint: PrayerFormStrings.keepPlace(placeName), suggestions: [])
      } else {
        .init(
          name: "city", label: PrayerFormStrings.city, kind: .text(maxLength: 200),
          required: true, hint: PrayerFormStrings.cityHint, suggestions: [])
      }
    let title: [FormView.Field] =
      editing
      ? [.init(name: "title", label: RuleFormStrings.title, kind: .text(maxLength: 200))] : []
    return title + [
      city,
      .init(
        name: "method", label: PrayerFormStrings.method,
        kind: .choice(options("method", first: PrayerFormStrings.fromRegion))),
      .init(
        name: "madhab", label: PrayerFormStrings.madhab,
        kind: .choice(options("madhab", first: PrayerFormStrings.fromRegion))),
      .init(
        name: "prayers", label: PrayerFormStrings.prayers,
        kind: .checkboxes(options("prayers", first: nil))),
      .init(
        name: "ishaEndsAt", label: PrayerFormStrings.ishaEndsAt,
        kind: .choice(options("ishaEndsAt", first: nil))),
      .init(name: "duration", label: PrayerFormStrings.duration, kind: .number(1...1440)),
      .init(
        name: "highLatitudeRule", label: PrayerFormStrings.highLatitudeRule,
        kind: .choice(options("highLatitudeRule", first: PrayerFormStrings.forThePlace)),
        advanced: true),
      .init(
        name: "adjust", label: PrayerFormStrings.adjust, kind: .text(maxLength: 200),
        advanced: true),
    ] + ReminderFields.fields
  }

  /// What a new rule's form shows first: the preset's prayers, Isha's end, duration and
  /// reminders (`stored`, the draft's `--set` values); method, madhab and the high-latitude
  /// rule left to the place's region (G-31, D-11).
  func defaults(_ stored: [String: String]) -> [String: String] {
    values(stored).filter { !["title", "method", "madhab", "highLatitudeRule"].contains($0.key) }
  }

  /// An edit's values: the rule's `--set` values as the form's fields hold them (the city
  /// empty: the place is kept).
  func values(_ stored: [String: String]) -> [String: String] {
    var values = stored.filter {
      [
        "title", "method", "madhab", "ishaEndsAt", "highLatitudeRule",
        "duration", "remindBeforeEnd",
      ].contains($0.key)
    }
    for prayer in (stored["prayers"] ?? "").split(separator: ",") {
      values["prayers-" + prayer] = "on"
    }
    if stored["remindAtStart"] == "true" { values["remindAtStart"] = "on" }
    return values
  }

  /// The `--set` edits the form stands for (an empty choice leaves the preset's or region's).
  func sets(_ form: [String: String]) -> [String] {
    func value(_ name: String) -> String { form[name]?.trimmingCharacters(in: .whitespaces) ?? "" }
    var sets: [String] = []
    for key in ["method", "madhab", "ishaEndsAt", "highLatitudeRule", "adjust"]
    where !value(key).isEmpty {
      sets.append(key + "=" + value(key))
    }
    let prayers = rules.choices(forKey: "prayers", of: draft.sourceKey).map(\.value)
      .filter { form["prayers-" + $0] != nil }
    sets.append("prayers=" + prayers.joined(separator: ","))
    sets.append("duration=" + value("duration"))
    return sets + ReminderFields.sets(form)
  }

  /// The city typed (or chosen), refused when empty.
  static func city(_ form: [String: String]) throws(FieldError) -> String {
    let city = form["city"]?.trimmingCharacters(in: .whitespaces) ?? ""
    guard !city.isEmpty else {
      throw FieldError(field: "city", message: PrayerFormStrings.noCity)
    }
    return city
  }
}
