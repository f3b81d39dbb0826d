import Foundation
import JamaalJSON
import JamaalTestSupport
import Testing

@testable import JamaalStorage

/// The columns Sync reads by name are Storage's (issue 26, item 9): each is a column of the
/// table it names, so renaming one in the schema without renaming it here fails.
@Suite struct SyncColumnsTests {
  func columns(_ kind: StoreChange.Kind) -> Set<String> {
    Set(kind.exportTable.columns.map(\.name))
  }

  @Test func everyNameSyncReadsIsAColumnOfItsTable() {
    let anchor = columns(.anchor)
    for name in [
      SyncColumns.attendanceStatus, SyncColumns.resolvedAt, SyncColumns.windowStart,
      SyncColumns.windowEnd, SyncColumns.ruleID, SyncColumns.occurrenceDate, SyncColumns.slotKey,
      SyncColumns.createdAt,
    ] {
      #expect(anchor.contains(name), "anchors.\(name)")
    }
    #expect(columns(.rule).isSuperset(of: [SyncColumns.config, SyncColumns.isArchived]))
    #expect(
      columns(.focusSession).isSuperset(of: [
        SyncColumns.startedAt, SyncColumns.endedAt, SyncColumns.loggedMinutes,
      ]))
    #expect(columns(.dayPlan).contains(SyncColumns.date))
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
}
