public import JamaalModel

/// Today's banner rules (G-77): it explains why a wanted reminder did not arrive.
public enum ReminderBanner {
  /// Whether Today shows the banner: the switch is on and permission is off (refused or turned
  /// off later; a permission not asked yet is offered by ST-03's "Turn on reminders" and the
  /// reminder row's quiet line instead), a wanted
  /// reminder (not only the planning prompt) is affected, it was not dismissed for this
  /// logical day, and the user did not choose "Don't remind me". A device whose switch is off
  /// by choice never shows it; the Plan tomorrow row is a different thing, untouched here.
  /// - Parameters:
  ///   - plan: the current plan.
  ///   - today: the logical today.
  ///   - dismissedOn: the logical date it was last dismissed, if ever.
  ///   - neverAgain: whether "Don't remind me" was chosen.
  /// - Returns: whether to show it.
  public static func isShown(
    plan: ReminderPlan, today: LogicalDate, dismissedOn: LogicalDate?, neverAgain: Bool
  ) -> Bool {
    plan.delivery.isSilenced && plan.delivery.permission.action == .openSettings
      && plan.affectsWantedReminder && !neverAgain && dismissedOn != today
  }
}
