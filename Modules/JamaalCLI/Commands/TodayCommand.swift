import Foundation
import JamaalCore
import Model
import Presentation
import Schedule

/// `jamaal today`: Today's Anchors section (TD-01), after evaluating the day.
enum TodayCommand {
  static func run(_ invocation: Invocation) throws {
    let session = try Session(invocation)
    let jamaal = try session.open()
    try print(try jamaal.evaluateToday(), jamaal: jamaal, output: session.output)
  }

  /// Prints a Today section as text or as CLI.md's JSON.
  static func print(_ section: TodaySection, jamaal: Jamaal, output: Output) throws {
    let now = jamaal.clock.now
    if output.json {
      try output.document(TodayJSON(section: section, now: now))
      return
    }
    let zone = jamaal.logicalDay.timeZone
    output.line(
      output.bold("Today · \(section.date.weekday.shortName) \(section.date)")
        + output.dim(" · \(zone.identifier)"))
    if section.rows.isEmpty { output.line("  " + TodayStrings.empty) }
    for row in section.rows {
      switch row {
      case .plain(let plain):
        output.line("  " + plain.text.padded(to: 46) + memberTail(plain.member, output: output))
      case .group(let group):
        output.line("  " + group.text)
        for member in group.members {
          let window =
            clock(member.anchor.windowStart, zone) + "–" + clock(member.anchor.windowEnd, zone)
          let head =
            "    " + member.anchor.title.padded(to: 10) + window.padded(to: 13)
            + member.state.rawValue.padded(to: 12)
          output.line(head + memberTail(member, output: output))
        }
      }
    }
  }

  private static func memberTail(_ member: TodayMember, output: Output) -> String {
    let id = String(member.anchor.id.uuidString.lowercased().prefix(8))
    let actions = member.actions.map(\.rawValue).joined(separator: " ")
    return output.dim("id \(id)") + (actions.isEmpty ? "" : "  " + actions)
  }

  private static func clock(_ instant: Date, _ zone: TimeZone) -> String {
    (WallClockTime(minutes: zone.wallClock(at: instant).minutes) ?? .midnight).description
  }
}

/// `today --json` (CLI.md).
struct TodayJSON: Encodable {
  let date: String
  let now: String
  let rows: [Row]

  init(section: TodaySection, now: Date) {
    date = section.date.description
    self.now = isoUTC(now)
    rows = section.rows.map(Row.init)
  }

  struct Member: Encodable {
    let anchor: String
    let title: String
    let slotKey: String
    let windowStart: String
    let windowEnd: String
    let state: String
    let status: String
    let actions: [String]

    init(_ member: TodayMember) {
      anchor = member.anchor.id.uuidString.lowercased()
      title = member.anchor.title
      slotKey = member.anchor.slotKey
      windowStart = isoUTC(member.anchor.windowStart)
      windowEnd = isoUTC(member.anchor.windowEnd)
      state = member.state.rawValue
      status = member.status.rawValue
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
        try container.encode(row.rule?.uuidString.lowercased(), forKey: .rule)
        try container.encode(row.title, forKey: .title)
        try container.encode(row.text, forKey: .text)
        try container.encode(member.state, forKey: .state)
        try container.encode(member.status, forKey: .status)
        try container.encode(member.windowStart, forKey: .windowStart)
        try container.encode(member.windowEnd, forKey: .windowEnd)
        try container.encode(member.actions, forKey: .actions)
      case .group(let row):
        try container.encode("group", forKey: .kind)
        try container.encode(row.rule.uuidString.lowercased(), forKey: .rule)
        try container.encode(row.title, forKey: .title)
        try container.encode(row.text, forKey: .text)
        try container.encode(row.state.rawValue, forKey: .state)
        try container.encode(row.done, forKey: .done)
        try container.encode(row.total, forKey: .total)
        try container.encode(row.members.map(Member.init), forKey: .members)
      }
    }

    private enum Keys: String, CodingKey {
      case kind, anchor, rule, title, text, state, status, windowStart, windowEnd, actions
      case done, total, members
    }
  }
}
