/// A button of a screen: what it does, paired with its words, so a screen lays out the words
/// and hands the action back when the button is pressed.
///
/// ```swift
/// for action in row.actions { Button(action.label) { perform(action.id, on: row.id) } }
/// ```
public struct ScreenAction<Action: Hashable & Sendable>: Hashable, Sendable, Identifiable {
  /// What the button does.
  public let id: Action
  /// Its words.
  public let label: String

  /// A button.
  /// - Parameters:
  ///   - id: what it does.
  ///   - label: its words.
  public init(_ id: Action, label: String) {
    self.id = id
    self.label = label
  }
}
