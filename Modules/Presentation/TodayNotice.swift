/// A quiet notice under Today's heading, from an extension of the facade (sync's problem line,
/// its account change): its words and the actions it offers, each paired with its words.
public struct TodayNotice: Sendable, Hashable, Identifiable {
  /// What the notice offers.
  public struct Action: Sendable, Hashable, Identifiable {
    /// The action's id, stable across versions (the app routes on it).
    public let id: String
    /// The button's words.
    public let label: String

    /// Makes an action.
    public init(id: String, label: String) {
      self.id = id
      self.label = label
    }
  }

  /// The notice's id, stable across versions (`sync.problem`).
  public let id: String
  /// What it says.
  public let text: String
  /// The actions it offers, in order.
  public let actions: [Action]
  /// The words of its dismiss button, `nil` when it cannot be dismissed.
  public let dismissal: String?

  /// Makes a notice.
  public init(id: String, text: String, actions: [Action] = [], dismissal: String? = nil) {
    self.id = id
    self.text = text
    self.actions = actions
    self.dismissal = dismissal
  }
}
