import Foundation
import JamaalCore
import JamaalModel
import JamaalPresentation
import JamaalSchedule

extension WebApp {
  /// A form's write at `path` (its token already checked), through the door's transactions;
  /// then back to the page it came from (POST-redirect-GET).
  func post(_ path: String, _ jamaal: Jamaal) async -> WebResponse {
    guard let parts = WebRoutes.parts(path) else {
      return refusal(WebStrings.notFound, status: 404)
    }
    do {
      switch (parts.first, parts.count) {
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
}
