import Foundation
import JamaalCore

extension WebApp {
  /// A rule's Edit form (AN-02's Edit): its type's form holding the rule as it is; a prayer
  /// rule's city left empty keeps its place. An archived rule is refused, as the door refuses it.
  func editRulePage(
    _ id: UUID, _ jamaal: Jamaal, values: [String: String]? = nil, refusal: FieldError? = nil,
    candidates: [String]? = nil
  ) throws -> WebResponse {
    guard let rule = try jamaal.rules.rule(id: id) else {
      return self.refusal(WebStrings.noSuchRule, status: 404)
    }
    if rule.isArchived {
      return self.refusal(RefusalStrings.archived(title: rule.title), status: 409)
    }
    let summary = (try? jamaal.rules.detailScreen(id: id))??.words.summary ?? ""
    let target = RuleFormTarget(
      heading: RuleFormStrings.editHeading(rule.title), description: summary,
      action: WebRoutes.ruleEdit(id), editing: true)
    return try formPage(
      Self.draft(of: rule), target, jamaal, values: values, refusal: refusal,
      candidates: candidates)
  }

  /// Saves an Edit form through the door's edit (read and written in one transaction; D-7:
  /// pending Anchors not yet open are replaced), or shows it again naming the field.
  func editRule(_ id: UUID, _ form: [String: String], _ jamaal: Jamaal) async throws
    -> WebResponse
  {
    guard let rule = try jamaal.rules.rule(id: id) else {
      return refusal(WebStrings.noSuchRule, status: 404)
    }
    let scheduled = ScheduledForm(draft: Self.draft(of: rule))
    do {
      var sets: [String]
      if rule.sourceKey == .scheduled {
        sets = scheduled.sets(form)
      } else {
        let draft = Self.draft(of: rule)
        sets = ["title=" + (form["title"] ?? rule.title)]
        sets += PrayerForm(draft: draft, rules: jamaal.rules).sets(form)
        let city = form["city"]?.trimmingCharacters(in: .whitespaces) ?? ""
        if !city.isEmpty {
          switch try place(city, on: draft) {
          case .placed(let placed):
            let values = jamaal.rules.values(of: placed)
            for key in ["latitude", "longitude", "timeZone", "name"] {
              if let value = values[key] { sets.append(key + "=" + value) }
            }
          case .choose(let names, let field):
            return try editRulePage(id, jamaal, values: form, refusal: field, candidates: names)
          }
        }
      }
      try jamaal.rules.edit(id, sets: sets)
    } catch {
      guard let field = Self.fieldError(error) else {
        return failure(error, missing: WebStrings.noSuchRule)
      }
      return try editRulePage(id, jamaal, values: form, refusal: scheduled.formRefusal(field))
    }
    try await jamaal.evaluate()
    return .seeOther(WebRoutes.rule(id))
  }

  /// What a city's name does to a form: places the draft, or asks which of several.
  enum Placing {
    /// The draft set to the one place.
    case placed(RuleDraft)
    /// The names to choose from, and the refusal that asks.
    case choose([String], FieldError)
  }

  /// What the city finds through the catalog's finder; no place is refused naming the city.
  func place(_ city: String, on draft: RuleDraft) throws -> Placing {
    guard let places = catalog.places else {
      throw FieldError(field: "city", message: PrayerFormStrings.noPlaces)
    }
    switch try places.place(city, on: draft) {
    case .placed(let placed, _): return .placed(placed)
    case .ambiguous(let names):
      let asking = PrayerFormStrings.choose(CityStrings.ambiguous(city))
      return .choose(names, FieldError(field: "city", message: asking))
    case .notFound(let suggestion):
      throw FieldError(field: "city", message: CityStrings.notFound(city, suggestion: suggestion))
    }
  }

  /// A stored rule as the draft its form starts from.
  static func draft(of rule: AnchorRule) -> RuleDraft {
    RuleDraft(
      title: rule.title, sourceKey: rule.sourceKey, configData: rule.configData,
      effortMinutes: rule.effortMinutes, placement: rule.placement)
  }
}
