public import Foundation
public import JamaalModel
public import JamaalReminders
import JamaalSchedule

/// Every word a person reads about reminders (G-76 … G-78): ST-03's honest line and warning
/// card, a reminder row's quiet line, Today's banner, the routes, and `jamaal reminders plan`.
/// One table, so it can be localised.
public enum ReminderStrings {
  /// "Plan tomorrow": the planning prompt's title (and the always-available row, G-45).
  public static let planTomorrow = "Plan tomorrow"

  /// What a permission state offers: "Turn on reminders" (the system prompt), "Open Settings",
  /// or nothing.
  public static func action(_ action: PermissionAction) -> String? {
    switch action {
    case .turnOnReminders: "Turn on reminders"
    case .openSettings: "Open Settings"
    case .none: nil
    }
  }

  /// The permission in words: "not asked yet", "denied", "turned off later in Settings",
  /// "allowed", "allowed quietly"; a value from a newer version as stored.
  public static func permission(_ state: PermissionState) -> String {
    switch state {
    case .notDetermined: "not asked yet"
    case .denied: "denied"
    case .turnedOffLater: "turned off later in Settings"
    case .authorized: "allowed"
    case .provisional: "allowed quietly"
    case .unknown(let raw): raw
    }
  }

  /// This device's switch: "on" or "off".
  public static func switchState(_ on: Bool) -> String { on ? "on" : "off" }

  /// ST-03's honest line (G-76) for the switch and the permission together.
  public static func honestLine(_ delivery: ReminderDelivery) -> String {
    guard delivery.switchOn else { return "Reminders are off for this device." }
    switch delivery.permission {
    case .authorized, .provisional: return "Reminders are on for this device."
    case .notDetermined:
      return "Reminders are on for this device, but notifications haven't been turned on yet"
    case .denied, .turnedOffLater, .unknown:
      return "Reminders are on for this device, but notifications are off in Settings"
    }
  }

  /// A kind ST-03's card names: "planning prompt", "Anchor reminders", "habit reminders",
  /// "morning nudge", "trial-end reminders".
  public static func category(_ category: ReminderCategory) -> String {
    switch category {
    case .planningPrompt: "planning prompt"
    case .anchorReminders: "Anchor reminders"
    case .habitReminders: "habit reminders"
    case .morningNudge: "morning nudge"
    case .trialEndReminders: "trial-end reminders"
    }
  }

  /// ST-03's warning card (G-77): "Not being delivered: planning prompt, Anchor reminders",
  /// or `nil` when nothing is lost.
  public static func notDelivered(_ categories: [ReminderCategory]) -> String? {
    guard !categories.isEmpty else { return nil }
    return "Not being delivered: " + categories.map(category).joined(separator: ", ")
  }

  /// The one quiet line under a configured reminder row (a rule's, a one-off's) while the
  /// switch is on and permission is off, with the link; `nil` otherwise (G-77).
  public static func quietLine(_ delivery: ReminderDelivery) -> String? {
    guard delivery.isSilenced, let link = action(delivery.action) else { return nil }
    return "Notifications are off, so this reminder won't arrive · \(link)"
  }

  /// Today's banner (G-77): why a wanted reminder did not arrive, its link, and the two ways
  /// to dismiss it.
  public static func banner(_ delivery: ReminderDelivery) -> String {
    let link = action(delivery.action).map { " \($0)" } ?? ""
    return bannerReason(delivery) + link + " · \(notToday) · \(dontRemindMe)"
  }

  /// Today's banner without its buttons (G-77): why a wanted reminder did not arrive. A screen
  /// lays its buttons beside it (``BannerAction``).
  public static func bannerReason(_ delivery: ReminderDelivery) -> String {
    delivery.permission == .notDetermined
      ? "Your reminders can't arrive until notifications are turned on."
      : "Your reminders can't arrive: notifications are off in Settings."
  }

  /// "Not today": dismisses the banner for this logical day.
  public static let notToday = "Not today"
  /// "Don't remind me": the banner never returns on this device.
  public static let dontRemindMe = "Don't remind me"

