import Foundation
import JamaalCore
import JamaalModel
import JamaalPresentation
import JamaalSchedule

extension WebApp {
  /// A form's write at `path` (its token already checked), through the door's transactions;
  /// then back to the page it came from (POST-redirect-GET).
  func post(_ path: String, form: [String: String], _ jamaal: Jamaal) async -> WebResponse {
    guard let parts = WebRoutes.parts(path) else {
      return refusal(WebStrings.notFound, status: 404)
    }
    do {
      switch (parts.first, parts.count) {
      case ("anchors", 2) where parts[1] == "new":
        return try await addOneOff(form, jamaal)
      case ("rules", 3) where parts[1] == "new":
        return try await addRule(parts[2], form, jamaal)
      case ("settings", 1):
        return try await changeSettings(form, jamaal)
      case ("rules", 3) where parts[2] == "edit":
        guard let id = WebRoutes.id(parts[1]) else { break }
        return try await editRule(id, form, jamaal)
      case ("rules", 3) where parts[2] == "exceptions":
        guard let id = WebRoutes.id(parts[1]) else { break }
        return try await addException(form, toRule: id, jamaal)
      case ("anchors", 3):
        guard WebRoutes.id(parts[1]) != nil, let action = AnchorAction(rawValue: String(parts[2]))
        else { break }
        let anchor = try jamaal.anchors.matching(String(parts[1]))
        _ = try jamaal.anchors.act(action, on: anchor)
        return .seeOther(WebRoutes.today + "#" + WebRoutes.anchorFragment(anchor.id))
      case ("rules", 3):
        guard let id = WebRoutes.id(parts[1]),
          let change = RuleAction(rawValue: String(parts[2])).flatMap({ RuleButtons.changes[$0] })
        else { break }
        do {
          try jamaal.rules.change(change, ruleWithID: id)
        } catch {
          return failure(error, missing: WebStrings.noSuchRule)
        }
        try await jamaal.evaluate()
        return .seeOther(WebRoutes.rule(id))
      case ("night", 3):
        guard let date = LogicalDate(String(parts[1])) else { break }
        let state = DayPlanState(rawValue: String(parts[2]))
        guard state.isKnown else { break }
        try jamaal.markNight(date, as: state)
        try await jamaal.evaluate()
        return .seeOther(WebRoutes.night(date))
      case ("banner", 2):
        guard parts[1] == "not-today" || parts[1] == "dont-remind-me" else { break }
        try jamaal.reminders.dismissBanner(neverAgain: parts[1] == "dont-remind-me")
        return .seeOther(WebRoutes.today)
      case ("notices", 3):
        guard parts[2] == "dismiss" else { break }
        try jamaal.dismissNotice(String(parts[1]))
        return .seeOther(WebRoutes.today)
      default: break
      }
    } catch {
      return failure(error)
    }
    return refusal(WebStrings.notFound, status: 404)
  }

  /// The one-off form: the Anchor stored and Today shown, or the form again naming the field.
  private func addOneOff(_ form: [String: String], _ jamaal: Jamaal) async throws -> WebResponse {
    let anchor: Anchor
    do {
      anchor = try OneOffForm.anchor(form, jamaal: jamaal)
      try jamaal.anchors.addOneOff(anchor)
    } catch {
      guard let field = Self.fieldError(error) else { throw error }
      return .page(
        OneOffForm.page(values: form, refusal: field, formToken: session.formToken), status: 422)
    }
    try await jamaal.evaluate()
    return .seeOther(WebRoutes.today + "#" + WebRoutes.anchorFragment(anchor.id))
  }

  /// The exceptions form: the range added (pending Anchors inside removed) and the detail shown,
  /// or the detail again with the form naming the field.
  private func addException(
    _ form: [String: String], toRule id: UUID, _ jamaal: Jamaal
  ) async throws -> WebResponse {
    do {
      _ = try jamaal.rules.addException(try ExceptionForm.range(form), toRuleWithID: id)
    } catch {
      guard let field = Self.fieldError(error) else {
        return failure(error, missing: WebStrings.noSuchRule)
      }
      return try ruleDetail(id, jamaal, values: form, refusal: field)
    }
    try await jamaal.evaluate()
    return .seeOther(WebRoutes.rule(id))
  }

  /// The settings form: saved (reminders re-planned) and shown again, or shown naming the field.
  private func changeSettings(_ form: [String: String], _ jamaal: Jamaal) async throws
    -> WebResponse
  {
    do {
      try await jamaal.settings.change(try SettingsPage.change(form))
    } catch {
      guard let field = Self.fieldError(error) else { throw error }
      let page = SettingsPage.html(
        try jamaal.settings.screen(), parts: try jamaal.settings.parts(), values: form,
        refusal: field, formToken: session.formToken)
      return .page(page, status: 422)
    }
    return .seeOther(WebRoutes.settingsSaved)
  }

  /// The field an error names: a form's own check, or the door's.
  static func fieldError(_ error: any Error) -> FieldError? {
    if let error = error as? FieldError { return error }
    if let error = error as? JamaalError, case .field(let field) = error.kind { return field }
    return nil
  }
}
