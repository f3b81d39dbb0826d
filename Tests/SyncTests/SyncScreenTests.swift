import Foundation
import JamaalCore
import JamaalModel
import JamaalSync
import JamaalTestSupport
import Testing

/// ST-06 as one value (issue 26, item 5): the status in the seeds' words, the two facts of a
/// problem, and the account-change notice with its two choices.
@Suite struct SyncScreenTests {
  let clock = MovingClock()

  func screen(_ device: Device) throws -> SyncScreen {
    try Jamaal(store: device.store, registry: try SourceRegistry([ScheduledSource()]), clock: clock)
      .syncScreen()
  }

  @Test func aDeviceThatNeverSyncedSaysSo() throws {
    let phone = try Device("iphone", cloud: InMemoryCloud(), clock: clock)
    let screen = try screen(phone)
    #expect(screen.status == "Not synced yet")
    #expect(screen.problem == nil)
    #expect(screen.choices.isEmpty)
  }

  @Test func troubleOverADaySaysTheDataIsSafe() async throws {
    var faults = CloudFaults()
    faults.failNext = 1_000
    let cloud = InMemoryCloud(faults: faults)
    let phone = try Device("iphone", cloud: cloud, clock: clock)
    try phone.store.insertAnchors([SyncFixtures.anchor(createdAt: clock.now)])
    for hours in [0.0, 12, 12] {
      clock.advance(hours * 3600)
      _ = try await phone.sync()
    }
    let screen = try screen(phone)
    #expect(screen.status == "Sync is having trouble")
    #expect(screen.problem?.contains("Your data is safe on this device") == true)
    #expect(screen.overview.waiting == 1, "the change is kept")
    // The same words are sync's part of the settings screens, for an app that knows no sync.
    let jamaal = try Jamaal(
      store: phone.store,
      configuration: JamaalConfiguration(
        store: .inMemory, registry: try SourceRegistry([ScheduledSource()]), clock: clock,
        extensions: [SyncExtension()]))
    let part = try #require(try jamaal.settings.parts().first)
    #expect(part.heading == "Sync")
    #expect(part.lines.first == "Sync is having trouble")
    #expect(part.lines.contains { $0.contains("Your data is safe on this device") })
  }

  @Test func anAccountChangeOffersItsTwoChoices() async throws {
    let cloud = InMemoryCloud()
    let phone = try Device("iphone", cloud: cloud, clock: clock)
    try await phone.sync()
    #expect(try screen(phone).status == "Signed in")
    cloud.setAccount(.signedIn("someone-else"), for: "iphone")
    try await phone.sync()
    let screen = try screen(phone)
    #expect(screen.accountChangeTitle == "Your iCloud account changed")
    #expect(screen.accountChangeBody?.contains("Nothing on this device was deleted") == true)
    #expect(screen.choices.map(\.label) == ["Export my data first", "Continue"])
    #expect(screen.choices.map(\.id) == [.exportFirst, .goOn])
  }
}

/// The facade's own sync engine (issue 26, item 8): a rule added through the door reaches
/// another device, with no second connection to the file.
@Suite struct FacadeSyncTests {
  @Test func aRuleAddedThroughTheFacadeReachesTheOtherDevice() async throws {
    let clock = MovingClock()
    let cloud = InMemoryCloud()
    let registry = try SourceRegistry([ScheduledSource()])
    let phone = try Device("iphone", cloud: cloud, clock: clock)
    let jamaal = try Jamaal(store: phone.store, registry: registry, clock: clock)
    let rule = try jamaal.rules.add(
      RuleDraft(
        title: "Walk", sourceKey: .scheduled,
        configData: Data(
          #"{"version":1,"recurrence":{"kind":"everyNDays","n":1,"startDate":"2026-11-01"},"slots":[{"id":"w","label":"Walk","start":"18:00","windowMinutes":30}],"effortMinutes":30,"placement":"fixed"}"#
            .utf8), effortMinutes: 30, placement: .fixed))
    let report = try await jamaal.syncEngine(cloud: cloud, device: "iphone").sync()
    #expect(report.sent >= 1)
    let pad = try Device("ipad", cloud: cloud, clock: clock)
    try await pad.sync()
    #expect(try pad.store.rule(id: rule.id)?.title == "Walk")
  }
}
