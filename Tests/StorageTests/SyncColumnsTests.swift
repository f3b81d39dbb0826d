import Foundation
import JamaalJSON
import JamaalModel
import JamaalTestSupport
import Testing

@testable import JamaalStorage

/// The columns Sync reads are Storage's, with Storage's codec (issue 26, item 9): each is a
/// column of the table it names, so renaming one in the schema without renaming it here fails,
/// and each reads a stored row's cell as the value the row holds.
@Suite struct SyncColumnsTests {
  func columns(_ kind: StoreChange.Kind) -> Set<String> {
    Set(kind.exportTable.columns.map(\.name))
  }

  @Test func everyNameSyncReadsIsAColumnOfItsTable() {
    let anchor = columns(.anchor)
    for name in [
      SyncColumns.attendanceStatus.name, SyncColumns.resolvedAt.name, SyncColumns.windowStart.name,
      SyncColumns.windowEnd.name, SyncColumns.ruleID.name, SyncColumns.occurrenceDate.name,
      SyncColumns.slotKey.name, SyncColumns.createdAt.name,
    ] {
      #expect(anchor.contains(name), "anchors.\(name)")
    }
    #expect(
      columns(.rule).isSuperset(of: [SyncColumns.config.name, SyncColumns.isArchived.name]))
    #expect(
      columns(.focusSession).isSuperset(of: [
        SyncColumns.startedAt.name, SyncColumns.endedAt.name, SyncColumns.loggedMinutes.name,
      ]))
    #expect(columns(.dayPlan).contains(SyncColumns.date.name))
  }

  @Test func theNaturalKeysAreTheOnesStorageDeduplicatesOn() throws {
    #expect(SyncColumns.naturalKey(of: .anchor) == ["rule_id", "occurrence_date", "slot_key"])
    #expect(SyncColumns.naturalKey(of: .dayPlan) == ["date"])
    #expect(SyncColumns.naturalKey(of: .rule).isEmpty)
    // Two rows with one key: the store finds both by the key's columns alone.
    let store = try StorageFixtures.open(StorageFixtures.storeURL())
    let first = StorageFixtures.anchor(
      rule: UUID(), date: "2026-11-29", start: "2026-11-29T08:00:00Z")
    try store.insertAnchors([first])
    let row = try #require(try store.syncRow(.anchor, id: first.id))
    var key: [String: JSONValue] = [:]
    for name in SyncColumns.naturalKey(of: .anchor) { key[name] = row[name] }
    #expect(key.count == 3)
    #expect(try store.rowIDsSharingNaturalKey(.anchor, key) == [first.id])
  }

  @Test func eachColumnReadsAStoredRowAsTheValueItHoldsAndWritesItBack() throws {
    let store = try StorageFixtures.open(StorageFixtures.storeURL())
    var rule = StorageFixtures.rule()
    rule.isArchived = true
    try store.insertRule(rule)
    let anchor = StorageFixtures.anchor(
      rule: rule.id, date: "2026-11-29", start: "2026-11-29T08:00:30Z", status: .attended)
    try store.insertAnchors([anchor])
    let row = try #require(try store.syncRow(.anchor, id: anchor.id))
    #expect(SyncColumns.windowStart.value(in: row) == anchor.windowStart)
    #expect(SyncColumns.windowEnd.value(in: row) == anchor.windowEnd)
    #expect(SyncColumns.resolvedAt.value(in: row) == anchor.resolvedAt)
    #expect(SyncColumns.occurrenceDate.value(in: row) == anchor.occurrenceDate)
    #expect(SyncColumns.attendanceStatus.value(in: row) == "attended")
    #expect(SyncColumns.ruleID.value(in: row) == rule.id.uuidString)
    let ruleRow = try #require(try store.syncRow(.rule, id: rule.id))
    #expect(SyncColumns.config.value(in: ruleRow) == rule.configData)
    #expect(SyncColumns.isArchived.value(in: ruleRow) == true)
    #expect(SyncColumns.createdAt.value(in: ruleRow) == rule.createdAt)
    // A cell another shape holds reads as none, never as a wrong value.
    #expect(SyncColumns.windowEnd.value(of: .string("2026-11-29")) == nil)
    #expect(SyncColumns.isArchived.value(of: .integer(2)) == false)
    #expect(SyncColumns.config.value(of: .integer(1)) == nil)
    // Cells written by the codec are the ones the store takes back.
    var moved = row
    let later = anchor.windowEnd.addingTimeInterval(3600)
    moved[SyncColumns.windowEnd.name] = SyncColumns.windowEnd.cell(later)
    moved[SyncColumns.occurrenceDate.name] = SyncColumns.occurrenceDate.cell(
      anchor.occurrenceDate.adding(days: 1))
    try store.putSyncRow(.anchor, moved)
    let stored = try #require(try store.anchor(id: anchor.id))
    #expect(stored.windowEnd == later)
    #expect(stored.occurrenceDate == anchor.occurrenceDate.adding(days: 1))
  }
}
