import Foundation
import JamaalCore
import JamaalModel
import JamaalPresentation
import JamaalSchedule

/// Today (TD-01) as a page: the banner and notices, the focus chip, the rows sorted by window
/// start with their window bar and outcome, grouped rows that open into their members, and
/// each Anchor's actions as buttons of forms (it works without script).
struct TodayPage {
  /// The screen the door made.
  let screen: TodayScreen
  /// The token every form carries.
  let formToken: String

  var html: String {
    let section = screen.section
    return PageFrame.page(title: WebStrings.today) { main in
      main.element("h1", text: TodayStrings.heading(section.date))
      if let banner = screen.banner { self.banner(banner, into: &main) }
      for notice in screen.notices { self.notice(notice, into: &main) }
      for session in screen.focusStopped {
        let end = TimeText.clock(session.endedAt ?? screen.now, in: screen.timeZone)
        main.element(
          "p", ["class": "quiet"],
          text: FocusStrings.stoppedAtDayEnd(
            title: session.title, at: end, minutes: session.loggedMinutes))
      }
      if screen.focus != nil {
        main.element("p", ["class": "chip"], text: FocusStrings.todayLine(chip: screen.focusChip))
      }
      if section.rows.isEmpty { main.element("p", text: TodayStrings.empty) }
      main.element("ul", ["class": "rows", "data-live": "rows"]) { list in
        for row in section.rows { self.row(row, into: &list) }
      }
      main.element("p") {
        $0.element("a", ["href": WebRoutes.newOneOff], text: OneOffFormStrings.heading)
      }
      if let tomorrow = screen.planTomorrow {
        main.element("p", ["class": "quiet"]) {
          $0.element("a", ["href": WebRoutes.night(tomorrow)], text: screen.planTomorrowText)
        }
      }
    }
  }

  /// The notifications banner (G-77): why reminders can't arrive, "Not today" and "Don't remind
  /// me" (the browser has no system prompt or Settings to link to; the reason says where).
  private func banner(_ banner: TodayBanner, into main: inout HTML) {
    main.element("section", ["class": "notice", "role": "status"]) { section in
      section.element("p", text: banner.text)
      section.element("div", ["class": "actions"]) { group in
        for action in banner.actions {
          switch action.id {
          case .permission: continue
          case .notToday:
            group.postButton(action.label, to: WebRoutes.bannerNotToday, formToken: formToken)
          case .dontRemindMe:
            group.postButton(action.label, to: WebRoutes.bannerNeverAgain, formToken: formToken)
          }
        }
      }
    }
  }

  /// A notice from an extension (sync's problem line, its account change), with its dismiss
  /// button when it has one.
  private func notice(_ notice: TodayNotice, into main: inout HTML) {
    main.element("section", ["class": "notice", "id": "notice-" + notice.id]) { section in
      section.element("p", text: notice.text)
      for action in notice.actions where action.id == WebRoutes.exportActionID {
        section.element("a", ["href": WebRoutes.export, "download": ""], text: action.label)
      }
      if let dismissal = notice.dismissal {
        section.postButton(
          dismissal, to: WebRoutes.noticeDismissal(notice.id), formToken: formToken)
      }
    }
  }

  private func row(_ row: TodayRow, into list: inout HTML) {
    switch row {
    case .plain(let plain):
      let member = plain.member
      list.element("li", rowAttributes(member.anchor.id, state: member.state)) { item in
        item.element("span", ["class": "line"], text: plain.text)
        self.member(member, into: &item, title: plain.title)
      }
    case .group(let group):
      let isOpen = group.members.contains { $0.state == .open || $0.state == .closingSoon }
      list.element("li", ["class": "row group state-\(cssName(group.state))"]) { item in
        item.element("details", isOpen ? ["open": "open"] : [:]) { details in
          details.element("summary", text: group.text)
          details.element("ul", ["aria-label": WebStrings.members(of: group.title)]) { members in
            for member in group.members {
              members.element("li", rowAttributes(member.anchor.id, state: member.state)) { item in
                self.member(member, into: &item, title: nil)
              }
            }
          }
        }
      }
    }
  }

  /// One Anchor: its title (in a group), window, bar or outcome, and its buttons.
  private func member(_ member: TodayMember, into item: inout HTML, title: String?) {
    let view = MemberView(member, timeZone: screen.timeZone, now: screen.now)
    if title == nil { item.element("span", ["class": "title"], text: view.title) }
    item.element("span", ["class": "window"], text: view.window)
    item.element("span", ["class": "state"], text: view.state)
    let anchor = member.anchor
    let label = WebStrings.actions(of: title ?? view.title)
    item.element("div", ["class": "actions", "role": "group", "aria-label": label]) { group in
      if member.state == .upcoming, !member.actions.contains(.attend),
        member.status == .pending
      {
        // An upcoming row's Attended waits for its window, saying when it opens.
        let opens = TodayStrings.opens(TimeText.clock(anchor.windowStart, in: screen.timeZone))
        group.element("button", ["type": "button", "disabled": "disabled", "title": opens]) {
          $0.text(TodayStrings.action(.attend))
          $0.element("span", ["class": "opens"], text: " · " + opens)
        }
      }
      for action in member.actions {
        group.postButton(
          TodayStrings.action(action), to: WebRoutes.anchorAction(anchor.id, action),
          formToken: formToken)
      }
    }
  }

  private func rowAttributes(_ id: UUID, state: WindowState) -> KeyValuePairs<StaticString, String>
  {
    ["id": WebRoutes.anchorFragment(id), "class": "row state-\(cssName(state))"]
  }

  /// The window state as a class name ("closing-soon").
  private func cssName(_ state: WindowState) -> String {
    switch state {
    case .upcoming: "upcoming"
    case .open: "open"
    case .closingSoon: "closing-soon"
    case .closed: "closed"
    }
  }
}
