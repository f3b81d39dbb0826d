import Foundation
import JamaalCore
import JamaalModel
import JamaalPresentation
import JamaalReminders

/// `jamaal reminders plan` and `jamaal reminders dismiss`: the notification plan of this
/// device, its permission and switch (G-76 … G-78).
enum RemindersCommands {
  /// `jamaal reminders plan`.
  static let planCommand = CommandSpec(
    "reminders plan",
    "[--permission notDetermined|denied|authorized|provisional] [--switch on|off] "
      + "[--horizon-days N]",
    "Prints the notification plan.", options: PlanOption.self, run: plan)

  /// The options of `jamaal reminders plan`.
  enum PlanOption: String, CommandOption {
    case permission
    case deviceSwitch = "switch"
    case horizonDays = "horizon-days"
    case planningPrompt = "planning-prompt"
    case morningNudge = "morning-nudge"

    var usage: (value: String?, help: String) {
      switch self {
      case .permission: ("STATE", "what the system reports now (remembered)")
      case .deviceSwitch: ("on|off", "Send reminders on this device (remembered)")
      case .horizonDays: ("N", "days planned ahead, 1 to 14 (default 5)")
      case .planningPrompt: ("on|off", "the evening planning prompt (remembered)")
      case .morningNudge: ("on|off", "the morning nudge (remembered)")
      }
    }

    var completion: CompletionValues {
      switch self {
      case .permission: .known(of: NotificationPermission.self)
      case .deviceSwitch, .planningPrompt, .morningNudge: .cases(of: OnOff.self)
      case .horizonDays: .text
      }
    }
  }

  /// The words of `--switch`, `--planning-prompt` and `--morning-nudge`.
  enum OnOff: String, CaseIterable {
    case on, off
  }

  static func plan(_ invocation: Invocation<PlanOption>) async throws {
    let session = try Session(invocation)
    let reported = try invocation.value(.permission).map { text in
      let permission = NotificationPermission(rawValue: text)
      guard permission.isKnown else {
        throw CLIError.refused(
          "--permission: '\(text)' is not notDetermined, denied, authorized or provisional")
      }
      return permission
    }
    let switchOn = try onOff(invocation, .deviceSwitch)
    let planning = try onOff(invocation, .planningPrompt)
    let morning = try onOff(invocation, .morningNudge)
    let horizon = try invocation.integer(.horizonDays, in: 1...14) ?? 5
    let jamaal = try session.open(reminders: false)
    let center = StoredNotificationCenter(store: jamaal.store)
    if let reported { try center.setAuthorizationStatus(reported) }
    if let switchOn { try jamaal.reminders.setSwitch(switchOn) }
    try jamaal.reminders.setDaily(planningPrompt: planning, morningNudge: morning)
    try await jamaal.evaluate()
    let delivery = try jamaal.reminders.delivery(reported: center.authorizationStatus())
    let plan = try jamaal.reminders.plan(delivery: delivery, horizonDays: horizon)
    let diff = try await plan.apply(to: center)
    let banner = try jamaal.reminders.showsBanner(plan) ? ReminderStrings.banner(delivery) : nil
    if session.output.json {
      try session.output.document(ReminderPlanJSON(plan: plan, diff: diff, banner: banner))
      return
    }
    print(
      plan, diff: diff, banner: banner, zone: jamaal.logicalDay.timeZone, output: session.output)
  }

  private static func print(
    _ plan: ReminderPlan, diff: NotificationDiff, banner: String?, zone: TimeZone,
    output: Output
  ) {
    let delivery = plan.delivery
    output.line(
      output.bold(ReminderStrings.honestLine(delivery))
        + output.dim(
          "  (notifications: \(ReminderStrings.permission(delivery.permission)) · "
            + "reminders on this device: \(ReminderStrings.switchState(delivery.switchOn)))"))
    if let why = ReminderStrings.whyNothing(
      plan, switchOn: "jamaal reminders plan --switch on", replay: "--permission authorized")
    {
      output.line(why)
    }
    if let card = ReminderStrings.notDelivered(plan.notDelivered) { output.line(card) }
    if let banner { output.line(output.bold(banner)) }
    for request in plan.scheduled {
      output.line("  " + ReminderStrings.planLine(request, zone: zone))
    }
    if delivery.canSchedule {
      output.line(ReminderStrings.summary(plan, budget: ReminderOptions().budget))
      output.line(output.dim(ReminderStrings.changes(diff)))
    }
  }

