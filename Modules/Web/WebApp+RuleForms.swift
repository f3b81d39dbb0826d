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
    // Completed as its editor completes a draft (a start date), so its config reads.
    let draft = try jamaal.rules.applying([], to: offered.draft)
    let target = RuleFormTarget(
      heading: Self.heading(offered), description: offered.preset.description,
      action: WebRoutes.newRule(offered.preset.key), editing: false)
    return try formPage(
      draft, target, jamaal, values: values, refusal: refusal, candidates: candidates)
  }

  /// Where a rule's form goes and what heads it: a new rule's, or an edit's.
  struct RuleFormTarget {
    let heading: String
    let description: String
    let action: String
    let editing: Bool
  }

  /// The form of `draft`'s type as a page — the scheduled form or the prayer form — holding
  /// `values` (the draft's own when `nil`), the field `refusal` names marked (422 then), and
  /// the one quiet line while notifications are off. An edit offers no placement (no `--set`
  /// key writes it) and lets a prayer rule's city stay empty.
  func formPage(
    _ draft: RuleDraft, _ target: RuleFormTarget, _ jamaal: Jamaal,
    values: [String: String]?, refusal: FieldError?, candidates: [String]?
  ) throws -> WebResponse {
    let fields: [FormView.Field]
    let shown: [String: String]
    if draft.sourceKey == .scheduled {
      let form = ScheduledForm(draft: draft)
      fields = target.editing ? form.fields.filter { $0.name != "placement" } : form.fields
      shown = values ?? form.defaults(today: jamaal.today)
    } else {
      var form = PrayerForm(draft: draft, rules: jamaal.rules, candidates: candidates)
      form.editing = target.editing
      let stored = jamaal.rules.values(of: draft)
      form.placeName = stored["name"]
      fields = form.fields
      shown = values ?? (target.editing ? form.values(stored) : form.defaults(stored))
    }
    var page = RuleFormPage(
      heading: target.heading, description: target.description, action: target.action,
      fields: fields, values: shown, refusal: refusal,
      formToken: session.formToken)
    page.quietLine = ReminderStrings.quietLine(try jamaal.settings.screen().delivery)
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
    let scheduled = ScheduledForm(draft: try jamaal.rules.applying([], to: offered.draft))
    do {
      if offered.draft.sourceKey == .scheduled {
        var edited = try jamaal.rules.applying(scheduled.sets(form), to: offered.draft)
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
      return try ruleForm(offered, jamaal, values: form, refusal: scheduled.formRefusal(field))
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