  /// Where a tap leads: "Night Planning · Tue 2026-12-01", "Today · Salah · Asr", "Today",
  /// "ST-05".
  /// - Parameters:
  ///   - route: the route.
  ///   - rowTitle: the row an Anchor or habit route scrolls to, when known.
  /// - Returns: the words.
  public static func route(_ route: NotificationRoute, rowTitle: String? = nil) -> String {
    switch route {
    case .nightPlanning(let date): "Night Planning · \(date.weekday.shortName) \(date)"
    case .anchor, .habit:
      ["Today", rowTitle].compactMap { $0 }.joined(separator: AnchorTitles.separator)
    case .today: "Today"
    case .trial: "Trial"
    }
  }

  /// One line of `jamaal reminders plan`: "Mon 2026-11-30 17:58  Salah · Asr  → Today · Asr".
  public static func planLine(_ request: NotificationRequest, zone: TimeZone) -> String {
    let date = zone.wallClock(at: request.fireDate).date
    let when = "\(date.weekday.shortName) \(date) \(TimeText.clock(request.fireDate, in: zone))"
    let row: String? =
      switch request.route {
      case .anchor, .habit: request.title
      default: nil
      }
    let target = route(request.route, rowTitle: row)
    return "\(when)  \(request.title) — \(request.body)  → \(target)"
  }

  /// "12 notifications planned; 3 more wait past the 64-notification cut."
  public static func summary(_ plan: ReminderPlan, budget: Int) -> String {
    let count = plan.scheduled.count
    let head = count == 1 ? "1 notification planned" : "\(count) notifications planned"
    guard plan.leftPastCut > 0 else { return head + "." }
    return head + "; \(plan.leftPastCut) more wait past the \(budget)-notification cut."
  }

  /// Why nothing can be delivered, and what would fix it; `nil` when reminders can be
  /// scheduled or nothing is wanted.
  /// - Parameters:
  ///   - plan: the plan.
  ///   - switchOn: how the caller turns this device's reminders on, if it says (the command
  ///     line: its command).
  ///   - replay: how the caller replays an allowed permission, if it says.
  /// - Returns: the words.
  public static func whyNothing(
    _ plan: ReminderPlan, switchOn: String? = nil, replay: String? = nil
  ) -> String? {
    let delivery = plan.delivery
    guard !delivery.canSchedule else { return nil }
    guard delivery.switchOn else {
      return "Nothing is scheduled: reminders are off for this device. Turn them on"
        + (switchOn.map { " with '\($0)'" } ?? "") + "."
    }
    let replayed = replay.map { " ('\($0)' replays it)" } ?? ""
    let fix =
      delivery.permission == .notDetermined
      ? "Turn on reminders to allow notifications\(replayed)."
      : "Open Settings to allow notifications\(replayed)."
    return "Nothing can be delivered: \(honestLine(delivery).lowercasedFirst). \(fix)"
  }
}

extension String {
  /// The text with its first letter lower-cased ("Reminders are …" → "reminders are …").
  fileprivate var lowercasedFirst: String { prefix(1).lowercased() + dropFirst() }
}

extension ReminderStrings {
  /// "Changes: 2 added, 1 removed, 61 kept."
  public static func changes(_ diff: NotificationDiff) -> String {
    "Changes: \(diff.add.count) added, \(diff.remove.count) removed, \(diff.keep.count) kept."
  }

  /// A configured reminder row: "Reminders: at the start · 10 min before it closes".
  public static func reminderRow(beforeStart: Int?, beforeEnd: Int?) -> String {
    var parts: [String] = []
    if let beforeStart {
      parts.append(beforeStart == 0 ? "at the start" : "\(beforeStart) min before it opens")
    }
    if let beforeEnd { parts.append("\(beforeEnd) min before it closes") }
    return "Reminders: " + parts.joined(separator: AnchorTitles.separator)
  }

  /// What dismissing the banner did.
  public static func dismissed(forever: Bool) -> String {
    forever
      ? "The notifications banner won't show again on this device."
      : "The notifications banner is dismissed for today."
  }

  /// "Night before Tue 2026-12-01: planned." (or skipped): a night marked.
  public static func nightMarked(_ date: LogicalDate, planned: Bool) -> String {
    "Night before \(date.weekday.shortName) \(date): \(planned ? "planned" : "skipped")."
  }
}
