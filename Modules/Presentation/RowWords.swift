import Foundation
import JamaalModel
import JamaalSchedule

/// Composes the words of Today's rows (D-12) for one instant.
struct RowWords {
  let now: Date
  let logicalDay: LogicalDay

  func member(_ anchor: Anchor) -> TodayMember {
    TodayMember(
      anchor: anchor, state: WindowState(of: anchor, at: now),
      status: anchor.effectiveStatus(at: now),
      actions: AnchorActions.availableActions(for: anchor, now: now, logicalDay: logicalDay))
  }

  /// A plain row: its title whole (what `--json` gives), its words with each title cut
  /// (``ShownTitle``).
  func plain(_ anchor: Anchor, ruleTitle: String?) -> PlainRow {
    let member = member(anchor)
    let title = AnchorTitles.plainRowTitle(for: anchor, ruleTitle: ruleTitle)
    let shown = AnchorTitles.plainRowTitle(
      for: ShownTitle.cut(anchor), ruleTitle: ruleTitle.map(ShownTitle.cut))
    return PlainRow(
      rule: anchor.rule, title: title, text: shown + AnchorTitles.separator + outcome(member),
      member: member)
  }

  func group(rule: UUID, title: String?, members anchors: [Anchor]) -> GroupRow {
    let members = anchors.map(member)
    let title = title ?? anchors[0].title
    let done = members.filter { $0.status == .attended || $0.status == .delegated }.count
    // D-12, G-82: an outcome a newer version wrote counts in neither done nor total.
    let total = members.filter { $0.status.isKnown }.count
    let head = "\(ShownTitle.cut(title)) \(done)/\(total)"
    let current =
      members.first { $0.status == .pending && $0.state.isOpen }
      ?? members.first { $0.status == .pending && $0.state == .upcoming }
    guard let current else {
      return GroupRow(
        rule: rule, title: title, text: head + AnchorTitles.separator + TodayStrings.done,
        state: .closed, done: done, total: total, members: members)
    }
    let text = [head, ShownTitle.cut(current.anchor.title), when(current)].joined(
      separator: AnchorTitles.separator)
    return GroupRow(
      rule: rule, title: title, text: text, state: current.state, done: done,
      total: total, members: members)
  }

  /// A plain row's tail: when it is open, or its outcome once decided.
  private func outcome(_ member: TodayMember) -> String {
    TodayStrings.outcome(
      member.status, resolvedAt: member.anchor.resolvedAt ?? now, in: logicalDay.timeZone)
      ?? when(member)
  }

  /// "until 17:58", "opens 15:20", "open · closes Thu", "opens Thu".
  private func when(_ member: TodayMember) -> String {
    let anchor = member.anchor
    if TodaysSet.readsByDay(anchor) {
      let first = logicalDay.logicalDate(of: anchor.windowStart)
      let last = TodaysSet.lastDay(of: anchor, logicalDay: logicalDay)
      return member.state == .upcoming
        ? TodayStrings.opensOn(first.weekday.shortName)
        : TodayStrings.openClosesOn(last.weekday.shortName)
    }
    return member.state == .upcoming
      ? TodayStrings.opens(clock(anchor.windowStart))
      : TodayStrings.until(clock(anchor.windowEnd))
  }

  /// HH:MM on the device's wall clock.
  private func clock(_ instant: Date) -> String {
    TimeText.clock(instant, in: logicalDay.timeZone)
  }
}
