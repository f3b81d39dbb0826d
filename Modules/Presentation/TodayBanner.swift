public import JamaalReminders

/// A button of Today's notifications banner (G-77).
public enum BannerAction: Hashable, Sendable {
  /// The link: "Turn on reminders" (the system prompt) or "Open Settings".
  case permission(PermissionAction)
  /// "Not today": dismiss the banner for this logical day.
  case notToday
  /// "Don't remind me": the banner never returns on this device.
  case dontRemindMe
}

/// Today's notifications banner (G-77) as a screen lays it out: why a wanted reminder did not
/// arrive, and its buttons, each with its words.
public struct TodayBanner: Hashable, Sendable {
  /// The permission and switch it speaks of.
  public let delivery: ReminderDelivery
  /// "Your reminders can't arrive: notifications are off in Settings."
  public let text: String
  /// The link (when there is one), "Not today" and "Don't remind me".
  public let actions: [ScreenAction<BannerAction>]

  /// The banner for `delivery`.
  /// - Parameter delivery: the permission and this device's switch.
  public init(_ delivery: ReminderDelivery) {
    self.delivery = delivery
    text = ReminderStrings.bannerReason(delivery)
    var actions: [ScreenAction<BannerAction>] = []
    if let link = ReminderStrings.action(delivery.action) {
      actions.append(ScreenAction(.permission(delivery.action), label: link))
    }
    actions.append(ScreenAction(.notToday, label: ReminderStrings.notToday))
    actions.append(ScreenAction(.dontRemindMe, label: ReminderStrings.dontRemindMe))
    self.actions = actions
  }

  /// The banner as one line, its buttons' words in it (what a text view prints).
  public var line: String { ReminderStrings.banner(delivery) }
}
