import JamaalCore
import JamaalModel
import JamaalPresentation

/// Night Planning (what a planning reminder opens, G-78) as a page: the day's Anchors and the
/// two buttons that mark the night planned or skipped.
struct NightPlanningPage {
  /// The screen the door made.
  let screen: NightPlanningScreen
  /// The token every form carries.
  let formToken: String

  var html: String {
    PageFrame.page(title: screen.heading) { main in
      main.element("h1", text: screen.heading)
      if let marked = screen.stateText { main.element("p", ["role": "status"], text: marked) }
      if let empty = screen.emptyText { main.element("p", text: empty) }
      main.element("ul", ["aria-label": NightPlanningStrings.anchorsLabel]) { list in
        for line in screen.anchors { list.element("li", text: line) }
      }
      main.element("div", ["class": "actions"]) { group in
        for action in screen.actions where action.id != screen.state {
          group.postButton(
            action.label, to: WebRoutes.nightMark(screen.date, action.id), formToken: formToken)
        }
      }
    }
  }
}
