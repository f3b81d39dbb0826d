public import JamaalModel
public import JamaalPresentation

/// Night Planning (what a planning reminder opens, G-78) as one value: the day it plans, that
/// day's Anchors as lines, whether the night is planned or skipped, and its two buttons.
public struct NightPlanningScreen: Sendable, Hashable {
  /// The day the night plans.
  public let date: LogicalDate
  /// "Night Planning · Tue 2026-12-01".
  public let heading: String
  /// One line per Anchor stored for the day ("Tomorrow 2026-12-01 · 08:15–08:45 · Drop-off").
  public let anchors: [String]
  /// "No Anchors that day yet." when there are none, else `nil`.
  public let emptyText: String?
  /// Whether the night is planned or skipped (`nil`: not yet; a newer version's state as
  /// written).
  public let state: DayPlanState?
  /// "Night before Tue 2026-12-01: planned." once the night is marked, else `nil`.
  public let stateText: String?
  /// "Planned" and "Skip planning".
  public let actions: [ScreenAction<DayPlanState>]
}

extension Jamaal {
  /// Night Planning for `date`, read in one read transaction.
  /// - Parameter date: the day the night plans (a planning reminder names it).
  /// - Returns: the screen.
  /// - Throws: `StoreError`.
  public func nightPlanningScreen(for date: LogicalDate) throws -> NightPlanningScreen {
    let (plan, stored) = try store.readTogether {
      (try store.dayPlan(for: date), try anchors.from(date, through: date))
    }
    let (day, today) = (logicalDay, self.today)
    let lines = stored.map { RuleDetailStrings.occurrence($0, logicalDay: day, today: today) }
    let state = plan?.state
    let marked = state.flatMap { state -> String? in
      state.isKnown ? ReminderStrings.nightMarked(date, planned: state == .planned) : nil
    }
    return NightPlanningScreen(
      date: date, heading: NightPlanningStrings.heading(date), anchors: lines,
      emptyText: lines.isEmpty ? NightPlanningStrings.nothingYet : nil, state: state,
      stateText: marked,
      actions: DayPlanState.knownCases.map {
        ScreenAction($0, label: NightPlanningStrings.action($0))
      })
  }
}
