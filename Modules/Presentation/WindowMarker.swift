public import JamaalModel
public import JamaalSchedule

/// The mark drawn beside a window's words on Today, so its state reads at a glance: ○ upcoming,
/// ● open, ◐ closing soon; once decided ✓ attended, – not today, ↷ someone else did it,
/// ✗ missed; · closed (or an outcome a newer version wrote).
///
/// ```swift
/// let mark = WindowMarker(state: member.state, status: member.status)
/// mark.symbol   // "◐"
/// mark.tone     // .warning — a terminal colours it
/// ```
public struct WindowMarker: Hashable, Sendable {
  /// The symbol, one column wide.
  public let symbol: String
  /// How a terminal may colour it.
  public let tone: Tone

  /// How a mark may be coloured where colour is allowed.
  public enum Tone: Hashable, Sendable {
    /// Nothing to act on yet, or settled: the terminal's own colour.
    case plain
    /// Open now.
    case open
    /// Closing soon.
    case warning
    /// Missed.
    case alert
    /// Decided: done, not today, someone else.
    case quiet
  }

  /// The mark for a window in `state` whose Anchor has `status`.
  /// - Parameters:
  ///   - state: the window's state now.
  ///   - status: the Anchor's outcome.
  public init(state: WindowState, status: AttendanceStatus) {
    switch (status, state) {
    case (.attended, _): self.init("✓", .quiet)
    case (.skipped, _): self.init("–", .quiet)
    case (.delegated, _): self.init("↷", .quiet)
    case (.missed, _), (.pending, .closed): self.init("✗", .alert)
    case (.pending, .upcoming): self.init("○", .plain)
    case (.pending, .open): self.init("●", .open)
    case (.pending, .closingSoon): self.init("◐", .warning)
    case (.unknown, _): self.init("·", .plain)
    }
  }

  private init(_ symbol: String, _ tone: Tone) {
    self.symbol = symbol
    self.tone = tone
  }

  /// The mark of a grouped row: its open or closing-soon member's, else ○ while one is still to
  /// come, else ✓ when every member is settled.
  /// - Parameters:
  ///   - state: the group's state.
  ///   - done: how many are settled as done.
  ///   - total: how many members count.
  public init(group state: WindowState, done: Int, total: Int) {
    switch state {
    case .open, .closingSoon, .upcoming: self.init(state: state, status: .pending)
    case .closed:
      if done == total { self.init("✓", .quiet) } else { self.init("·", .plain) }
    }
  }
}
