import Foundation
import JamaalModel
import JamaalTestSupport
import Testing

@testable import JamaalStorage

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

  /// A bulk insert logs each new Anchor once, in the order written, with the time it was
  /// written — across full batches, a short last one, and a merge in between (whose own
  /// changes land where it happened).
  @Test func aBulkInsertLogsEveryNewAnchorInOrderWithItsTime() throws {
    let clock = TickingClock()
    let store = try StorageFixtures.open(
      StorageFixtures.storeURL(), options: StoreOptions(clock: clock))
    let rule = UUID()
    let early = Date(timeIntervalSince1970: 1_600_000_000)
    let stored = StorageFixtures.anchor(
      rule: rule, date: "2026-12-01", start: "2026-12-01T08:00:00Z", createdAt: early)
    try store.insertAnchors([stored])
    let fresh = (0..<(2 * ChangeLogBatch.size + 7)).map { day in
      let date = LogicalDate(daysSinceEpoch: 20_500 + day).description
      return StorageFixtures.anchor(rule: rule, date: date, start: date + "T08:00:00Z")
    }
    // The same natural key as `stored`, made earlier: it wins the merge (D-10) at position 70.
    let earlier = StorageFixtures.anchor(
      rule: rule, date: "2026-12-01", start: "2026-12-01T08:00:00Z",
      createdAt: early.addingTimeInterval(-60))
    var batch = fresh
    batch.insert(earlier, at: 70)
    let summary = try store.insertAnchors(batch)
    #expect(summary.inserted == fresh.count && summary.duplicates == 1)
    let changes = try store.pendingChanges()
    let expected =
      [stored.id] + fresh[..<70].map(\.id) + [stored.id, earlier.id] + fresh[70...].map(\.id)
    #expect(changes.map(\.rowID) == expected)
    #expect(changes[71].operation == .delete)
    #expect(changes.enumerated().allSatisfy { $1.operation == ($0 == 71 ? .delete : .insert) })
    #expect(changes.map(\.sequence) == Array(1...Int64(expected.count)))
    let times = changes.map(\.changedAt)
    #expect(zip(times, times.dropFirst()).allSatisfy { $0 < $1 })
    #expect(try store.anchorCount() == fresh.count + 1)
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

/// A clock one second later at every reading: the change log's times show when each row was
/// logged.
private final class TickingClock: DeviceClock, @unchecked Sendable {
  private let lock = NSLock()
  private var ticks = 0.0

  var now: Date {
    lock.lock()
    defer { lock.unlock() }
    ticks += 1
    return StorageFixtures.now.addingTimeInterval(ticks)
  }

  var timeZone: TimeZone { .gmt }
}
