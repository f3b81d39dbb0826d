import Foundation
import JamaalCore
import JamaalDesktop
import JamaalModel
import JamaalPresentation
import JamaalReminders
import JamaalTestSupport
import Testing

/// What the deliverer shows, drops and withdraws (issue 28): a decided Anchor's notification
/// withdrawn, a resume after hours showing only what is still open, nothing twice across a
/// restart, no service read as notifications off, the switch off showing nothing, a click
/// leading to its route.
@Suite(.serialized) struct DeliveryRulesTests {
  func notifies(_ bus: PrivateBus) throws -> [PrivateBus.Call] {
    try bus.calls().filter { $0.call == "Notify" }
  }

  @Test func aDecidedAnchorsNotificationIsWithdrawn() async throws {
    let bus = try PrivateBus()
    let rig = DeliveryRig(
      zone: "Europe/London", start: "2026-11-30T09:00:00Z", address: bus.address)
    try rig.addRule("Walk", slots: [("m", "09:00", 60)])
    let (deliverer, jamaal) = try rig.deliverer()
    let shown = try await deliverer.wake()
    #expect(shown.shown.count == 1)
    let id = try #require(try notifies(bus).first?.id)
    rig.clock.move(to: "2026-11-30T09:10:00Z")
    let anchor = try #require(
      try jamaal.store.anchors(from: jamaal.today, through: jamaal.today).first)
    _ = try jamaal.anchors.act(.attend, on: anchor)
    let after = try await deliverer.wake()
    #expect(after.withdrawn.count == 1)
    #expect(try bus.calls().last == PrivateBus.Call(call: "CloseNotification", id: id))
  }

  @Test func aResumeAfterThreeHoursShowsOnlyWhatIsStillOpen() async throws {
    let bus = try PrivateBus()
    let rig = DeliveryRig(
      zone: "Europe/London", start: "2026-11-30T08:50:00Z", address: bus.address)
    try rig.addRule("Walk", slots: [("m", "09:00", 30), ("d", "10:00", 240)])
    let (deliverer, _) = try rig.deliverer()
    #expect(try await deliverer.wake().shown.isEmpty)
    // Suspended at 08:50, resumed at 11:50: 09:00's window closed, 10:00's is open until 14:00.
    rig.clock.move(to: "2026-11-30T11:50:00Z")
    let report = try await deliverer.wake()
    #expect(report.shown.map(\.request.body) == ["Walk is open · until 14:00"])
    #expect(report.dropped.count == 1, "09:00's reminder passed with its window: never shown")
    #expect(try notifies(bus).count == 1, "no burst of stale notifications")
    #expect(try await deliverer.wake().shown.isEmpty, "and it is not shown again")
  }

  @Test func nothingIsShownTwiceAcrossARestartOrAReplan() async throws {
    let bus = try PrivateBus()
    let rig = DeliveryRig(
      zone: "Europe/London", start: "2026-11-30T09:00:00Z", address: bus.address)
    try rig.addRule("Walk", slots: [("m", "09:00", 60)])
    #expect(try await rig.deliverer().0.wake().shown.count == 1)
    // Another jamaal re-plans; then the deliverer restarts (a new process, a second login).
    rig.clock.move(to: "2026-11-30T09:01:00Z")
    _ = try await rig.open().evaluateToday()
    #expect(try await rig.deliverer().0.wake().shown.isEmpty)
    #expect(try notifies(bus).count == 1)
  }

  @Test func aChangedPlanReplacesTheNotificationOnScreen() async throws {
    let bus = try PrivateBus()
    let rig = DeliveryRig(
      zone: "Europe/London", start: "2026-11-30T08:00:00Z", address: bus.address)
    let (deliverer, jamaal) = try rig.deliverer()
    let plan = StoredNotificationCenter(store: jamaal.store)
    let nudge = NotificationRequest(
      id: "morning-2026-11-30", kind: .morningNudge, fireDate: rig.clock.now, title: "Today",
      body: "3 Anchors today", route: .today)
    try plan.add([nudge])
    #expect(try await deliverer.wake().shown.count == 1)
    // The plan moves it later with new words (as a re-plan would): the same bubble is updated.
    var moved = nudge
    moved.fireDate = Fixtures.instant("2026-11-30T08:20:00Z")
    moved.body = "2 Anchors today"
    try plan.add([moved])
    rig.clock.move(to: "2026-11-30T08:20:00Z")
    let report = try await deliverer.wake()
    #expect(report.shown.map(\.replaced) == [true])
    let calls = try notifies(bus)
    #expect(calls.count == 2)
    #expect(calls.last?.replaces == calls.first?.id && calls.last?.id == calls.first?.id)
    #expect(calls.last?.body == "2 Anchors today")
  }

  @Test func noServiceOnTheBusReadsAsNotificationsOff() async throws {
    let bus = try PrivateBus(withService: false)
    let rig = DeliveryRig(
      zone: "Europe/London", start: "2026-11-30T09:00:00Z", address: bus.address)
    try rig.addRule("Walk", slots: [("m", "09:00", 60)])
    let (deliverer, jamaal) = try rig.deliverer()
    let report = try await deliverer.wake()
    #expect(report.permission == .denied && report.problem == .noService && report.shown.isEmpty)
    let problem = try jamaal.reminders.serviceProblem()
    #expect(
      DesktopStrings.settingsLine(problem)
        == "On this desktop: no notification service is running on this desktop, so notifications are off."
    )
    #expect(
      ReminderStrings.honestLine(try jamaal.reminders.lastKnownDelivery())
        == "Reminders are on for this device, but notifications are off in Settings")
    // The service starts later: re-checked on the next wake, and the reason goes.
    try bus.startService()
    rig.clock.move(to: "2026-11-30T09:05:00Z")
    let later = try await deliverer.wake()
    #expect(later.permission == .authorized && later.problem == nil)
    #expect(later.shown.count == 1, "still open: shown once the service is there")
    #expect(try jamaal.reminders.serviceProblem() == nil)
  }

  @Test func noSessionBusReadsAsNotificationsOff() async throws {
    let folder = Fixtures.temporaryFolder("jamaal-nobus")
    let rig = DeliveryRig(
      zone: "Europe/London", start: "2026-11-30T09:00:00Z",
      address: "unix:path=\(folder.appendingPathComponent("none").path)")
    try rig.addRule("Walk", slots: [("m", "09:00", 60)])
    let report = try await rig.deliverer().0.wake()
    #expect(report.permission == .denied && report.problem == .noSessionBus)
    #expect(
      DesktopStrings.problem(report.problem?.rawValue)
        == "there is no desktop session bus here, so notifications are off")
  }

  @Test func theSwitchOffShowsNothing() async throws {
    let bus = try PrivateBus()
    let rig = DeliveryRig(
      zone: "Europe/London", start: "2026-11-30T09:00:00Z", address: bus.address)
    try rig.addRule("Walk", slots: [("m", "09:00", 60)])
    let (deliverer, jamaal) = try rig.deliverer()
    try jamaal.reminders.setSwitch(false)
    let report = try await deliverer.wake()
    #expect(report.permission == .authorized && report.shown.isEmpty)
    #expect(try notifies(bus).isEmpty)
  }

  @Test func aClickOpensItsRoute() async throws {
    let bus = try PrivateBus()
    let rig = DeliveryRig(
      zone: "Europe/London", start: "2026-11-30T09:00:00Z", address: bus.address)
    try rig.addRule("Walk", slots: [("m", "09:00", 60)])
    let (deliverer, _) = try rig.deliverer()
    let report = try await deliverer.wake()
    let request = try #require(report.shown.first?.request)
    let id = try #require(try notifies(bus).first?.id)
    try bus.click(id)
    var opened: [NotificationRoute] = []
    for _ in 0..<200 where opened.isEmpty {
      // Waits for the service's signal on the bus's socket (bounded), not for a time.
      _ = deliverer.waitForSignal(milliseconds: 50)
      opened = try deliverer.handleSignals { _ in }
    }
    #expect(opened == [request.route])
  }

  @Test func aNotificationTheServiceDidNotTakeIsShownOnTheNextWake() async throws {
    let bus = try PrivateBus()
    let rig = DeliveryRig(
      zone: "Europe/London", start: "2026-11-30T09:00:00Z", address: bus.address)
    try rig.addRule("Walk", slots: [("m", "09:00", 60)])
    let (deliverer, _) = try rig.deliverer()
    try bus.refuseNextNotify()
    let refused = try await deliverer.wake()
    #expect(refused.shown.isEmpty)
    #expect(try bus.calls().map(\.call) == ["Refused"])
    // The next wake, its window still open: shown once, and not again after that.
    rig.clock.move(to: "2026-11-30T09:05:00Z")
    let retried = try await deliverer.wake()
    #expect(retried.shown.map(\.request.fireDate) == [Fixtures.instant("2026-11-30T09:00:00Z")])
    rig.clock.move(to: "2026-11-30T09:10:00Z")
    #expect(try await deliverer.wake().shown.isEmpty)
    #expect(try notifies(bus).count == 1)
  }
}
