import Foundation
import JamaalJSON
import JamaalModel
import JamaalSync

/// One crafted record another program (or a device gone wrong) puts in the cloud, with what every
/// device must do with it (SPEC D-16, D-18).
struct HostileRecord {
  /// What a device does with it.
  enum Fate: Equatable {
    /// Set aside once (counted, never applied).
    case setAside(SyncSetAsideReason)
    /// Held: stamped far beyond any clock, never applied.
    case held
    /// A kind this version does not know: kept in the replica, never a row.
    case keptInReplica
    /// Applied, but a person's decision it targets stays as it was.
    case applied
  }

  /// What it is, in words (for a failing seed's message).
  let name: String
  /// Its bytes, as the cloud carries them.
  let bytes: Data
  /// The fate it must meet.
  let fate: Fate
  /// Ids no row may carry because of it (its own id, when that differs from the row it names).
  let forbiddenIDs: [String]

  /// The record decoded, when its bytes are one.
  var record: SyncRecord? { SyncRecord.decoding(bytes) }

  /// Its bytes as a batch file item: the record's JSON, or the bytes as text when not JSON.
  var batchItem: JSONValue {
    (try? JSONValue(parsing: bytes)) ?? .string(String(decoding: bytes, as: UTF8.self))
  }
}

/// The catalogue of crafted records issue 24 lists (every kind that stopped sync, rewrote a
/// decided row or froze a record), built around rows a real store holds so each one aims at
/// something that matters: a decided Anchor, a rule.
enum HostileRecords {
  /// The device name crafted records carry.
  static let device = "mallory"
  /// A stamp in year 33,658 (milliseconds since 2001): held everywhere, forever.
  static let farFuture: Int64 = 999_000_000_000_000

