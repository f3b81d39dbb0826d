import Foundation

/// One bad item a third "device" puts in a batch, and the ids that must never appear in a store
/// that received it.
struct BadSyncRecord {
  /// What is wrong with it, in a test's words.
  let name: String
  /// The batch item (a record, or something that is not one).
  let item: Any
  /// Ids that must not be applied (upper-case).
  let ids: [String]
}

/// The bad records issue 24 names — a window ending before it starts, a lower-case id, year
/// 99999, a missing title, effort −1, `is_paused: 2`, a date as text — and more of the 27 kinds
/// tried: each fails SPEC D-18's checks of a record alone (the ones `import` applies to a row).
enum BadSyncRecords {
  static let at = "2026-11-26T09:30:00Z"
  static var stamp: Double { CraftedRecords.seconds(at) }

  /// A fresh rule's columns, changed by `change`, as a version 1 record.
  static func rule(_ name: String, _ change: (inout [String: Any]) -> Void) -> BadSyncRecord {
    let id = CraftedRecords.newID()
    var fields = CraftedRecords.rule(id: id, title: "Bad \(name)", at: at)
    change(&fields)
    return BadSyncRecord(
      name: name, item: CraftedRecords.record("rule", fields, id: id, modifiedAt: stamp), ids: [id])
  }

  /// A fresh one-off Anchor's columns, changed by `change`, as a version 1 record.
  static func anchor(_ name: String, _ change: (inout [String: Any]) -> Void) -> BadSyncRecord {
    let id = CraftedRecords.newID()
    var fields = CraftedRecords.oneOff(id: id, title: "Bad \(name)", on: "2026-11-27", at: at)
    change(&fields)
    return BadSyncRecord(
      name: name, item: CraftedRecords.record("anchor", fields, id: id, modifiedAt: stamp),
      ids: [id])
  }

  /// Each kind, one record each; `ruleID` is a good rule's id (for a lower-case `rule_id`).
  static func failingTheChecks(ruleID: String) -> [BadSyncRecord] {
    [
      anchor("window ends before it starts") { $0["window_end"] = stamp - 3_600 },
      lowerCaseID(),
      anchor("year 99999") { $0["occurrence_date"] = Int(Double(99_999 - 1_970) * 365.2425) },
      rule("missing title") { $0["title"] = nil },
      rule("effort -1") { $0["effort_minutes"] = -1 },
      rule("is_paused 2") { $0["is_paused"] = 2 },
      anchor("a date as text") { $0["occurrence_date"] = "2026-11-27" },
      idsDiffer(),
      anchor("a time as text") { $0["window_start"] = "noon" },
      anchor("reminder minutes -5") { $0["remind_before_start_minutes"] = -5 },
      anchor("reminder minutes 600000") { $0["remind_before_end_minutes"] = 600_000 },
      rule("is_archived 2") { $0["is_archived"] = 2 },
      notAUUID(),
      anchor("a lower-case rule_id") { $0["rule_id"] = ruleID.lowercased() },
      rule("created in year 0") { $0["created_at"] = -Double(2_001) * 31_556_952 },
      rule("effort 1.5") { $0["effort_minutes"] = 1.5 },
      rule("effort an object") { $0["effort_minutes"] = ["minutes": 30] },
      rule("effort 1e300") { $0["effort_minutes"] = 1e300 },
      rule("title a number") { $0["title"] = 42 },
      anchor("missing window_end") { $0["window_end"] = nil },
      anchor("attendance_status null") { $0["attendance_status"] = NSNull() },
      BadSyncRecord(name: "not a record", item: 17, ids: []),
      emptyID(),
      notVersion1("modifiedAt as text") { $0["modifiedAt"] = "yesterday" },
      notVersion1("fields a string") { $0["fields"] = "everything" },
      stampOutOfRange(),
    ]
  }

  private static func lowerCaseID() -> BadSyncRecord {
    let id = CraftedRecords.newID()
    let lower = id.lowercased()
    let fields = CraftedRecords.oneOff(
      id: lower, title: "Bad lower-case id", on: "2026-11-27", at: at)
    return BadSyncRecord(
      name: "a lower-case id", item: CraftedRecords.record("anchor", fields, modifiedAt: stamp),
      ids: [id])
  }

  private static func idsDiffer() -> BadSyncRecord {
    let id = CraftedRecords.newID()
    let other = CraftedRecords.newID()
    let fields = CraftedRecords.oneOff(id: other, title: "Bad ids differ", on: "2026-11-27", at: at)
    return BadSyncRecord(
      name: "fields.id differs from the record's id",
      item: CraftedRecords.record("anchor", fields, id: id, modifiedAt: stamp), ids: [id, other])
  }

  private static func notAUUID() -> BadSyncRecord {
    let fields = CraftedRecords.rule(id: "not-a-uuid", title: "Bad not a uuid", at: at)
    return BadSyncRecord(
      name: "an id that is not a UUID",
      item: CraftedRecords.record("rule", fields, modifiedAt: stamp), ids: ["NOT-A-UUID"])
  }

  private static func emptyID() -> BadSyncRecord {
    let id = CraftedRecords.newID()
    let fields = CraftedRecords.rule(id: id, title: "Bad empty id", at: at)
    return BadSyncRecord(
      name: "an empty record id",
      item: CraftedRecords.record("rule", fields, id: "", modifiedAt: stamp),
      ids: [id])
  }

  private static func notVersion1(_ name: String, _ change: (inout [String: Any]) -> Void)
    -> BadSyncRecord
  {
    let id = CraftedRecords.newID()
    var item = CraftedRecords.record(
      "rule", CraftedRecords.rule(id: id, title: "Bad \(name)", at: at), modifiedAt: stamp)
    change(&item)
    return BadSyncRecord(name: name, item: item, ids: [id])
  }

  private static func stampOutOfRange() -> BadSyncRecord {
    let id = CraftedRecords.newID()
    var item = CraftedRecords.version2(
      "rule", CraftedRecords.rule(id: id, title: "Bad stamp index", at: at),
      milliseconds: Int64(stamp) * 1_000)
    var fields = item["f"] as? [String: Any] ?? [:]
    fields["title"] = [7, "Bad stamp index"]
    item["f"] = fields
    return BadSyncRecord(name: "a field naming stamp 7 of 1", item: item, ids: [id])
  }

  /// Records over SPEC §7's limits (D-18: sync sets them aside): a title of 5,000 characters, a
  /// title with a control character, a rule with 49 slots, one with 501 exception ranges.
  static func overTheLimits() -> [BadSyncRecord] {
    [
      rule("a 5000-character title") { $0["title"] = String(repeating: "x", count: 5_000) },
      rule("a title with a control character") { $0["title"] = "Bins\u{7}" },
      slots(49),
      rule("501 exception ranges") {
        var config = CraftedRecords.weekdayConfig()
        config["exceptions"] = (0..<501).map { index in
          let day = CraftedRecords.date(daysAfter: "2027-01-04", index * 2)
          return ["start": day, "end": day, "reason": "holiday"]
        }
        let json = (try? JSONSerialization.data(withJSONObject: config)) ?? Data()
        $0["config_data"] = json.base64EncodedString()
      },
    ]
  }

  /// A rule with `count` slots.
  static func slots(_ count: Int) -> BadSyncRecord {
    rule("\(count) slots") {
      let config = CraftedRecords.weekdayConfig(slots: count)
      let json = (try? JSONSerialization.data(withJSONObject: config)) ?? Data()
      $0["config_data"] = json.base64EncodedString()
    }
  }
}
