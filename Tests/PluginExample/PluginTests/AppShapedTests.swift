import Foundation
import JamaalCore
import JamaalMedicationSource
import JamaalPresetFiles
import JamaalSync
import JamaalTestSupport
import Testing

/// The app-shaped walk (issue 26): what an app team does, on the door alone — `import
/// JamaalCore`, its own plug-in and `JamaalSync` — in seven steps: open a store with its own
/// plug-in, add rules, render Today, the rules list and ST-03, act, sync two stores, and meet a
/// store that needs recovery.
@Suite struct AppShapedTests {
  /// Monday 30 November 2026, 08:20 in London: the school run's drop-off is open.
  let clock = FixedClock(
    now: Fixtures.instant("2026-11-30T08:20:00Z"), timeZone: Fixtures.zone("Europe/London"))

  struct NotReady: Error {}

  /// Step 1: one configuration — the store, the app's own source beside the shipped one, the
  /// clock, the sync extension — and nothing set after opening.
  func open(_ store: URL) throws -> Jamaal {
    let registry = try SourceRegistry([ScheduledSource(), MedicationSource()])
    let configuration = JamaalConfiguration(
      store: .file(store), registry: registry, clock: clock, extensions: [SyncExtension()])
    guard case .ready(let jamaal) = Jamaal.open(configuration) else { throw NotReady() }
    return jamaal
  }

  func storeFile(_ name: String) -> URL {
    Fixtures.temporaryFolder("jamaal-app").appendingPathComponent("\(name).sqlite")
  }

  /// The members of Today's rows, by title.
  func members(_ today: TodayScreen) -> [TodayMember] {
    today.section.rows.flatMap { row -> [TodayMember] in
      switch row {
      case .plain(let plain): [plain.member]
      case .group(let group): group.members
      }
    }
  }

  @Test func anAppOpensAddsRendersActsAndSyncsOnTheDoorAlone() async throws {
    let phone = try open(storeFile("phone"))
    // Step 2: rules from the presets the product carries, and from the app's own source.
    let presets = try PresetLibrary.bundled(registry: try SourceRegistry([ScheduledSource()]))
    let schoolRun = try phone.rules.add(
      try phone.rules.applying([], to: try #require(presets.preset("school-run")?.draft)))
    let ownPresets = try PresetLibrary(
      folder: Fixtures.packageRoot.appendingPathComponent("Tests/PluginExample/Presets"),
      registry: try SourceRegistry([MedicationSource()]))
    let vitamins = try phone.rules.add(
      try phone.rules.applying([], to: try #require(ownPresets.preset("medication")?.draft)))

    // Step 3: Today, the rules list and settings, each one value.
    let today = try await phone.todayScreen()
    let dropOff = try #require(members(today).first { $0.anchor.rule == schoolRun.id })
    #expect(dropOff.state == .open)
    #expect(dropOff.actions.contains(.attend))
    #expect(members(today).contains { $0.anchor.rule == vitamins.id })
    let rules = try phone.rules.listScreen()
    #expect(Set(rules.rows.map(\.id)) == [schoolRun.id, vitamins.id])
    #expect(rules.add?.label == "Add")
    let settings = try phone.settings.screen(reported: .denied)
    #expect(!settings.rows.isEmpty)
    #expect(settings.permissionAction != nil, "denied: the screen offers the way to Settings")

    // Step 4: act.
    try phone.anchors.act(.attend, on: dropOff.anchor)
    let after = try await #require(
      members(try phone.todayScreen()).first { $0.anchor.id == dropOff.anchor.id })
    #expect(after.status == .attended)

    // Step 5: two stores sync through a cloud; the other device shows the same decision.
    let cloud = InMemoryCloud()
    await #expect(try phone.syncEngine(cloud: cloud, device: "iphone").sync().sent >= 3)
    let tablet = try open(storeFile("tablet"))
    await #expect(try tablet.syncEngine(cloud: cloud, device: "ipad").sync().received >= 3)
    let there = members(try await tablet.todayScreen()).first {
      $0.anchor.rule == schoolRun.id && $0.anchor.slotKey == dropOff.anchor.slotKey
    }
    #expect(there?.status == .attended, "the attended drop-off reached the tablet")
    #expect(Set(try tablet.rules.listScreen().rows.map(\.id)) == [schoolRun.id, vitamins.id])
  }

  @Test func aStoreThatWillNotOpenIsARecoveryScreenNeverAFirstLaunch() throws {
    let file = storeFile("damaged")
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(repeating: 0x5A, count: 8192).write(to: file)
    let registry = try SourceRegistry([ScheduledSource(), MedicationSource()])
    let opening = Jamaal.open(
      JamaalConfiguration(store: .file(file), registry: registry, clock: clock))
    guard case .needsRecovery(let recovery) = opening else {
      Issue.record("a damaged file opened as \(opening)")
      return
    }
    let screen = recovery.screen
    #expect(screen.actions.map(\.id) == [.tryAgain, .reset])
    #expect(!screen.reasonText.isEmpty)
    #expect(try Data(contentsOf: file) == Data(repeating: 0x5A, count: 8192), "nothing changed")
  }
}
