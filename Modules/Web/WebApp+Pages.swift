import Foundation
import JamaalCore
import JamaalModel
import JamaalPresentation

extension WebApp {
  /// The stylesheet or the script, built into the binary (also while recovering).
  static func asset(_ request: WebRequest) -> WebResponse? {
    guard request.method == "GET" || request.method == "HEAD" else { return nil }
    switch request.path {
    case WebRoutes.stylesheet: return .asset(Stylesheet.text, type: "text/css")
    case WebRoutes.script: return .asset(PageScript.text, type: "text/javascript")
    default: return nil
    }
  }

  /// The page at `path` (GET and HEAD), read through the door.
  func get(_ path: String, _ jamaal: Jamaal) async -> WebResponse {
    do {
      switch path {
      case "/", WebRoutes.recovery: return .seeOther(WebRoutes.today)
      case WebRoutes.today:
        let screen = try await jamaal.todayScreen()
        return .page(TodayPage(screen: screen, formToken: session.formToken).html)
      case WebRoutes.rules, WebRoutes.archivedRules:
        try await jamaal.evaluate()
        let screen = try jamaal.rules.listScreen(archived: path == WebRoutes.archivedRules)
        return .page(RulesPage(screen: screen, formToken: session.formToken).html)
      case WebRoutes.export: return try export(jamaal)
      case WebRoutes.settings, WebRoutes.settingsSaved:
        let saved = path == WebRoutes.settingsSaved ? SettingsStrings.saved : nil
        return .page(
          SettingsPage.html(
            try jamaal.settings.screen(), parts: try jamaal.settings.parts(), saved: saved,
            formToken: session.formToken))
      default: return try await page(WebRoutes.parts(path) ?? [], jamaal)
      }
    } catch {
      return failure(error)
    }
  }

  /// A page whose address names a rule or a date.
  private func page(_ parts: [Substring], _ jamaal: Jamaal) async throws -> WebResponse {
    switch (parts.first, parts.count) {
    case ("rules", 2) where parts[1] == "new": return try newRulePage(nil, jamaal)
    case ("rules", 3) where parts[1] == "new": return try newRulePage(parts[2], jamaal)
    case ("rules", 3) where parts[2] == "edit":
      guard let id = WebRoutes.id(parts[1]) else { break }
      return try editRulePage(id, jamaal)
    case ("rules", 2):
      guard let id = WebRoutes.id(parts[1]) else { break }
      try await jamaal.evaluate()
      return try ruleDetail(id, jamaal)
    case ("anchors", 2) where parts[1] == "new":
      return .page(
        OneOffForm.page(
          values: ["date": jamaal.today.description], refusal: nil, formToken: session.formToken))
    case ("night", 2):
      guard let date = LogicalDate(String(parts[1])) else {
        return refusal(WebStrings.notADate, status: 404)
      }
      try await jamaal.evaluate()
      let screen = try jamaal.nightPlanningScreen(for: date)
      return .page(NightPlanningPage(screen: screen, formToken: session.formToken).html)
    default: break
    }
    return refusal(WebStrings.notFound, status: 404)
  }

  /// A rule's detail, with its exceptions form holding `values` and the field `refusal` names
  /// (status 422 then).
  func ruleDetail(
    _ id: UUID, _ jamaal: Jamaal, values: [String: String] = [:], refusal: FieldError? = nil
  ) throws -> WebResponse {
    guard let screen = try jamaal.rules.detailScreen(id: id) else {
      return self.refusal(WebStrings.noSuchRule, status: 404)
    }
    let takesExceptions = screen.state == .active || screen.state == .paused
    let page = RuleDetailPage(
      screen: screen, formToken: session.formToken,
      exceptionForm: takesExceptions
        ? ExceptionForm.view(ruleID: id, values: values, refusal: refusal) : nil)
    return .page(page.html, status: refusal == nil ? 200 : 422)
  }

  /// Every row as JSON, as a download ("Export my data first").
  private func export(_ jamaal: Jamaal) throws -> WebResponse {
    let data = try jamaal.data.export()
    let name = "jamaal-export-\(jamaal.today).json"
    return WebResponse(
      status: 200,
      headers: [
        "Content-Type": "application/json",
        "Content-Disposition": "attachment; filename=\"\(name)\"",
      ], body: Array(data))
  }
}

extension WebResponse {
  /// A file built into the binary.
  static func asset(_ text: String, type: String) -> WebResponse {
    WebResponse(
      status: 200, headers: ["Content-Type": type + "; charset=utf-8"], body: Array(text.utf8))
  }
}
