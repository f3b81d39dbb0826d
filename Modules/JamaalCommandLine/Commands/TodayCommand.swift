import Foundation
import JamaalCore
import JamaalModel
import JamaalPresentation
import JamaalSchedule

/// `jamaal today`: Today's Anchors section (TD-01), after evaluating the day.
enum TodayCommand {
  /// `jamaal today`.
  static let command = CommandSpec("today", "", "Prints Today's Anchors section.", run: run)

  static func run(_ invocation: Invocation<NoOption>) throws {
    let session = try Session(invocation)
    let (_, screen) = try session.open(
      readingFirst: { try $0.todayScreenInStore() }, writing: { try $0.writingTodayScreen() })
    try print(screen, plugins: session.plugins, output: session.output)
  }

  /// Prints Today as text or as CLI.md's JSON.
  static func print(_ screen: TodayScreen, plugins: PluginSet, output: Output) throws {
    let (section, now, chip) = (screen.section, screen.now, screen.focusChip)
    let notices = screen.notices.map(plugins.commandLine(for:))
    let (banner, ended, focus) = (screen.banner?.line, screen.focusStopped, screen.focus)
    if output.json {
      var document = TodayJSON(section: section, now: now, banner: banner)
      document.focus = focus.map { TodayJSON.Focus(session: $0, chip: chip) }
      document.focusStopped = ended.isEmpty ? nil : ended.map(TodayJSON.Stopped.init)
      document.notices = notices.isEmpty ? nil : notices
      document.planTomorrow = screen.planTomorrow.map(TodayJSON.PlanTomorrow.init)
      try output.document(document)
      return
    }
    let zone = screen.timeZone
    output.line(
      output.bold(TodayStrings.heading(section.date))
        + output.dim(AnchorTitles.separator + ZoneName.shown(zone)))
    if let banner { output.line("  " + output.bold(banner)) }
    for session in ended {
      let end = TimeText.clock(session.endedAt ?? now, in: zone)
      output.line(
        "  "
          + output.dim(
            FocusStrings.stoppedAtDayEnd(
              title: session.title, at: end, minutes: session.loggedMinutes)))
    }
    for notice in notices { output.line("  " + notice) }
    if focus != nil { output.line("  " + FocusStrings.todayLine(chip: chip)) }
    if section.rows.isEmpty { output.line("  " + TodayStrings.empty) }
    for row in section.rows {
      switch row {
      case .plain(let plain):
        let member = MemberView(plain.member, timeZone: zone, now: now)
        let mark = WindowMarker(state: plain.member.state, status: plain.member.status)
        output.line(
          "  " + output.marker(mark) + " " + plain.text.padded(to: 46)
            + tail(member, output: output))
      case .group(let group):
        let mark = WindowMarker(group: group.state, done: group.done, total: group.total)
        output.line("  " + output.marker(mark) + " " + group.text)
        let views = group.members.map { MemberView($0, timeZone: zone, now: now) }
        // The state column fits its longest word ("Update Jamaal to see this", G-82).
        let stateWidth = max(22, views.map { DisplayWidth.of($0.state) + 2 }.max() ?? 0)
        for (member, view) in zip(group.members, views) {
          let head =
            "    " + output.marker(WindowMarker(state: member.state, status: member.status)) + " "
            + view.title.padded(to: 10) + view.window.padded(to: 13)
            + view.state.padded(to: stateWidth)
          output.line(head + tail(view, output: output))
        }
      }
    }
    if let planTomorrow = screen.planTomorrow {
      output.line(planTomorrowLine(planTomorrow, output: output))
    }
  }

  /// The quiet "Plan tomorrow" row (G-45) and the command that does it.
  private static func planTomorrowLine(_ date: LogicalDate, output: Output) -> String {
    "  " + output.dim(ReminderStrings.planTomorrow) + "  "
      + output.dim("jamaal plan --date \(date) --planned")
  }

  /// "id 1a2b3c4d  Attended · Not today · Someone else did it".
  private static func tail(_ member: MemberView, output: Output) -> String {
    let actions = member.actions.joined(separator: AnchorTitles.separator)
    return output.dim("id \(member.shortID)") + (actions.isEmpty ? "" : "  " + actions)
  }
}

