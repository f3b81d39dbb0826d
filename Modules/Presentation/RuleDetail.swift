public import JamaalModel
public import JamaalSchedule

/// A rule's detail (AN-02) as words: heading, state, exceptions and upcoming days (G-34).
///
/// ```swift
/// let detail = RuleDetail(rule: rule, state: .active, summary: summary, upcoming: preview,
///                         exceptions: ranges, logicalDay: day, today: today)
/// detail.days       // "Next 7 days: Tomorrow · Mon · Tue"
/// detail.upcoming   // ["Tomorrow 2026-11-27 · 08:15–08:45 · Drop-off", …]
/// ```
public struct RuleDetail: Hashable, Sendable {
  /// The rule's title ("School run"), cut for display (``ShownTitle``).
  public let title: String
  /// The one-line schedule, or the needs-attention message.
  public let summary: String
  /// "paused", "archived", "needs attention"; `nil` while active.
  public let state: String?
  /// "id …  source scheduled".
  public let identity: String
  /// One line per exception ("except 2026-12-12–2026-12-13 (holiday)").
  public let exceptions: [String]
  /// "Next 7 days: Tomorrow · Thu · Fri", or "Nothing in the next 7 days.".
  public let days: String
  /// One line per upcoming Anchor ("Tomorrow 2026-11-27 · 08:15–08:45 · Drop-off").
  public let upcoming: [String]
  /// One line per window the rule cannot have over those days, with the days and the reason
  /// ("Isha · none Today, Tomorrow · it would begin at or after midnight, …").
  public let missing: [String]

  /// The words of one rule's detail.
  /// - Parameters:
  ///   - rule: the rule.
  ///   - state: what it does now.
  ///   - summary: its one-line schedule, as its source writes it; `nil` when it needs attention.
  ///   - upcoming: its Anchors over the preview (stored ones where stored).
  ///   - exceptions: its exception ranges.
  ///   - logicalDay: the device's logical day.
  ///   - today: the logical today.
  ///   - previewDays: how many days `upcoming` covers.
  ///   - gaps: what the rule cannot generate over those days, and why.
  public init(
    rule: AnchorRule, state: RuleState, summary: String?, upcoming: [Anchor],
    exceptions: [ExceptionRange], logicalDay: LogicalDay, today: LogicalDate,
    previewDays: Int = 7, gaps: RuleGaps = RuleGaps()
  ) {
    let row = RuleRow(
      rule: rule, state: state, summary: summary, next: nil, logicalDay: logicalDay, today: today)
    title = row.title
    self.summary = row.summary
    self.state = row.state
    identity = RuleDetailStrings.identity(rule.id, source: rule.sourceKey)
    self.exceptions = exceptions.mergedWithReasons().map {
      RuleDetailStrings.exception($0.range, reasons: $0.reasons)
    }
    var dates: [LogicalDate] = []
    for anchor in upcoming where !dates.contains(anchor.occurrenceDate) {
      dates.append(anchor.occurrenceDate)
    }
    days =
      dates.isEmpty
      ? RuleGapStrings.nothing(gaps, count: previewDays)
      : RuleDetailStrings.upcomingDays(dates, today: today, count: previewDays)
    missing = RuleGapStrings.missingLines(gaps.missing, today: today)
    // D-14: a stored Anchor already decided shows its outcome, as Today does.
    self.upcoming = upcoming.map { anchor in
      let line = RuleDetailStrings.occurrence(anchor, logicalDay: logicalDay, today: today)
      guard anchor.attendanceStatus != .pending, let resolved = anchor.resolvedAt else {
        return line
      }
      let outcome = TodayStrings.outcome(
        anchor.attendanceStatus, resolvedAt: resolved, in: logicalDay.timeZone)
      return outcome.map { line + AnchorTitles.separator + $0 } ?? line
    }
  }
}
