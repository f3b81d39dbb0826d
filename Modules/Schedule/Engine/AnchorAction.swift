/// What the user can do to an Anchor, in the order the CLI and the UI list them.
public enum AnchorAction: String, CaseIterable, Hashable, Sendable {
  /// "Attended": while the window is open or closing soon.
  case attend
  /// "Not today": any time before the window closes.
  case skip
  /// "Someone else did it": any time before the window closes.
  case delegate
  /// "Mark as done after all": a missed Anchor, until the end of the logical day holding its
  /// window's end (G-28).
  case markDoneAfterAll
}
