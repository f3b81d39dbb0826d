import Foundation
import JamaalCore
import JamaalPresentation
import JamaalSchedule

/// The rules list (AN-01) as a page: each rule's one-line schedule, state and next Anchor, a
/// link to its detail, and its buttons; those that need attention (AN-07) come first.
struct RulesPage {
  /// The screen the door made.
  let screen: RuleListScreen
  /// The token every form carries.
  let formToken: String

  var html: String {
    let title = screen.archived ? WebStrings.archivedRules : WebStrings.rules
    return PageFrame.page(title: title) { main in
      main.element("h1", text: title)
      if !screen.archived {
        main.element("p") { add in
          add.element("a", ["href": WebRoutes.newRuleTypes], text: RuleFormStrings.chooseHeading)
        }
      }
      if let empty = screen.emptyText { main.element("p", text: empty) }
      main.element("ul", ["class": "rows"]) { list in
        for row in screen.rows {
          list.element(
            "li",
            ["id": "rule-" + row.id.uuidString.lowercased(), "class": RuleClass.of(row.state)]
          ) { item in
            item.element(
              "a", ["class": "line", "href": WebRoutes.rule(row.id)], text: row.words.line)
            if let state = row.words.state { item.element("span", ["class": "state"], text: state) }
            if let next = row.words.next { item.element("span", ["class": "next"], text: next) }
            RuleButtons.add(row.actions, of: row.id, title: row.words.title, formToken, into: &item)
          }
        }
      }
      main.element("p") { links in
        if screen.archived {
          links.element("a", ["href": WebRoutes.rules], text: WebStrings.rules)
        } else {
          links.element("a", ["href": WebRoutes.archivedRules], text: WebStrings.archivedRules)
        }
      }
    }
  }
}

/// A rule's buttons as forms: Pause · Resume · Archive. Edit and Add have no page yet, so they
/// are not shown.
enum RuleButtons {
  /// The path part of each change the pages offer.
  static let changes: [RuleAction: RuleStateChange] = [
    .pause: .pause, .resume: .resume, .archive: .archive,
  ]

  /// Adds the buttons of `actions` the pages offer, Edit as a link to its form.
  static func add(
    _ actions: [ScreenAction<RuleAction>], of id: UUID, title: String, _ formToken: String,
    into html: inout HTML
  ) {
    let offered = actions.filter { changes[$0.id] != nil }
    let edit = actions.first { $0.id == .edit }
    guard !offered.isEmpty || edit != nil else { return }
    html.element(
      "div", ["class": "actions", "role": "group", "aria-label": WebStrings.ruleActions(of: title)]
    ) { group in
      if let edit { group.element("a", ["href": WebRoutes.ruleEdit(id)], text: edit.label) }
      for action in offered {
        group.postButton(
          action.label, to: WebRoutes.ruleChange(id, action.id.rawValue), formToken: formToken)
      }
    }
  }
}

/// A rule's state as a class name.
enum RuleClass {
  static func of(_ state: RuleState) -> String {
    switch state {
    case .active: "row rule"
    case .paused: "row rule paused"
    case .archived: "row rule archived"
    case .needsAttention: "row rule needs-attention"
    }
  }
}
