import Foundation
import Model
import TestSupport
import Testing

@testable import Storage

@Suite struct ChangeLogTests {
  @Test func everyLocalWriteIsLoggedWithTheClocksTime() throws {
    let store = try StorageFixtures.open(StorageFixtures.storeURL())
    var rule = StorageFixtures.rule()
    try store.insertRule(rule)
    rule.isPaused = true
    try store.updateRule(rule)
    let anchor = StorageFixtures.anchor(
      rule: rule.id, date: "2026-12-01", start: "2026-12-01T08:00:00Z")
    try store.insertAnchors([anchor])
    try store.deletePendingAnchors(ids: [anchor.id])
    let settings = UserSettings(createdAt: StorageFixtures.now)
    try store.saveSettings(settings)
    let plan = DayPlan(
      date: Fixtures.date("2026-12-01"), state: .planned, createdAt: StorageFixtures.now)
    try store.saveDayPlan(plan)
    let session = FocusSession(startedAt: StorageFixtures.now)
    try store.insertFocusSession(session)
    try store.setPreference("x", for: "local only")
    let changes = try store.pendingChanges()
    #expect(
      changes.map { "\($0.kind.rawValue) \($0.operation.rawValue)" } == [
        "rule insert", "rule update", "anchor insert", "anchor delete", "settings insert",
        "dayPlan insert", "focusSession insert",
      ])
    #expect(
      changes.map(\.rowID) == [
        rule.id, rule.id, anchor.id, anchor.id, settings.id, plan.id, session.id,
      ])
    #expect(changes.allSatisfy { $0.changedAt == StorageFixtures.now })
    #expect(changes.map(\.sequence) == Array(1...7))
  }

  @Test func acknowledgedChangesAreDrained() throws {
    let store = try StorageFixtures.open(StorageFixtures.storeURL())
    for index in 0..<5 { try store.insertRule(StorageFixtures.rule("R\(index)")) }
    #expect(try store.pendingChanges(limit: 2).map(\.sequence) == [1, 2])
    try store.acknowledgeChanges(upTo: 3)
    #expect(try store.pendingChanges().map(\.sequence) == [4, 5])
  }

  @Test func remoteWritesAreNotLogged() throws {
    let store = try StorageFixtures.open(StorageFixtures.storeURL())
    var rule = StorageFixtures.rule()
    try store.applyingRemote {
      try store.insertRule(rule)
      rule.title = "Renamed on the other device"
      try store.updateRule(rule)
      try store.insertAnchors([
        StorageFixtures.anchor(rule: rule.id, date: "2026-12-01", start: "2026-12-01T08:00:00Z")
      ])
    }
    #expect(try store.pendingChanges().isEmpty)
    #expect(try store.rule(id: rule.id)?.title == "Renamed on the other device")
    try store.insertRule(StorageFixtures.rule("Local"))
    #expect(try store.pendingChanges().count == 1)
  }

  @Test func aRolledBackWriteLeavesNoLogEntry() throws {
    let store = try StorageFixtures.open(StorageFixtures.storeURL())
    struct Stop: Error {}
    #expect(throws: Stop.self) {
      try store.transaction {
        try store.insertRule(StorageFixtures.rule())
        throw Stop()
      }
    }
    #expect(try store.pendingChanges().isEmpty)
    #expect(try store.rules().isEmpty)
  }
}