/// `today --json` (CLI.md).
struct TodayJSON: Encodable {
  let date: String
  let now: String
  let rows: [Row]
  /// Today's notifications banner (G-77); the key is absent when none shows.
  let banner: String?
  /// The running focus session and its chip; left out when none runs.
  var focus: Focus?
  /// Quiet lines from plug-ins (sync's problem or account notice); left out when none.
  var notices: [String]?
  /// The quiet "Plan tomorrow" row (G-45); left out when it does not show.
  var planTomorrow: PlanTomorrow?

  /// The "Plan tomorrow" row: the night it plans, and its words.
  struct PlanTomorrow: Encodable {
    let date: String
    let text: String

    init(_ date: LogicalDate) {
      self.date = date.description
      text = ReminderStrings.planTomorrow
    }
  }

  /// Focus sessions left running past their day and stopped at its end; left out when none.
  var focusStopped: [Stopped]?

  /// A focus session stopped at the end of its day.
  struct Stopped: Encodable {
    let id: String
    let title: String?
    let endedAt: String
    let loggedMinutes: Int

    init(_ session: FocusSession) {
      id = session.id.lowercasedText
      title = session.title
      endedAt = isoUTC(session.endedAt ?? session.startedAt)
      loggedMinutes = session.loggedMinutes
    }
  }

  /// A running focus session and the chip Today shows for it.
  struct Focus: Encodable {
    let id: String
    let title: String?
    let startedAt: String
    let chip: String?

    init(session: FocusSession, chip: String?) {
      id = session.id.lowercasedText
      title = session.title
      startedAt = isoUTC(session.startedAt)
      self.chip = chip
    }
  }

  init(section: TodaySection, now: Date, banner: String? = nil) {
    date = section.date.description
    self.now = isoUTC(now)
    rows = section.rows.map(Row.init)
    self.banner = banner
  }

  struct Member: Encodable {
    let anchor: String
    let title: String
    let slotKey: String
    let windowStart: String
    let windowEnd: String
    let state: String
    let status: String
    let resolvedAt: String?
    let actions: [String]

    init(_ member: TodayMember) {
      anchor = member.anchor.id.lowercasedText
      title = member.anchor.title
      slotKey = member.anchor.slotKey
      windowStart = isoUTC(member.anchor.windowStart)
      windowEnd = isoUTC(member.anchor.windowEnd)
      state = member.state.rawValue
      status = member.status.rawValue
      resolvedAt = member.anchor.resolvedAt.map(isoUTC)
      actions = member.actions.map(\.rawValue)
    }
  }

  enum Row: Encodable {
    case plain(PlainRow)
    case group(GroupRow)

    init(_ row: TodayRow) {
      switch row {
      case .plain(let plain): self = .plain(plain)
      case .group(let group): self = .group(group)
      }
    }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: Keys.self)
      switch self {
      case .plain(let row):
        let member = Member(row.member)
        try container.encode("plain", forKey: .kind)
        try container.encode(member.anchor, forKey: .anchor)
        try container.encode(row.rule?.lowercasedText, forKey: .rule)
        try container.encode(row.title, forKey: .title)
        try container.encode(row.text, forKey: .text)
        try container.encode(member.state, forKey: .state)
        try container.encode(member.status, forKey: .status)
        try container.encode(member.resolvedAt, forKey: .resolvedAt)
        try container.encode(member.windowStart, forKey: .windowStart)
        try container.encode(member.windowEnd, forKey: .windowEnd)
        try container.encode(member.actions, forKey: .actions)
      case .group(let row):
        try container.encode("group", forKey: .kind)
        try container.encode(row.rule.lowercasedText, forKey: .rule)
        try container.encode(row.title, forKey: .title)
        try container.encode(row.text, forKey: .text)
        try container.encode(row.state.rawValue, forKey: .state)
        try container.encode(row.done, forKey: .done)
        try container.encode(row.total, forKey: .total)
        try container.encode(row.members.map(Member.init), forKey: .members)
      }
    }

    private enum Keys: String, CodingKey {
      case kind, anchor, rule, title, text, state, status, resolvedAt, windowStart, windowEnd
      case actions
      case done, total, members
    }
  }
}
