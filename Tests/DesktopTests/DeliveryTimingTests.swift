import Foundation
import JamaalCore
import JamaalDesktop
import JamaalModel
import JamaalReminders
import JamaalTestSupport
import Testing

/// The plan rings at its fire times through a real session bus (a private `dbus-daemon` and a
/// stand-in notification service): on the days the clocks change, each notification is shown
/// at its instant, once, and withdrawn when its window closes (issue 28).
@Suite(.serialized) struct DeliveryTimingTests {
  /// Steps the deliverer from wake to wake (each at the time the last one asked for) until
  /// `end`, noting the clock at each call the service received.
  func run(
    _ deliverer: ReminderDeliverer, clock: SteppedClock, bus: PrivateBus, until end: String
  ) async throws -> [(at: Date, call: PrivateBus.Call)] {
    var seen: [(Date, PrivateBus.Call)] = []
    var wakes = 0
    while clock.now < Fixtures.instant(end) {
      let report = try await deliverer.wake()
      for call in try bus.calls().dropFirst(seen.count) { seen.append((clock.now, call)) }
      let next = try #require(report.nextWake)
      #expect(next > clock.now, "the next wake is later than this one")
      clock.move(to: next)
      wakes += 1
      try #require(wakes < 1_000, "a deliverer that never stops waking")
    }
    return seen
  }

  func expectRingsAtItsInstants(
    zone: String, start: String, end: String, shownAt: [String], closedAt: [String]
  ) async throws {
    let bus = try PrivateBus()
    let rig = DeliveryRig(zone: zone, start: start, address: bus.address)
    try rig.addRule("Walk", slots: [("m", "09:00", 30), ("e", "18:00", 30)])
    let (deliverer, _) = try rig.deliverer()
    let calls = try await run(deliverer, clock: rig.clock, bus: bus, until: end)
    let shown = calls.filter { $0.call.call == "Notify" }
    #expect(shown.map(\.at) == shownAt.map(Fixtures.instant))
    #expect(shown.allSatisfy { $0.call.summary == "Walk" && $0.call.replaces == 0 })
    #expect(shown.allSatisfy { $0.call.urgency == 1 && $0.call.timeout == -1 }, "normal urgency")
    #expect(
      shown.allSatisfy { $0.call.actions == ["default", "Open"] }, "a click, no action button")
    let closed = calls.filter { $0.call.call == "CloseNotification" }
    #expect(closed.map(\.at) == closedAt.map(Fixtures.instant))
    #expect(Set(closed.map(\.call.id)) == Set(shown.map(\.call.id)))
  }

  @Test func londonsSpringForwardDayRingsAtBritishSummerTime() async throws {
    // 2026-03-29: 01:00 GMT becomes 02:00 BST. 09:00 is 09:00Z on Saturday, 08:00Z on Sunday.
    try await expectRingsAtItsInstants(
      zone: "Europe/London", start: "2026-03-28T06:00:00Z", end: "2026-03-30T06:00:00Z",
      shownAt: [
        "2026-03-28T09:00:00Z", "2026-03-28T18:00:00Z", "2026-03-29T08:00:00Z",
        "2026-03-29T17:00:00Z",
      ],
      closedAt: [
        "2026-03-28T09:30:00Z", "2026-03-28T18:30:00Z", "2026-03-29T08:30:00Z",
        "2026-03-29T17:30:00Z",
      ])
  }

  @Test func newYorksSpringForwardDayRingsAtDaylightTime() async throws {
    // 2026-03-08: 02:00 EST becomes 03:00 EDT. 09:00 is 14:00Z on Saturday, 13:00Z on Sunday.
    try await expectRingsAtItsInstants(
      zone: "America/New_York", start: "2026-03-07T11:00:00Z", end: "2026-03-09T11:00:00Z",
      shownAt: [
        "2026-03-07T14:00:00Z", "2026-03-07T23:00:00Z", "2026-03-08T13:00:00Z",
        "2026-03-08T22:00:00Z",
      ],
      closedAt: [
        "2026-03-07T14:30:00Z", "2026-03-07T23:30:00Z", "2026-03-08T13:30:00Z",
        "2026-03-08T22:30:00Z",
      ])
  }

  @Test func londonsFallBackDayRingsAtGreenwichTime() async throws {
    // 2026-10-25: 02:00 BST becomes 01:00 GMT. 09:00 is 08:00Z on Saturday, 09:00Z on Sunday.
    try await expectRingsAtItsInstants(
      zone: "Europe/London", start: "2026-10-24T06:00:00Z", end: "2026-10-26T06:00:00Z",
      shownAt: [
        "2026-10-24T08:00:00Z", "2026-10-24T17:00:00Z", "2026-10-25T09:00:00Z",
        "2026-10-25T18:00:00Z",
      ],
      closedAt: [
        "2026-10-24T08:30:00Z", "2026-10-24T17:30:00Z", "2026-10-25T09:30:00Z",
        "2026-10-25T18:30:00Z",
      ])
  }
}
