/// What a notification reminds of.
public enum ReminderKind: String, Hashable, Sendable, CaseIterable {
  /// The evening planning prompt, at the planning time, for tomorrow.
  case planningPrompt
  /// An Anchor's window opens (or is about to).
  case anchorStart
  /// An Anchor's window is about to close (always opt-in).
  case anchorEnd
  /// A habit's reminder (a plain input).
  case habit
  /// The morning nudge, at the morning time.
  case morningNudge
  /// The trial is ending (a plain input).
  case trialEnd

  /// The group ST-03's card names when this kind is not delivered.
  public var category: ReminderCategory {
    switch self {
    case .planningPrompt: .planningPrompt
    case .anchorStart, .anchorEnd: .anchorReminders
    case .habit: .habitReminders
    case .morningNudge: .morningNudge
    case .trialEnd: .trialEndReminders
    }
  }
}

/// The kinds of reminder ST-03's warning card lists as not delivered (G-77), in its order.
public enum ReminderCategory: String, Hashable, Sendable, CaseIterable, Comparable {
  /// The evening planning prompt.
  case planningPrompt
  /// Anchor reminders (a rule's or a one-off's).
  case anchorReminders
  /// Habit reminders.
  case habitReminders
  /// The morning nudge.
  case morningNudge
  /// Trial-end reminders.
  case trialEndReminders

  /// Whether losing it raises Today's banner: every kind but the planning prompt, whose
  /// fallback is the always-available Plan tomorrow row (G-45, G-77).
  public var raisesBanner: Bool { self != .planningPrompt }

  /// Card order.
  public static func < (lhs: ReminderCategory, rhs: ReminderCategory) -> Bool {
    allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
  }
}
