public import Foundation
import JamaalModel

/// One Anchor's line under Today as words: its window, its state or outcome, what may be done.
///
/// ```swift
/// let view = MemberView(member, timeZone: zone, now: now)
/// view.window    // "15:20–17:58"
/// view.state     // "closing soon", or "attended 17:50" once decided
/// view.actions   // ["Attended", "Not today", "Someone else did it"]
/// ```
public struct MemberView: Hashable, Sendable {
  /// The Anchor's title ("Asr"), cut for display (``ShownTitle``).
  public let title: String
  /// The short id that names it on the command line ("1a2b3c4d").
  public let shortID: String
  /// "15:20–17:58" in the device zone.
  public let window: String
  /// The window bar's words while pending ("upcoming", "closing soon"), else the outcome
  /// ("attended 17:50", "not today", "someone else did it", "missed").
  public let state: String
  /// The labels of what the user may do now, in order.
  public let actions: [String]

  /// The words of a member of Today's section.
  /// - Parameters:
  ///   - member: the member.
  ///   - timeZone: the device's time zone.
  ///   - now: the current instant (stands in for a missing `resolvedAt`).
  public init(_ member: TodayMember, timeZone: TimeZone, now: Date) {
    let anchor = member.anchor
    title = ShownTitle.cut(anchor.title)
    shortID = TimeText.shortID(anchor.id)
    window = TimeText.window(of: anchor, in: timeZone)
    state =
      TodayStrings.outcome(
        member.status, resolvedAt: anchor.resolvedAt ?? now, in: timeZone)
      ?? TodayStrings.state(member.state)
    actions = member.actions.map(TodayStrings.action)
  }
}
