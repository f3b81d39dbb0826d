import JamaalCore
import JamaalPresentation

/// Rule detail (AN-02) as a page: the schedule, state, last time done, exceptions, the days
/// ahead and what the rule cannot have, and its buttons.
struct RuleDetailPage {
  /// The screen the door made.
  let screen: RuleDetailScreen
  /// The token every form carries.
  let formToken: String
  /// The exceptions form (none on a rule that is archived or needs attention).
  var exceptionForm: FormView?

  var html: String {
    let words = screen.words
    return PageFrame.page(title: words.title) { main in
      main.element("h1", text: words.title)
      main.element("p", ["class": "line"], text: words.summary)
      if let state = words.state { main.element("p", ["class": "state"], text: state) }
      if let lastDone = screen.lastDone { main.element("p", text: lastDone) }
      RuleButtons.add(screen.actions, of: screen.id, title: words.title, formToken, into: &main)
      list(words.exceptions, label: WebStrings.exceptions, into: &main)
      if let exceptionForm {
        main.element("section", ["aria-labelledby": "exception-heading"]) { section in
          section.element("h2", ["id": "exception-heading"], text: ExceptionFormStrings.heading)
          exceptionForm.add(to: &section, formToken: formToken)
        }
      }
      main.element("p", text: words.days)
      list(words.upcoming, label: WebStrings.upcoming, into: &main)
      list(words.missing, label: WebStrings.missing, into: &main)
      main.element("p", ["class": "quiet"], text: words.identity)
      main.element("p") { $0.element("a", ["href": WebRoutes.rules], text: WebStrings.rules) }
    }
  }

  private func list(_ lines: [String], label: String, into main: inout HTML) {
    guard !lines.isEmpty else { return }
    main.element("ul", ["aria-label": label]) { list in
      for line in lines { list.element("li", text: line) }
    }
  }
}