  /// Every kind, aimed at a decided Anchor (`decided`: its columns as `Store.syncRow` gives
  /// them) and a rule (`rule`: likewise).
  /// - Parameters:
  ///   - decided: the decided Anchor's row.
  ///   - rule: a rule's row.
  ///   - now: when the crafted records claim to be written.
  ///   - freshID: makes an id no row has.
  /// - Returns: the records, one of each kind.
  static func catalogue(
    decided: [String: JSONValue], rule: [String: JSONValue], now: Date,
    freshID: () -> UUID
  ) -> [HostileRecord] {
    let target = decided["id"]?.string ?? ""
    /// A one-off Anchor no honest row shares a natural key with, marked as crafted.
    func stray(_ id: String) -> [String: JSONValue] {
      var fields = decided
      fields["id"] = .string(id)
      fields["rule_id"] = .null
      fields["slot_key"] = .string("")
      fields["title"] = .string("Crafted")
      fields["attendance_status"] = .string("pending")
      fields["resolved_at"] = .null
      return fields
    }
    func record(_ id: String, _ fields: [String: JSONValue], kind: String = "anchor")
      -> SyncRecord
    {
      SyncRecord(kind: kind, id: id, modifiedAt: now, device: device, fields: fields)
    }
    func crafted(_ name: String, _ fate: HostileRecord.Fate, _ record: SyncRecord)
      -> HostileRecord
    {
      HostileRecord(name: name, bytes: record.data, fate: fate, forbiddenIDs: [record.id])
    }
    var all: [HostileRecord] = []
    do {
      let id = freshID().canonicalText
      var fields = stray(id)
      fields["window_end"] = .number((decided["window_start"]?.double ?? 0) - 60)
      all.append(
        crafted("a window ending before it starts", .setAside(.endsBeforeStart), record(id, fields))
      )
    }
    do {
      let id = freshID().canonicalText.lowercased()
      all.append(crafted("a lower-case id", .setAside(.wrongID), record(id, stray(id))))
    }
    all.append(contentsOf: badValues(stray, record: record, crafted: crafted, freshID: freshID))
    do {
      let id = freshID().canonicalText
      var fields = stray(id)
      fields["title"] = nil
      all.append(crafted("a missing title", .setAside(.missingField), record(id, fields)))
    }
    do {
      let id = freshID().canonicalText
      var fields = rule
      fields["id"] = .string(id)
      fields["title"] = .string("Crafted rule")
      fields["is_paused"] = .integer(2)
      all.append(crafted("is_paused: 2", .setAside(.badValue), record(id, fields, kind: "rule")))
    }
    all.append(contentsOf: aimedAt(target, decided, stray, record: record, freshID: freshID))
    do {
      let id = freshID().canonicalText
      var future = record(id, stray(id))
      for name in future.entries.keys {
        future.entries[name]?.stamp = Stamp(milliseconds: farFuture, device: device)
      }
      all.append(crafted("a stamp in year 33,658", .held, future))
    }
    all.append(
      HostileRecord(
        name: "a record that is not JSON",
        bytes: Data(#"{"v":2,"kind":"anchor","id":"\#(freshID().canonicalText)","s":[[0,"#.utf8),
        fate: .setAside(.unreadableRecord), forbiddenIDs: []))
    do {
      let id = freshID().canonicalText
      let fields: [String: JSONValue] = ["id": .string(id), "doses": .array([.string("08:00")])]
      all.append(crafted("an unknown kind", .keptInReplica, record(id, fields, kind: "medication")))
    }
    return all
  }

  /// Values out of their column's kind or range: year 99999, effort −1, a date as text.
  private static func badValues(
    _ stray: (String) -> [String: JSONValue],
    record: (String, [String: JSONValue], String) -> SyncRecord,
    crafted: (String, HostileRecord.Fate, SyncRecord) -> HostileRecord, freshID: () -> UUID
  ) -> [HostileRecord] {
    let cases: [(String, String, JSONValue)] = [
      ("year 99999", "window_end", .number(3_092_500_000_000)),
      ("effort −1", "effort_minutes", .integer(-1)),
      ("a date as text", "occurrence_date", .string("2026-11-30")),
    ]
    return cases.map { name, column, value in
      let id = freshID().canonicalText
      var fields = stray(id)
      fields[column] = value
      return crafted(name, .setAside(.badValue), record(id, fields, "anchor"))
    }
  }

  /// The records aimed at the decided Anchor itself: another record naming it inside, a record
  /// of its id naming another inside, a tombstone with no fields, a tombstone with its fields,
  /// and the clock's `missed` stamped after the decision.
  private static func aimedAt(
    _ target: String, _ decided: [String: JSONValue], _ stray: (String) -> [String: JSONValue],
    record: (String, [String: JSONValue], String) -> SyncRecord, freshID: () -> UUID
  ) -> [HostileRecord] {
    var all: [HostileRecord] = []
    let other = freshID().canonicalText
    var hijack = stray(target)
    hijack["rule_id"] = decided["rule_id"]
    hijack["slot_key"] = decided["slot_key"]
    all.append(
      HostileRecord(
        name: "fields.id naming a decided Anchor", bytes: record(other, hijack, "anchor").data,
        fate: .setAside(.wrongID), forbiddenIDs: [other]))
    let elsewhere = freshID().canonicalText
    all.append(
      HostileRecord(
        name: "a decided Anchor's id naming another inside",
        bytes: record(target, stray(elsewhere), "anchor").data, fate: .setAside(.wrongID),
        forbiddenIDs: [elsewhere]))
    let base = record(target, decided, "anchor")
    let stamp = Stamp(base.modifiedAt.addingTimeInterval(1), device: device)
    let empty = SyncRecord(
      kind: "anchor", id: target, entries: ["_deleted": FieldEntry(.bool(true), stamp: stamp)])
    all.append(
      HostileRecord(
        name: "a tombstone with empty fields for a decided Anchor", bytes: empty.data,
        fate: .setAside(.missingField), forbiddenIDs: []))
    var tombstone = base
    tombstone.set("_deleted", .bool(true), stamp: stamp)
    all.append(
      HostileRecord(
        name: "a tombstone with the fields of a decided Anchor", bytes: tombstone.data,
        fate: .applied, forbiddenIDs: []))
    var missed = base
    missed.set("attendance_status", .string("missed"), stamp: stamp)
    let resolved = (decided["resolved_at"]?.double ?? 0) + 3_600
    missed.set("resolved_at", .number(resolved), stamp: stamp)
    all.append(
      HostileRecord(
        name: "missed stamped after a decision", bytes: missed.data, fate: .applied,
        forbiddenIDs: []))
    return all
  }
}
