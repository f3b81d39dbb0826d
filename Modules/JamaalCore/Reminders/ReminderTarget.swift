import JamaalReminders

/// Where the facade schedules reminders, as it reaches them: the platform's center is awaited
/// outside any transaction; `jamaal`'s stored center is written synchronously, right after the
/// evaluation's transaction (so within a read-first scope).
enum ReminderTarget: Sendable {
  /// No reminders are scheduled.
  case off
  /// The platform's notification center (async, like `UNUserNotificationCenter`).
  case platform(any UserNotificationCenter)
  /// The center in the store's local preferences.
  case stored(StoredNotificationCenter)
}
