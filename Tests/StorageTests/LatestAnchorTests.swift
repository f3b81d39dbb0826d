import Foundation
import JamaalModel
import JamaalStorage
import JamaalTestSupport
import Testing

@Suite struct LatestAnchorTests {
  @Test func eachRuleGivesItsLatestAnchorOnly() throws {
    let store = try StorageFixtures.open(StorageFixtures.storeURL("latest"))
    let plants = StorageFixtures.rule("Plants")
    let school = StorageFixtures.rule("School run")
    let quiet = StorageFixtures.rule("No anchors yet")
    for rule in [plants, school, quiet] { try store.insertRule(rule) }
    let watered = StorageFixtures.anchor(
      rule: plants.id, date: "2026-11-26", start: "2026-11-26T03:00:00Z", status: .attended)
    try store.insertAnchors([
      StorageFixtures.anchor(rule: plants.id, date: "2026-11-20", start: "2026-11-20T03:00:00Z"),
      watered,
      StorageFixtures.anchor(rule: school.id, date: "2026-11-27", start: "2026-11-27T08:15:00Z"),
      StorageFixtures.anchor(
        rule: nil, date: "2026-12-01", slot: "", start: "2026-12-01T09:00:00Z"),
    ])
    let latest = try store.latestAnchorPerRule()
    #expect(latest.count == 2)
    #expect(latest.first { $0.rule == plants.id }?.id == watered.id)
    #expect(latest.first { $0.rule == school.id }?.occurrenceDate.description == "2026-11-27")
  }
}
