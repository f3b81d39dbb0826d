public import JamaalPresentation
public import JamaalReminders

/// Notifications & times (ST-03) as one value: the times and switches with their labels, the
/// honest line, the warning card and its link (G-76, G-77). Read in one call
/// (``Jamaal/Settings/screen(reported:)``).
public struct SettingsScreen: Sendable, Hashable {
  /// One row: a label and its value as shown.
  public struct Row: Sendable, Hashable, Identifiable {
    /// Which setting.
    public let id: SettingsStrings.Label
    /// Its words ("Planning time").
    public var label: String { id.rawValue }
    /// Its value as shown ("21:00", "on").
    public let value: String
  }

  /// "Notifications & times".
  public let heading: String
  /// The settings themselves, for a form to edit.
  public let settings: DaySettings
  /// The rows, in screen order.
  public let rows: [Row]
  /// The permission and this device's switch.
  public let delivery: ReminderDelivery
  /// "Reminders are on for this device, but notifications are off in Settings."
  public let honestLine: String
  /// The warning card: "Not being delivered: planning prompt, Anchor reminders", or `nil`.
  public let warning: String?
  /// The card's link: "Turn on reminders" or "Open Settings", or `nil` when none is needed.
  public let permissionAction: ScreenAction<PermissionAction>?
}

extension Jamaal.Settings {
  /// The extensions' parts of the settings screens, in their order (ST-06: sync's state).
  /// - Returns: the parts.
  /// - Throws: what reading an extension's state throws.
  public func parts() throws -> [SettingsPart] {
    try jamaal.configuration.extensions.compactMap { try $0.settingsPart(jamaal) }
  }

  /// ST-03, read in one read transaction. The permission is the one last known unless
  /// `reported` gives the system's answer now (nothing is written either way).
  /// - Parameter reported: the notification center's permission now, when the app asked.
  /// - Returns: the screen.
  /// - Throws: `StoreError`.
  public func screen(reported: NotificationPermission? = nil) throws -> SettingsScreen {
    try store.readTogether {
      let settings = try day()
      var delivery = try jamaal.reminders.lastKnownDelivery()
      if let reported {
        let state = PermissionState(reported: reported, lastKnown: delivery.permission)
        delivery = ReminderDelivery(permission: state, switchOn: delivery.switchOn)
      }
      let plan = try jamaal.reminders.plan(delivery: delivery)
      let link = ReminderStrings.action(delivery.action)
      return SettingsScreen(
        heading: SettingsStrings.heading, settings: settings,
        rows: SettingsStrings.rows(settings).map {
          SettingsScreen.Row(id: $0.label, value: $0.value)
        },
        delivery: delivery,
        honestLine: [
          ReminderStrings.honestLine(delivery),
          // A Linux desktop's reason (G-76), as `jamaal reminders deliver` last found it.
          DesktopStrings.settingsLine(try jamaal.reminders.serviceProblem()),
        ].compactMap { $0 }.joined(separator: " "),
        warning: ReminderStrings.notDelivered(plan.notDelivered),
        permissionAction: link.map { ScreenAction(delivery.action, label: $0) })
    }
  }
}