  /// A configured reminder row (a rule's, a one-off's): its setting and, while notifications
  /// are off with the switch on, the one quiet line with the link (G-77). Nothing when none of
  /// `anchors` reminds.
  static func printReminderRow(of anchors: [Anchor], jamaal: Jamaal, output: Output) throws {
    guard
      let anchor = anchors.first(where: {
        $0.remindBeforeStartMinutes != nil || $0.remindBeforeEndMinutes != nil
      })
    else { return }
    output.line(
      ReminderStrings.reminderRow(
        beforeStart: anchor.remindBeforeStartMinutes, beforeEnd: anchor.remindBeforeEndMinutes))
    if let quiet = ReminderStrings.quietLine(try jamaal.reminders.lastKnownDelivery()) {
      output.line(output.dim(quiet))
    }
  }

  private static func onOff(_ invocation: Invocation<PlanOption>, _ option: PlanOption) throws
    -> Bool?
  {
    guard let text = invocation.value(option) else { return nil }
    guard let word = OnOff(rawValue: text) else {
      throw CLIError.refused("--\(option.rawValue): '\(text)' is not on or off")
    }
    return word == .on
  }

  /// `jamaal reminders dismiss [--forever]`.
  static let dismissCommand = CommandSpec(
    "reminders dismiss", "[--forever]",
    "Dismisses Today's notifications banner for today (--forever: Don't remind me).",
    options: DismissOption.self, run: dismiss)

  /// The options of `jamaal reminders dismiss`.
  enum DismissOption: String, CommandOption {
    case forever

    var usage: (value: String?, help: String) { (nil, "never show it again on this device") }
  }

  static func dismiss(_ invocation: Invocation<DismissOption>) throws {
    let session = try Session(invocation)
    let jamaal = try session.open()
    let forever = invocation.flag(.forever)
    try jamaal.reminders.dismissBanner(neverAgain: forever)
    if session.output.json {
      try session.output.document(["dismissed": forever ? "forever" : jamaal.today.description])
    } else {
      session.output.line(ReminderStrings.dismissed(forever: forever))
    }
  }
}

/// `reminders plan --json` (CLI.md), with the cut and the diff added.
struct ReminderPlanJSON: Encodable {
  let permission: String
  let deviceSwitch: String
  let scheduled: [Request]
  let notDelivered: [String]
  let banner: String?
  let leftPastCut: Int
  let changes: Changes

  init(plan: ReminderPlan, diff: NotificationDiff, banner: String?) {
    permission = plan.delivery.permission.rawValue
    deviceSwitch = plan.delivery.switchOn ? "on" : "off"
    scheduled = plan.scheduled.map(Request.init)
    notDelivered = plan.notDelivered.map(\.rawValue)
    self.banner = banner
    leftPastCut = plan.leftPastCut
    changes = Changes(add: diff.add.map(\.id), remove: diff.remove, keep: diff.keep.count)
  }

  struct Request: Encodable {
    let id: String
    let kind: String
    let fireDate: String
    let title: String
    let body: String
    let route: String

    init(_ request: NotificationRequest) {
      id = request.id
      kind = request.kind.rawValue
      fireDate = isoUTC(request.fireDate)
      title = request.title
      body = request.body
      route = request.route.rawValue
    }
  }

  struct Changes: Encodable {
    let add: [String]
    let remove: [String]
    let keep: Int
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Keys.self)
    try container.encode(permission, forKey: .permission)
    try container.encode(deviceSwitch, forKey: .deviceSwitch)
    try container.encode(scheduled, forKey: .scheduled)
    try container.encode(notDelivered, forKey: .notDelivered)
    try container.encode(banner, forKey: .banner)
    try container.encode(leftPastCut, forKey: .leftPastCut)
    try container.encode(changes, forKey: .changes)
  }

  private enum Keys: String, CodingKey {
    case permission
    case deviceSwitch = "switch"
    case scheduled, notDelivered, banner, leftPastCut, changes
  }
}
