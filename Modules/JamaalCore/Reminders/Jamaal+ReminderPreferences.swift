public import JamaalModel
public import JamaalReminders
import JamaalStorage

/// The local, never-synced preferences reminders keep on this device (SPEC §7).
public enum ReminderPreference {
  /// The last-known permission state (G-76), compared with the next report.
  public static let permission = PreferenceKey<PermissionState>(raw: "notificationPermission")
  /// What the system last reported (`jamaal` has no system to ask: it remembers `--permission`).
  public static let reported = PreferenceKey<NotificationPermission>(raw: "notificationReported")
  /// This device's switch: `on` (default) or `off`.
  public static let deviceSwitch = PreferenceKey<Bool>(switch: "remindersSwitch")
  /// The logical date Today's banner was dismissed for.
  public static let bannerDismissedOn = PreferenceKey<LogicalDate>(
    date: "reminderBannerDismissedOn")
  /// `true` once "Don't remind me" was chosen.
  public static let bannerNever = PreferenceKey<Bool>(flag: "reminderBannerNever")
  /// The planning prompt: `on` (default) or `off`.
  public static let planningPrompt = PreferenceKey<Bool>(switch: "planningPrompt")
  /// The morning nudge: `on` or `off` (default).
  public static let morningNudge = PreferenceKey<Bool>(switch: "morningNudge")
  /// The notifications pending on a device with no system center (`jamaal`), as JSON.
  public static let pending = PreferenceKey<String>(text: "pendingNotifications")
  /// Why this desktop shows no notifications, as its deliverer last found (`noService`,
  /// `noSessionBus`); unset when it found a notification service (or never looked).
  public static let serviceProblem = PreferenceKey<String>(text: "notificationServiceProblem")
  /// `true` once a deliverer on this device asked the session bus (`reminders deliver`): what
  /// `status` says "delivered here" from — a permission given to `reminders plan --permission`
  /// is not a deliverer.
  public static let serviceChecked = PreferenceKey<Bool>(flag: "notificationServiceChecked")
}

extension Jamaal.Reminders {
  /// The permission and switch after the system reported `reported`: the state is told apart
  /// from *turned off later* by the last-known state, which is updated when it changes.
  /// - Parameter reported: what the system says now.
  /// - Returns: the delivery.
  /// - Throws: `StoreError`.
  public func delivery(reported: NotificationPermission) throws -> ReminderDelivery {
    let last = try store.value(of: ReminderPreference.permission)
    let state = PermissionState(reported: reported, lastKnown: last)
    if state != (last ?? .notDetermined) {
      try store.set(state, for: ReminderPreference.permission)
    }
    return ReminderDelivery(permission: state, switchOn: try switchIsOn())
  }

  /// The permission and switch as last known, without asking the system (nothing written).
  /// - Throws: `StoreError`.
  public func lastKnownDelivery() throws -> ReminderDelivery {
    let state = try store.value(of: ReminderPreference.permission)
    return ReminderDelivery(permission: state ?? .notDetermined, switchOn: try switchIsOn())
  }

  /// Why this desktop shows no notifications, as its deliverer last found, if it found a reason
  /// (``ReminderPreference/serviceProblem``'s raw text).
  /// - Throws: `StoreError`.
  public func serviceProblem() throws -> String? {
    try store.value(of: ReminderPreference.serviceProblem)
  }

  /// This device's switch ("Send reminders on this device"); on unless turned off.
  /// - Throws: `StoreError`.
  public func switchIsOn() throws -> Bool {
    try store.value(of: ReminderPreference.deviceSwitch) ?? true
  }

  /// Turns this device's switch on or off.
  /// - Throws: `StoreError`.
  public func setSwitch(_ on: Bool) throws {
    try store.set(on, for: ReminderPreference.deviceSwitch)
  }

  /// Which daily reminders are on (the planning prompt by default, the morning nudge when
  /// turned on), with the default horizon and budget.
  /// - Throws: `StoreError`.
  public func options() throws -> ReminderOptions {
    ReminderOptions(
      planningPrompt: try store.value(of: ReminderPreference.planningPrompt) ?? true,
      morningNudge: try store.value(of: ReminderPreference.morningNudge) ?? false)
  }

  /// Turns the daily reminders on or off (`nil` leaves one as it is).
  /// - Throws: `StoreError`.
  public func setDaily(planningPrompt: Bool?, morningNudge: Bool?) throws {
    if let planningPrompt {
      try store.set(planningPrompt, for: ReminderPreference.planningPrompt)
    }
    if let morningNudge {
      try store.set(morningNudge, for: ReminderPreference.morningNudge)
    }
  }

  /// Whether Today shows the banner for `plan` (G-77): at most once per logical day, never
  /// after "Don't remind me", never with the switch off.
  /// - Throws: `StoreError`.
  public func showsBanner(_ plan: ReminderPlan) throws -> Bool {
    let dismissed = try store.value(of: ReminderPreference.bannerDismissedOn)
    return ReminderBanner.isShown(
      plan: plan, today: today, dismissedOn: dismissed,
      neverAgain: try store.value(of: ReminderPreference.bannerNever) ?? false)
  }

  /// Dismisses Today's banner for the logical today, or for good ("Don't remind me").
  /// - Throws: `StoreError`.
  public func dismissBanner(neverAgain: Bool) throws {
    if neverAgain {
      try store.set(true, for: ReminderPreference.bannerNever)
    } else {
      try store.set(today, for: ReminderPreference.bannerDismissedOn)
    }
  }
}
