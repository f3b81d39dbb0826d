public import Foundation
public import JamaalModel
public import JamaalSchedule

/// One row of Today's Anchors section: a plain Anchor, or a rule's several Anchors grouped.
public enum TodayRow: Hashable, Sendable {
  /// One Anchor on its own.
  case plain(PlainRow)
  /// A rule with several Anchors today ("Salah 3/5 · Asr · until 17:58").
  case group(GroupRow)

  /// When the row's first window opens (rows are sorted by it).
  public var windowStart: Date {
    switch self {
    case .plain(let row): row.member.anchor.windowStart
    case .group(let row): row.members.first?.anchor.windowStart ?? .distantFuture
    }
  }
}

/// An Anchor as Today shows it: its state, what it reads as, and what the user may do now.
public struct TodayMember: Hashable, Sendable {
  /// The stored Anchor.
  public let anchor: Anchor
  /// The window's state now.
  public let state: WindowState
  /// The status it reads as (pending and closed reads as missed at once).
  public let status: AttendanceStatus
  /// What the user may do now.
  public let actions: [AnchorAction]
}

/// A plain row: "School run · Drop-off · until 08:45", or its outcome once decided.
public struct PlainRow: Hashable, Sendable {
  /// The rule's id, `nil` for a one-off.
  public let rule: UUID?
  /// The row title ("School run · Drop-off").
  public let title: String
  /// The whole line.
  public let text: String
  /// The Anchor.
  public let member: TodayMember
}

/// A grouped row: "Salah 0/3 · Asr · until 17:58", members listed by slot label.
public struct GroupRow: Hashable, Sendable {
  /// The rule's id.
  public let rule: UUID
  /// The rule's title ("Salah").
  public let title: String
  /// The whole line.
  public let text: String
  /// The state of the member the line names (closed when none is left).
  public let state: WindowState
  /// Attended plus delegated members (unknown outcomes not counted).
  public let done: Int
  /// Today's members.
  public let total: Int
  /// The members in window order.
  public let members: [TodayMember]
}
