import Foundation
import JamaalCore
import JamaalModel
import JamaalPresentation
import JamaalReminders
import JamaalSchedule
import JamaalTestSupport
import Testing

/// G-77: what denial costs, said only where it matters.
@Suite struct DenialCostTests {
  typealias F = PlannerFixtures
  let now = Fixtures.instant("2026-11-30T06:00:00Z")
  let today = Fixtures.date("2026-11-30")

  @Test(arguments: PermissionState.knownCases, [true, false])
  func notDeliveredListsOnlyConfiguredKindsWhileSilenced(
    _ permission: PermissionState, _ switchOn: Bool
  ) throws {
    let engine = try F.engine()
    let delivery = ReminderDelivery(permission: permission, switchOn: switchOn)
    let rule = F.daily("Walk", slots: [F.slot("s", nil, "09:00", 60)])
    let plan = F.plan(engine, rules: [rule], now: now, delivery: delivery)
    if delivery.canSchedule {
      #expect(!plan.scheduled.isEmpty)
      #expect(plan.notDelivered.isEmpty)
    } else {
      #expect(plan.scheduled.isEmpty)
      #expect(plan.notDelivered == (switchOn ? [.planningPrompt, .anchorReminders] : []))
    }
    let banner = ReminderBanner.isShown(
      plan: plan, today: today, dismissedOn: nil, neverAgain: false)
    #expect(banner == (delivery.isSilenced && permission != .notDetermined))
    // Nothing wanted but the planning prompt: its fallback is the Plan tomorrow row, no banner.
    let quiet = F.plan(engine, rules: [], now: now, delivery: delivery)
    #expect(!ReminderBanner.isShown(plan: quiet, today: today, dismissedOn: nil, neverAgain: false))
    #expect(quiet.notDelivered == (delivery.isSilenced ? [.planningPrompt] : []))
  }

  @Test func theBannerIsDismissedForADayOrForGood() throws {
    let engine = try F.engine()
    let silenced = ReminderDelivery(permission: .denied, switchOn: true)
    let rule = F.daily("Walk", slots: [F.slot("s", nil, "09:00", 60)])
    let plan = F.plan(engine, rules: [rule], now: now, delivery: silenced)
    #expect(ReminderBanner.isShown(plan: plan, today: today, dismissedOn: nil, neverAgain: false))
    #expect(
      !ReminderBanner.isShown(plan: plan, today: today, dismissedOn: today, neverAgain: false))
    #expect(
      ReminderBanner.isShown(
        plan: plan, today: today.adding(days: 1), dismissedOn: today, neverAgain: false))
    #expect(!ReminderBanner.isShown(plan: plan, today: today, dismissedOn: nil, neverAgain: true))
  }

  @Test func cardWords() {
    #expect(
      ReminderStrings.notDelivered([.planningPrompt, .anchorReminders, .morningNudge])
        == "Not being delivered: planning prompt, Anchor reminders, morning nudge")
    #expect(ReminderStrings.notDelivered([]) == nil)
    #expect(
      ReminderStrings.quietLine(ReminderDelivery(permission: .turnedOffLater, switchOn: true))
        == "Notifications are off, so this reminder won't arrive · Open Settings")
    #expect(
      ReminderStrings.quietLine(ReminderDelivery(permission: .denied, switchOn: false)) == nil)
  }
}
