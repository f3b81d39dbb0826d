import Foundation
import Testing

/// Issue 24, "A crafted record never rewrites a decided row" (SPEC D-16, D-18): a record whose
/// `fields.id` names another row, and tombstones for an attended Anchor, with no fields or with
/// every field, change nothing on any device — a device that joins later included.
@Suite(.serialized) struct SyncCraftedRecordReproductionTests {
  let world = SyncWorld()
  /// When the crafted records are stamped: after the person attended Asr.
  let craftedAt = CraftedRecords.seconds("2026-11-26T14:20:00Z")

  /// `a` adds prayer times, `b` attends Thursday's Asr at 14:10, both sync: Asr's row as `a`
  /// exports it.
  private func asrAttendedOnBoth() throws -> (SyncDevice, SyncDevice, [String: Any]) {
    let a = world.device("a")
    let b = world.device("b")
    _ = try a.add(["--preset", "prayer-times", "--city", "London"], at: "2026-11-26T09:00:00Z")
    try a.sync(at: "2026-11-26T09:01:00Z")
    try b.sync(at: "2026-11-26T09:02:00Z")
    let asr = try b.anchorID("asr", on: "2026-11-26", at: "2026-11-26T14:10:00Z")
    try b.run(["anchors", "attend", String(asr.prefix(8))], at: "2026-11-26T14:10:00Z")
    try b.sync(at: "2026-11-26T14:11:00Z")
    try a.sync(at: "2026-11-26T14:12:00Z")
    let row = try #require(
      try a.anchors(at: "2026-11-26T14:12:00Z").first { $0["id"] as? String == asr })
    #expect(row["attendance_status"] as? String == "attended")
    return (a, b, row)
  }

  /// Two rounds each on `a` and `b`, then `c` joins: every one exits 0 and holds Asr's row as it
  /// was, and no row under `absent`.
  private func expectAsrAsItWas(
    _ row: [String: Any], on devices: (SyncDevice, SyncDevice), absent: String? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let c = world.device("c")
    for minute in [30, 32] {
      try devices.0.sync(at: "2026-11-26T14:\(minute):00Z", sourceLocation: sourceLocation)
      try devices.1.sync(at: "2026-11-26T14:\(minute + 1):00Z", sourceLocation: sourceLocation)
    }
    try c.sync(at: "2026-11-26T14:40:00Z", sourceLocation: sourceLocation)
    let keys = [
      "id", "title", "slot_key", "attendance_status", "resolved_at", "window_start", "window_end",
    ]
    for device in [devices.0, devices.1, c] {
      let anchors = try device.anchors(at: "2026-11-26T14:41:00Z")
      let stored = anchors.first { $0["id"] as? String == row["id"] as? String }
      #expect(
        keys.map { "\(stored?[$0] ?? "none")" } == keys.map { "\(row[$0] ?? "none")" },
        "\(device.name): \(stored ?? [:])", sourceLocation: sourceLocation)
      if let absent {
        #expect(
          !anchors.contains { ($0["id"] as? String)?.uppercased() == absent },
          "\(device.name) holds a row under the crafted id", sourceLocation: sourceLocation)
      }
    }
  }

  @Test func aRecordWhoseFieldsNameAnAttendedAnchorChangesNothing() throws {
    let (a, b, row) = try asrAttendedOnBoth()
    // Another natural key (a slot of its own), so nothing but the id inside ties it to Asr.
    var fields = CraftedRecords.columns(ofExported: row)
    fields["title"] = "Rewritten"
    fields["slot_key"] = "rewritten"
    fields["attendance_status"] = "pending"
    fields["resolved_at"] = NSNull()
    fields["modified_at"] = craftedAt
    let crafted = CraftedRecords.newID()
    try CraftedRecords.writeBatch(
      [CraftedRecords.record("anchor", fields, id: crafted, modifiedAt: craftedAt)], number: 1,
      into: world.outbox("evil"))
    try expectAsrAsItWas(row, on: (a, b), absent: crafted)
  }

  @Test func aTombstoneWithNoFieldsForAnAttendedAnchorDeletesNothing() throws {
    let (a, b, row) = try asrAttendedOnBoth()
    let id = try #require(row["id"] as? String)
    let version1 = CraftedRecords.record(
      "anchor", [:], id: id, modifiedAt: craftedAt, deleted: true)
    let version2: [String: Any] = [
      "v": 2, "kind": "anchor", "id": id, "s": [[Int64(craftedAt) * 1_000, "evil"]],
      "f": ["_deleted": [0, true]],
    ]
    try CraftedRecords.writeBatch([version1], number: 1, into: world.outbox("evil"))
    try CraftedRecords.writeBatch([version2], number: 2, into: world.outbox("evil"))
    try expectAsrAsItWas(row, on: (a, b))
  }

  @Test func aTombstoneCarryingEveryFieldOfAnAttendedAnchorDeletesNothing() throws {
    let (a, b, row) = try asrAttendedOnBoth()
    var fields = CraftedRecords.columns(ofExported: row)
    fields["modified_at"] = craftedAt
    try CraftedRecords.writeBatch(
      [CraftedRecords.record("anchor", fields, modifiedAt: craftedAt, deleted: true)], number: 1,
      into: world.outbox("evil"))
    try expectAsrAsItWas(row, on: (a, b))
  }
}
