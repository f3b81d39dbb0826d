public import JamaalModel
public import JamaalReminders
import JamaalStorage

/// The local, never-synced preferences reminders keep on this device (SPEC §7).
public enum ReminderPreference {
  /// The last-known permission state (G-76), compared with the next report.
  public static let permission = "notificationPermission"
  /// What the system last reported (`jamaal` has no system to ask: it remembers `--permission`).
  public static let reported = "notificationReported"
  /// This device's switch: `on` (default) or `off`.
  public static let deviceSwitch = "remindersSwitch"
  /// The logical date Today's banner was dismissed for.
  public static let bannerDismissedOn = "reminderBannerDismissedOn"
  /// `true` once "Don't remind me" was chosen.
  public static let bannerNever = "reminderBannerNever"
  /// The planning prompt: `on` (default) or `off`.
  public static let planningPrompt = "planningPrompt"
  /// The morning nudge: `on` or `off` (default).
  public static let morningNudge = "morningNudge"
  /// The notifications pending on a device with no system center (`jamaal`), as JSON.
  public static let pending = "pendingNotifications"
}

extension Jamaal {
  /// The permission and switch after the system reported `reported`: the state is told apart
  /// from *turned off later* by the last-known state, which is updated when it changes.
  /// - Parameter reported: what the system says now.
  /// - Returns: the delivery.
  /// - Throws: `StoreError`.
  public func reminderDelivery(reported: NotificationPermission) throws -> ReminderDelivery {
    let last = try store.preference(ReminderPreference.permission).map(
      PermissionState.init(rawValue:))
    let state = PermissionState(reported: reported, lastKnown: last)
    if state != (last ?? .notDetermined) {
      try store.setPreference(state.rawValue, for: ReminderPreference.permission)
    }
    return ReminderDelivery(permission: state, switchOn: try reminderSwitch())
  }

  /// The permission and switch as last known, without asking the system (nothing written).
  /// - Throws: `StoreError`.
  public func lastKnownDelivery() throws -> ReminderDelivery {
    let state = try store.preference(ReminderPreference.permission).map(
      PermissionState.init(rawValue:))
    return ReminderDelivery(permission: state ?? .notDetermined, switchOn: try reminderSwitch())
  }

  /// This device's switch ("Send reminders on this device"); on unless turned off.
  /// - Throws: `StoreError`.
  public func reminderSwitch() throws -> Bool {
    try store.preference(ReminderPreference.deviceSwitch) != "off"
  }

  /// Turns this device's switch on or off.
  /// - Throws: `StoreError`.
  public func setReminderSwitch(_ on: Bool) throws {
    try store.setPreference(on ? "on" : "off", for: ReminderPreference.deviceSwitch)
  }

  /// Which daily reminders are on (the planning prompt by default, the morning nudge when
  /// turned on), with the default horizon and budget.
  /// - Throws: `StoreError`.
  public func reminderOptions() throws -> ReminderOptions {
    ReminderOptions(
      planningPrompt: try store.preference(ReminderPreference.planningPrompt) != "off",
      morningNudge: try store.preference(ReminderPreference.morningNudge) == "on")
  }

  /// Turns the daily reminders on or off (`nil` leaves one as it is).
  /// - Throws: `StoreError`.
  public func setDailyReminders(planningPrompt: Bool?, morningNudge: Bool?) throws {
    if let planningPrompt {
      try store.setPreference(planningPrompt ? "on" : "off", for: ReminderPreference.planningPrompt)
    }
    if let morningNudge {
      try store.setPreference(morningNudge ? "on" : "off", for: ReminderPreference.morningNudge)
    }
  }

  /// Whether Today shows the banner for `plan` (G-77): at most once per logical day, never
  /// after "Don't remind me", never with the switch off.
  /// - Throws: `StoreError`.
  public func showsReminderBanner(_ plan: ReminderPlan) throws -> Bool {
    let dismissed = try store.preference(ReminderPreference.bannerDismissedOn).flatMap {
      LogicalDate($0)
    }
    return ReminderBanner.isShown(
      plan: plan, today: today, dismissedOn: dismissed,
      neverAgain: try store.preference(ReminderPreference.bannerNever) == "true")
  }

  /// Dismisses Today's banner for the logical today, or for good ("Don't remind me").
  /// - Throws: `StoreError`.
  public func dismissReminderBanner(neverAgain: Bool) throws {
    if neverAgain {
      try store.setPreference("true", for: ReminderPreference.bannerNever)
    } else {
      try store.setPreference(today.description, for: ReminderPreference.bannerDismissedOn)
    }
  }
}
