import Foundation
import JSON
import Storage

/// This device's replica of the cloud: every record version it has seen or written, merged per
/// record (``RecordMerge``), and the store's rows as a function of it — one row per natural key
/// (D-10), the earliest `createdAt` (ties: smaller id) surviving and taking a decided outcome
/// from the others while itself pending. Every device computes the same rows from the same
/// records, in any order. Writes here are never put in the change log.
struct Replica {
  let store: Store
  let device: String

  /// Merges `record` (with the cloud's tag, when known) into the replica and the store.
  /// - Returns: whether the replica changed.
  @discardableResult
  func absorb(_ record: SyncRecord, tag: String?) throws -> Bool {
    let existingRow = try store.syncRecord(kind: record.kind, id: record.id)
    let existing = existingRow.flatMap { SyncRecord.decoding($0.record) }
    let merged = existing.map { RecordMerge.merge($0, record) } ?? record
    let newTag = tag ?? existingRow?.tag
    if merged == existing, newTag == existingRow?.tag { return false }
    let group = Self.groupKey(merged)
    try store.saveSyncRecord(
      SyncReplicaRow(
        kind: merged.kind, id: merged.id, groupKey: group, record: merged.data, tag: newTag))
    guard merged != existing else { return false }
    try materialize(merged, group: group)
    if let oldGroup = existingRow?.groupKey, oldGroup != group {
      try materializeGroup(oldGroup)
    }
    return true
  }

  /// The version of a locally changed row to merge in: its stored columns over the replica's
  /// fields (so fields a newer version added stay), or a deletion when the row is gone. Nil
  /// when the replica already says the same.
  func localVersion(_ change: StoreChange) throws -> SyncRecord? {
    let id = change.rowID.uuidString
    let kind = change.kind.rawValue
    let existing = try store.syncRecord(kind: kind, id: id).flatMap {
      SyncRecord.decoding($0.record)
    }
    guard let row = try store.syncRow(change.kind, id: change.rowID) else {
      guard var tombstone = existing, !tombstone.isDeleted else { return nil }
      tombstone.isDeleted = true
      tombstone.device = device
      tombstone.modifiedAt = later(change.changedAt, than: tombstone.modifiedAt)
      return tombstone
    }
    var fields = existing?.fields ?? [:]
    for (name, value) in row { fields[name] = Self.normalized(value) }
    if let existing, !existing.isDeleted, existing.fields == fields { return nil }
    let written = Date(timeIntervalSinceReferenceDate: fields["modified_at"]?.double ?? 0)
    // A local write was made after the version it read: it wins even if its clock is behind.
    let modifiedAt = existing.map { later(written, than: $0.modifiedAt) } ?? written
    return SyncRecord(
      kind: kind, id: id, modifiedAt: modifiedAt, device: device, fields: fields)
  }

  private func later(_ date: Date, than other: Date) -> Date {
    date > other ? date : other.addingTimeInterval(0.001)
  }

  /// Writes the store rows `record` decides.
  private func materialize(_ record: SyncRecord, group: String?) throws {
    if let group { return try materializeGroup(group, known: record) }
    guard let kind = StoreChange.Kind(rawValue: record.kind), let id = UUID(uuidString: record.id)
    else { return }
    if record.isDeleted {
      try store.deleteSyncRow(kind, id: id)
    } else {
      try store.putSyncRow(kind, record.fields)
    }
  }

  /// Writes the one row a natural-key group decides (D-10), removing the others.
  /// `known`, when given, is the group member just saved (not decoded again).
  func materializeGroup(_ group: String, known: SyncRecord? = nil) throws {
    let records = try store.syncRecords(group: group).compactMap { row in
      row.kind == known?.kind && row.id == known?.id ? known : SyncRecord.decoding(row.record)
    }
    guard let first = records.first, let kind = StoreChange.Kind(rawValue: first.kind) else {
      return
    }
    let live = records.filter { !$0.isDeleted }
    let survivor = live.min { Self.isEarlier($0, than: $1) }
    for record in records where record.id != survivor?.id {
      if let id = UUID(uuidString: record.id) { try store.deleteSyncRow(kind, id: id) }
    }
    guard var survivor else { return }
    if let status = survivor.fields[RecordMerge.status], !RecordMerge.isDecided(status) {
      let decided = live.filter {
        $0.fields[RecordMerge.status].map(RecordMerge.isDecided) == true
      }
      let best = decided.max {
        RecordMerge.outcomeRank(Self.outcome($0)) < RecordMerge.outcomeRank(Self.outcome($1))
      }
      if let best {
        survivor.fields[RecordMerge.status] = best.fields[RecordMerge.status]
        survivor.fields[RecordMerge.resolvedAt] = best.fields[RecordMerge.resolvedAt] ?? .null
      }
    }
    try store.putSyncRow(kind, survivor.fields)
  }

  private static func outcome(_ record: SyncRecord) -> (status: JSONValue, resolvedAt: JSONValue) {
    (record.fields[RecordMerge.status] ?? .null, record.fields[RecordMerge.resolvedAt] ?? .null)
  }

  /// D-10's order: the earliest `createdAt`, ties the smaller id.
  static func isEarlier(_ first: SyncRecord, than second: SyncRecord) -> Bool {
    let firstCreated = first.number("created_at") ?? 0
    let secondCreated = second.number("created_at") ?? 0
    if firstCreated != secondCreated { return firstCreated < secondCreated }
    return first.id < second.id
  }

  /// The natural-key group of a record (SPEC D-10), or nil for a kind without one.
  static func groupKey(_ record: SyncRecord) -> String? {
    switch record.kind {
    case "settings": return "settings"
    case "dayPlan": return record.fields["date"].map { "dayPlan|\(text($0))" }
    case "anchor":
      guard let rule = record.text("rule_id") else { return nil }
      let date = record.fields["occurrence_date"].map(text) ?? ""
      return "anchor|\(rule)|\(date)|\(record.text("slot_key") ?? "")"
    default: return nil
    }
  }

  private static func text(_ value: JSONValue) -> String {
    String(decoding: value.jsonData(), as: UTF8.self)
  }

  /// A value as JSON reads it back: a whole number as an integer.
  static func normalized(_ value: JSONValue) -> JSONValue {
    if case .number(let number) = value, number.rounded() == number, abs(number) < 9e15 {
      return .integer(Int(number))
    }
    return value
  }
}
