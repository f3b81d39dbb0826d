import Foundation
import JamaalCore
import JamaalJSON

extension WebApp {
  /// Choose a type (AN-03), or a type's form filled from its preset.
  func newRulePage(_ key: Substring?, _ jamaal: Jamaal) throws -> WebResponse {
    guard let key else { return .page(RuleTypePage(catalog: catalog).html) }
    guard let offered = catalog.offered(key) else {
      return refusal(WebStrings.notFound, status: 404)
    }
    return try ruleForm(offered, jamaal, values: nil, refusal: nil)
  }

  /// A type's form: `values` typed (the preset's when `nil`) and the field `refusal` names
  /// marked (422 then); a city that is several places offered as a choice.
  func ruleForm(
    _ offered: (preset: Preset, draft: RuleDraft), _ jamaal: Jamaal,
    values: [String: String]?, refusal: FieldError?, candidates: [String]? = nil
  ) throws -> WebResponse {
    let delivery = try jamaal.settings.screen().delivery
    var page: RuleFormPage
    if offered.draft.sourceKey == .scheduled {
      // Completed as the editor completes a draft (its start date), so its config reads.
      let draft = try jamaal.rules.applying([], to: offered.draft)
      let form = ScheduledForm(draft: draft)
      page = RuleFormPage(
        heading: Self.heading(offered), description: offered.preset.description,
        action: WebRoutes.newRule(offered.preset.key), fields: form.fields,
        values: values ?? form.defaults(today: jamaal.today), refusal: refusal,
        otherSlots: form.otherSlots, formToken: session.formToken)
    } else {
      let form = PrayerForm(draft: offered.draft, rules: jamaal.rules, candidates: candidates)
      page = RuleFormPage(
        heading: Self.heading(offered), description: offered.preset.description,
        action: WebRoutes.newRule(offered.preset.key), fields: form.fields,
        values: values ?? form.defaults,
        refusal: refusal, formToken: session.formToken)
    }
    page.quietLine = ReminderStrings.quietLine(delivery)
    return .page(page.html, status: refusal == nil ? 200 : 422)
  }

  private static func heading(_ offered: (preset: Preset, draft: RuleDraft)) -> String {
    RuleFormStrings.typeName(presetKey: offered.preset.key, title: offered.draft.title)
  }

  /// Saves a type's form: the rule added (today's and tomorrow's Anchors made) and its detail
  /// shown, or the form again naming the field, nothing written.
  func addRule(_ key: Substring, _ form: [String: String], _ jamaal: Jamaal) async throws
    -> WebResponse
  {
    guard let offered = catalog.offered(key) else {
      return refusal(WebStrings.notFound, status: 404)
    }
    let draft: RuleDraft
    do {
      if offered.draft.sourceKey == .scheduled {
        var edited = try jamaal.rules.applying(ScheduledForm.sets(form), to: offered.draft)
        edited.placement = try ScheduledForm.placement(form)
        draft = edited
      } else {
        let prayer = PrayerForm(draft: offered.draft, rules: jamaal.rules)
        let city = try PrayerForm.city(form)
        let edited = try jamaal.rules.applying(prayer.sets(form), to: offered.draft)
        switch try place(city, on: edited) {
        case .placed(let placed): draft = placed
        case .choose(let names, let field):
          return try ruleForm(offered, jamaal, values: form, refusal: field, candidates: names)
        }
      }
      let rule = try jamaal.rules.add(draft)
      try await jamaal.evaluate()
      return .seeOther(WebRoutes.rule(rule.id))
    } catch {
      guard let field = Self.fieldError(error) else { throw error }
      return try ruleForm(offered, jamaal, values: form, refusal: field)
    }
  }

  /// The place search as a person types: up to eight names as JSON (none without a finder).
  func placeSuggestions(_ request: WebRequest) -> WebResponse {
    let text = String((request.query["q"] ?? "").prefix(100))
    let names = (try? catalog.places?.suggestions(for: text, limit: 8)) ?? []
    var body: [UInt8] = []
    JSONWriter(.records).write(.array(names.map(JSONValue.string)), to: &body)
    return WebResponse(status: 200, headers: ["Content-Type": "application/json"], body: body)
  }
}
