public import Foundation
public import JamaalPresentation
public import JamaalSchedule

/// The rules list (AN-01) as one value: a row per rule with its buttons, "Add" at the top, and
/// the words of an empty list. Read in one call (``Jamaal/Rules/listScreen(archived:)``).
public struct RuleListScreen: Sendable, Hashable {
  /// One rule of the list.
  public struct Row: Sendable, Hashable, Identifiable {
    /// The rule's id.
    public let id: UUID
    /// What the rule does now.
    public let state: RuleState
    /// Its words: title, schedule, state, next Anchor.
    public let words: RuleRow
    /// Its buttons: Edit · Pause (or Resume) · Archive; Edit and Archive on a rule that needs
    /// attention; none on an archived one.
    public let actions: [ScreenAction<RuleAction>]
  }

  /// Whether this is the archived rules' list.
  public let archived: Bool
  /// The rules, in list order (those that need attention first).
  public let rows: [Row]
  /// The list's top button ("Add"); none on the archived list.
  public let add: ScreenAction<RuleAction>?
  /// "No rules yet" or "No archived rules" when there are no rows, else `nil`.
  public let emptyText: String?
}

/// Rule detail (AN-02) as one value: the words, the last time done, and Edit · Pause · Archive.
public struct RuleDetailScreen: Sendable, Hashable, Identifiable {
  /// The rule's id.
  public let id: UUID
  /// What the rule does now.
  public let state: RuleState
  /// Its words: title, schedule, identity, exceptions, upcoming days, what is missing.
  public let words: RuleDetail
  /// "Last done: Mon 2026-11-23 (3 days ago)" for an after-last-done rule, else `nil`.
  public let lastDone: String?
  /// Its buttons.
  public let actions: [ScreenAction<RuleAction>]
}

extension Jamaal.Rules {
  /// The rules list (or the archived rules), read in one read transaction.
  /// - Parameter archived: the archived rules instead of the others.
  /// - Returns: the screen.
  /// - Throws: `StoreError`.
  public func listScreen(archived: Bool = false) throws -> RuleListScreen {
    let overviews = try store.readTogether { try self.overviews(archived: archived) }
    let (day, today) = (logicalDay, self.today)
    let rows = overviews.map { overview in
      RuleListScreen.Row(
        id: overview.rule.id, state: overview.state,
        words: RuleRow(
          rule: overview.rule, state: overview.state, summary: overview.summary,
          next: overview.next, logicalDay: day, today: today, gaps: overview.gaps),
        actions: RuleAction.buttons(for: overview.state))
    }
    let empty = archived ? RuleListStrings.noneArchived : RuleListStrings.empty
    return RuleListScreen(
      archived: archived, rows: rows,
      add: archived ? nil : ScreenAction(.add, label: RuleAction.add.label),
      emptyText: rows.isEmpty ? empty : nil)
  }

  /// Rule detail of the rule with `id`, read from the store as it is now, in one read
  /// transaction.
  /// - Parameters:
  ///   - id: the rule's id.
  ///   - days: how many days from today to show (7).
  /// - Returns: the screen, or `nil` when there is no rule with `id`.
  /// - Throws: `StoreError`.
  public func detailScreen(id: UUID, days: Int = 7) throws -> RuleDetailScreen? {
    guard let snapshot = try detail(id: id, days: days) else { return nil }
    let overview = snapshot.overview
    let today = self.today
    return RuleDetailScreen(
      id: id, state: overview.state,
      words: RuleDetail(
        rule: overview.rule, state: overview.state, summary: overview.summary,
        upcoming: snapshot.upcoming, exceptions: snapshot.exceptions, logicalDay: logicalDay,
        today: today, previewDays: days, gaps: snapshot.gaps),
      lastDone: snapshot.lastDone.map { LastDoneStrings.line($0, today: today) },
      actions: RuleAction.buttons(for: overview.state))
  }
}
