import Foundation
import JamaalModel
import JamaalTestSupport
import Testing

@testable import JamaalStorage

/// D-10: rows with one natural key keep the earliest; the survivor takes a decided outcome.
@Suite struct DedupTests {
  let rule = UUID()
  let early = StorageFixtures.now.addingTimeInterval(-3600)

  func anchor(_ status: AttendanceStatus, createdAt: Date, id: UUID = UUID()) -> Anchor {
    StorageFixtures.anchor(
      rule: rule, date: "2026-11-29", start: "2026-11-29T08:00:00Z", status: status, id: id,
      createdAt: createdAt)
  }

  @Test func generatingTwiceWritesNothingTheSecondTime() throws {
    let store = try StorageFixtures.open(StorageFixtures.storeURL())
    let first = anchor(.pending, createdAt: early)
    #expect(try store.insertAnchors([first]) == AnchorInsertSummary(inserted: 1, duplicates: 0))
    let changes = try store.pendingChanges().count
    let again = anchor(.pending, createdAt: StorageFixtures.now)
    #expect(try store.insertAnchors([again]) == AnchorInsertSummary(inserted: 0, duplicates: 1))
    #expect(try store.anchors(rule: rule) == [first])
    #expect(try store.pendingChanges().count == changes)
  }

  @Test func anEarlierIncomingRowReplacesAndTakesTheDecidedOutcome() throws {
    let store = try StorageFixtures.open(StorageFixtures.storeURL())
    var later = anchor(.attended, createdAt: StorageFixtures.now)
    later.modifiedAt = StorageFixtures.now.addingTimeInterval(60)
    try store.insertAnchors([later])
    let earlier = anchor(.pending, createdAt: early)
    try store.insertAnchors([earlier])
    let stored = try store.anchors(rule: rule)
    #expect(stored.count == 1)
    #expect(stored.first?.id == earlier.id)
    #expect(stored.first?.attendanceStatus == .attended)
    #expect(stored.first?.resolvedAt == later.resolvedAt)
    #expect(stored.first?.modifiedAt == later.modifiedAt)
    #expect(
      try store.pendingChanges().suffix(2).map { "\($0.operation) \($0.rowID)" } == [
        "delete \(later.id)", "insert \(earlier.id)",
      ])
  }

  @Test func aPendingSurvivorTakesTheLaterRowsDecision() throws {
    let store = try StorageFixtures.open(StorageFixtures.storeURL())
    let survivor = anchor(.pending, createdAt: early)
    try store.insertAnchors([survivor])
    try store.insertAnchors([anchor(.skipped, createdAt: StorageFixtures.now)])
    let stored = try store.anchors(rule: rule)
    #expect(stored.map(\.id) == [survivor.id])
    #expect(stored.first?.attendanceStatus == .skipped)
  }

  @Test func aDecidedSurvivorKeepsItsOwnOutcomeOverAnEarlierDecision() throws {
    let store = try StorageFixtures.open(StorageFixtures.storeURL())
    var survivor = anchor(.delegated, createdAt: early)
    survivor.resolvedAt = StorageFixtures.now
    try store.insertAnchors([survivor])
    var twin = anchor(.attended, createdAt: StorageFixtures.now)
    twin.resolvedAt = StorageFixtures.now.addingTimeInterval(-60)
    try store.insertAnchors([twin])
    #expect(try store.anchors(rule: rule) == [survivor])
  }

  /// D-16 in this merge too (the one function Sync's groups use): a person's decision beats the
  /// clock's `missed`, and of two decisions the later stands.
  @Test func aTwinsDecisionBeatsMissedAndTheLaterOfTwoDecisionsStands() throws {
    let store = try StorageFixtures.open(StorageFixtures.storeURL())
    let missed = anchor(.missed, createdAt: early)
    try store.insertAnchors([missed])
    try store.insertAnchors([anchor(.attended, createdAt: StorageFixtures.now)])
    #expect(try store.anchors(rule: rule).map(\.attendanceStatus) == [.attended])
    #expect(try store.anchors(rule: rule).map(\.id) == [missed.id], "the earliest made survives")

    let other = try StorageFixtures.open(StorageFixtures.storeURL())
    var first = anchor(.skipped, createdAt: early)
    first.resolvedAt = StorageFixtures.now.addingTimeInterval(-60)
    try other.insertAnchors([first])
    var later = anchor(.delegated, createdAt: StorageFixtures.now)
    later.resolvedAt = StorageFixtures.now
    try other.insertAnchors([later])
    let stored = try other.anchors(rule: rule)
    #expect(stored.map(\.id) == [first.id])
    #expect(stored.map(\.attendanceStatus) == [.delegated])
    #expect(stored.first?.resolvedAt == later.resolvedAt)
  }

  @Test func anUnknownOutcomeTransfersLikeADecidedOne() throws {
    let store = try StorageFixtures.open(StorageFixtures.storeURL())
    try store.insertAnchors([anchor(.unknown("postponed"), createdAt: StorageFixtures.now)])
    let earlier = anchor(.pending, createdAt: early)
    try store.insertAnchors([earlier])
    let stored = try store.anchors(rule: rule)
    #expect(stored.map(\.id) == [earlier.id])
    #expect(stored.first?.attendanceStatus.rawValue == "postponed")
  }

  @Test func equalCreationTimesKeepTheSmallerID() throws {
    let store = try StorageFixtures.open(StorageFixtures.storeURL())
    let small = try #require(UUID(uuidString: "00000000-0000-4000-8000-000000000001"))
    let large = try #require(UUID(uuidString: "FFFFFFFF-0000-4000-8000-000000000001"))
    try store.insertAnchors([anchor(.pending, createdAt: early, id: large)])
    try store.insertAnchors([anchor(.pending, createdAt: early, id: small)])
    #expect(try store.anchors(rule: rule).map(\.id) == [small])
  }

  @Test func oneOffsNeverCollide() throws {
    let store = try StorageFixtures.open(StorageFixtures.storeURL())
    let one = StorageFixtures.anchor(
      rule: nil, date: "2026-11-29", slot: "", start: "2026-11-29T15:00:00Z")
    let two = StorageFixtures.anchor(
      rule: nil, date: "2026-11-29", slot: "", start: "2026-11-29T15:00:00Z")
    #expect(try store.insertAnchors([one, two]).inserted == 2)
  }

  @Test func settingsAndDayPlansKeepTheEarliest() throws {
    let store = try StorageFixtures.open(StorageFixtures.storeURL())
    let later = UserSettings(createdAt: StorageFixtures.now)
    try store.saveSettings(later)
    let earlier = UserSettings(weekStart: .sunday, createdAt: early)
    #expect(try store.saveSettings(earlier) == earlier)
    #expect(try store.saveSettings(UserSettings(createdAt: StorageFixtures.now)) == earlier)
    #expect(try store.settings() == earlier)
    #expect(try store.read { try $0.integer("SELECT count(*) FROM user_settings") } == 1)
    let date = Fixtures.date("2026-11-30")
    let plan = DayPlan(date: date, state: .planned, createdAt: StorageFixtures.now)
    try store.saveDayPlan(plan)
    let earlierPlan = DayPlan(date: date, state: .skipped, createdAt: early)
    try store.saveDayPlan(earlierPlan)
    try store.saveDayPlan(DayPlan(date: date, state: .planned, createdAt: StorageFixtures.now))
    #expect(try store.dayPlans() == [earlierPlan])
  }
}
