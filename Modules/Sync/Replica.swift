import Foundation
import JamaalJSON
import JamaalModel
import JamaalStorage

/// This device's replica of the cloud: every record version it has seen or written, merged per
/// record (``RecordMerge``), and the store's rows as a function of it — one row per natural key
/// (D-10), the earliest `createdAt` (ties: smaller id) surviving with the best outcome among
/// them (D-16). Every device computes the same rows from the same records, in any order, with
/// one exception D-16 makes: a `missed` another device's clock wrote is taken only once the
/// window has closed on this device's own clock; until then the row stays pending here. Writes
/// here are never put in the change log.
struct Replica {
  let store: Store
  let device: String
  /// This device's clock, now.
  let now: Date
  /// What this round saved into a replica that began empty, when it did: queries whose answer
  /// that settles are skipped.
  var fresh: FreshReplica? = nil

  /// What the replica held of a record before a merge: its stored row and that row decoded.
  struct Before {
    let row: SyncReplicaRow?
    let record: SyncRecord?
    /// The version an admission checked, `record` merged with it, and the version's row as the
    /// door checked it, when one did: absorbing that same version takes the merge instead of
    /// making it again (and writes that row as it is when the merge is the version and the row
    /// it decides is its own, unchanged).
    var merging: (version: SyncRecord, merged: SyncRecord, row: CheckedSyncRow?)?
  }

  /// The replica's row of a record, and the record it holds.
  func before(_ kind: String, _ id: String) throws -> Before {
    if let fresh, !fresh.mayHold(RecordID(kind: kind, id: id)) {
      return Before(row: nil, record: nil)
    }
    let row = try store.syncRecord(kind: kind, id: id)
    return Before(row: row, record: row.flatMap { SyncRecord.decoding($0.record) })
  }

  /// Merges `record` (with the cloud's tag, when known) into the replica and the store. A
  /// `local` version (this device's own row, ``localVersion(kind:id:changedAt:)``) that the
  /// merge leaves as it is writes no row: the store already holds it.
  /// - Parameters:
  ///   - record: the version.
  ///   - tag: the cloud's tag.
  ///   - local: whether it is this device's own row.
  ///   - before: what the replica held, when the caller read it already.
  ///   - fields: `record.fields`, when the caller made them already.
  /// - Returns: the merged record when the replica changed, else nil.
  /// - Throws: `StoreError`.
  @discardableResult
  func absorb(
    _ record: SyncRecord, tag: String?, local: Bool = false, before: Before? = nil,
    fields: [String: JSONValue]? = nil
  ) throws -> SyncRecord? {
    try absorbEncoded(record, tag: tag, local: local, before: before, fields: fields)?.record
  }

  /// ``absorb(_:tag:local:before:fields:)``, with the merged record's bytes as the replica saved
  /// them (a sender puts the same bytes in its batch instead of encoding the record again).
  func absorbEncoded(
    _ record: SyncRecord, tag: String?, local: Bool = false, before: Before? = nil,
    fields: [String: JSONValue]? = nil
  ) throws -> (record: SyncRecord, data: Data)? {
    let before = try before ?? self.before(record.kind, record.id)
    let existing = before.record
    let admitted = before.merging.flatMap { $0.version == record ? $0 : nil }
    let checked = admitted?.merged
    let merged = checked ?? existing.map { RecordMerge.merge($0, record) } ?? record
    let newTag = tag ?? before.row?.tag
    if merged == existing, newTag == before.row?.tag { return nil }
    let group = Self.groupKey(merged)
    let data = merged.received ?? merged.data
    try save(data, of: merged, group: group, tag: newTag)
    guard merged != existing else { return nil }
    // The store's own row, unchanged by the merge: nothing to write unless it has twins in the
    // replica to decide between (the store's unique natural key allows no twin in the store), or
    // a config whose sets the store may list in its own order (put() looks and rewrites it).
    let settled =
      try local && merged == record && record.entries[ConfigFields.root] == nil
      && (group.map { try groupCount($0, upTo: 2) <= 1 } ?? true)
    if !settled {
      let unchanged = merged == record
      try materialize(
        merged, group: group, fields: unchanged ? fields : nil,
        row: unchanged ? admitted?.row : nil)
    }
    if let oldGroup = before.row?.groupKey, oldGroup != group {
      try materializeGroup(oldGroup)
    }
    return (merged, data)
  }

  /// The replica's copy of a record, with its tag.
  func copy(_ id: RecordID) throws -> (record: SyncRecord, tag: String?)? {
    guard let row = try store.syncRecord(kind: id.kind, id: id.id),
      let record = SyncRecord.decoding(row.record)
    else { return nil }
    return (record, row.tag)
  }

  private func save(_ data: Data, of record: SyncRecord, group: String?, tag: String?) throws {
    try store.saveSyncRecord(
      SyncReplicaRow(kind: record.kind, id: record.id, groupKey: group, record: data, tag: tag))
    fresh?.noteSaved(record.recordID, group: group)
  }

  /// How many records of a group the replica holds, counted up to `limit`.
  private func groupCount(_ group: String, upTo limit: Int) throws -> Int {
    if let members = fresh?.members(of: group), members <= 1 { return members }
    return try store.syncRecordCount(group: group, upTo: limit)
  }

  /// The version of a locally changed row to merge in: every field that differs from the
  /// replica's, stamped at `changedAt` (or just after the replica's stamp of that field: a write
  /// made after the version it read wins even on a clock that is behind); fields a newer
  /// version added stay. A row gone is a deletion that keeps the fields. Nil when the replica
  /// already says the same.
  func localVersion(kind: StoreChange.Kind, id: UUID, changedAt: Date) throws -> SyncRecord? {
    try localVersion(kind: kind, id: id, changedAt: changedAt, before: nil)
  }

  /// ``localVersion(kind:id:changedAt:)`` given what the replica holds (read when nil).
  func localVersion(kind: StoreChange.Kind, id: UUID, changedAt: Date, before: Before?) throws
    -> SyncRecord?
  {
    let text = id.canonicalText
    let existing = try (before ?? self.before(kind.rawValue, text)).record
    guard let row = try store.syncRow(kind, id: id) else {
      guard var tombstone = existing, !tombstone.isDeleted else { return nil }
      tombstone.set(
        RowFields.deleted, .bool(true),
        stamp: .local(changedAt, after: tombstone.entries[RowFields.deleted]?.stamp, device: device)
      )
      return tombstone
    }
    let values = RowFields.values(of: row)
    guard var record = existing else {
      return firstVersion(kind: kind, id: text, values, changedAt)
    }
    var changed = false
    func change(_ name: String, _ value: JSONValue?) {
      let stamp = Stamp.local(changedAt, after: record.entries[name]?.stamp, device: device)
      record.set(name, value, stamp: stamp)
      changed = true
    }
    for (name, value) in values where record.entries[name]?.value != value {
      if let mine = ConfigFields.setItems(value),
        let theirs = ConfigFields.setItems(record.entries[name]?.value),
        Set(mine).isSubset(of: Set(theirs))
      {
        continue
      }
      change(name, value)
    }
    var columns: Set<String>?  // built only when a field is gone from the row (seldom)
    for (name, entry) in record.entries where entry.value != nil && values[name] == nil {
      let known = columns ?? Set(kind.columnNames)
      columns = known
      if RowFields.isRowField(name, columns: known) { change(name, nil) }
    }
    if record.entries[RowFields.deleted]?.value != .bool(false) {
      change(RowFields.deleted, .bool(false))
    }
    return changed ? record : nil
  }

  /// The first version of a row the replica does not hold: every field, and "not deleted",
  /// stamped at `changedAt` (what the comparison with the replica's copy gives when there is
  /// none, without it: a first round makes 60,000 of these).
  private func firstVersion(
    kind: StoreChange.Kind, id: String, _ values: [String: JSONValue], _ changedAt: Date
  ) -> SyncRecord {
    var record = SyncRecord(
      kind: kind.rawValue, id: id, entries: Dictionary(minimumCapacity: values.count + 1))
    let stamp = Stamp.local(changedAt, after: nil, device: device)
    for (name, value) in values { record.set(name, value, stamp: stamp) }
    record.set(RowFields.deleted, .bool(false), stamp: stamp)
    return record
  }

  /// Writes the store rows `record` decides (`fields`: its fields, when made already; `row`:
  /// its row as the door checked it, when it did).
  private func materialize(
    _ record: SyncRecord, group: String?, fields: [String: JSONValue]?, row: CheckedSyncRow?
  ) throws {
    if let group { return try materializeGroup(group, known: record, fields: fields, row: row) }
    guard let kind = StoreChange.Kind(rawValue: record.kind),
      let id = UUID(canonicalText: record.id)
    else { return }
    if record.isDeleted, !RecordMerge.isPersonsDecision(record.entries[RecordMerge.status]?.value) {
      try store.deleteSyncRow(kind, id: id)
    } else {
      var decided = fields ?? record.fields
      let ownClocked = record.kind == "anchor" && ownClock(&decided)
      try put(kind, decided, checked: ownClocked ? nil : row)
    }
  }

  /// Writes the one row a natural-key group decides (D-10), removing the others. A stored row
  /// holding the key that the replica does not know yet is taken in first, so no row is ever
  /// replaced unseen. `known`, when given, is the group member just saved (`knownFields` its
  /// fields, `knownRow` its row as the door checked it, when made already).
  func materializeGroup(
    _ group: String, known: SyncRecord? = nil, fields knownFields: [String: JSONValue]? = nil,
    row knownRow: CheckedSyncRow? = nil
  ) throws {
    var records: [SyncRecord]
    if let known, let fresh, fresh.members(of: group) <= 1 {
      records = [known]  // the only one saved in a replica that began empty: no twins
    } else if let known {
      // The member just saved is at hand: only its twins are read (and decoded).
      records = try store.syncRecords(group: group, except: known.kind, known.id).compactMap {
        SyncRecord.decoding($0.record)
      }
      records.insert(known, at: records.firstIndex { $0.id > known.id } ?? records.count)
    } else {
      records = try store.syncRecords(group: group).compactMap { SyncRecord.decoding($0.record) }
    }
    guard let first = records.first, let kind = StoreChange.Kind(rawValue: first.kind) else {
      return
    }
    let firstFields = first.id == known?.id ? knownFields ?? first.fields : first.fields
    let ids = Set(records.map(\.id))
    let stored = try store.rowIDsSharingNaturalKey(kind, firstFields)
    for id in stored where !ids.contains(id.canonicalText) {
      guard let local = try localVersion(kind: kind, id: id, changedAt: now) else { continue }
      try save(local.data, of: local, group: Self.groupKey(local), tag: nil)
      if Self.groupKey(local) == group { records.append(local) }
    }
    let live = records.filter {
      !$0.isDeleted || RecordMerge.isPersonsDecision($0.entries[RecordMerge.status]?.value)
    }
    // D-10 with D-16, Model's one function (Storage's merge calls it too): the earliest made
    // survives, holding the best outcome among the twins, so no decision is lost to a twin and
    // every device picks the same.
    let merged = NaturalKeyMerge.merge(live.map(Self.version))
    let survivor = merged.flatMap { merged in live.first { $0.id == merged.survivor.id } }
    for record in records where record.id != survivor?.id {
      if let id = UUID(canonicalText: record.id) { try store.deleteSyncRow(kind, id: id) }
    }
    guard let survivor, let merged else { return }
    var fields = survivor.id == first.id ? firstFields : survivor.fields
    // The door's check of the row holds while the row is the known member's own, unchanged.
    var asChecked = survivor.id == known?.id && knownFields != nil
    if kind == .anchor, ownClock(&fields) { asChecked = false }
    if kind == .anchor, merged.outcome.id != survivor.id,
      let best = live.first(where: { $0.id == merged.outcome.id })
    {
      fields[RecordMerge.status] = best.entries[RecordMerge.status]?.value ?? .null
      fields[RecordMerge.resolvedAt] = best.entries[RecordMerge.resolvedAt]?.value ?? .null
      ownClock(&fields)
      asChecked = false
    }
    // No stored row holds the key: the write is new (a row of this id elsewhere is updated).
    try put(kind, fields, mayExist: !stored.isEmpty, checked: asChecked ? knownRow : nil)
  }

  /// D-16: another device's `missed` is not taken for a window still open (or not yet open) on
  /// this device's clock; the row stays pending and this device finalises it itself.
  /// - Returns: whether the row changed.
  @discardableResult
  private func ownClock(_ fields: inout [String: JSONValue]) -> Bool {
    let status = SyncColumns.attendanceStatus
    guard status.value(in: fields) == AttendanceStatus.missed.rawValue,
      let end = SyncColumns.windowEnd.value(in: fields), end > now
    else { return false }
    fields[status.name] = status.cell(AttendanceStatus.pending.rawValue)
    fields[SyncColumns.resolvedAt.name] = .null
    return true
  }

  /// Writes a row unless the store already holds it as it is; a row the checks refuse (a
  /// merge of versions that are each fine can still break a rule across fields) is left as it
  /// is here — every device computes the same merge, so none writes it.
  /// `checked`: the row as the door checked it, when `fields` are just that row.
  private func put(
    _ kind: StoreChange.Kind, _ fields: [String: JSONValue], mayExist: Bool = true,
    checked: CheckedSyncRow? = nil
  ) throws {
    guard let id = fields["id"]?.string.flatMap(UUID.init(canonicalText:)) else { return }
    if mayExist, let current = try store.syncRow(kind, id: id) {
      let known = fields.filter { current[$0.key] != nil }
      if RowFields.values(of: current) == RowFields.values(of: known),
        Self.config(current) == Self.config(known)
      {
        return
      }
    }
    do {
      if let checked { try store.putSyncRow(checked) } else { try store.putSyncRow(kind, fields) }
    } catch is SyncRowProblem {
      return
    }
  }

  /// A row's config as a JSON value, nil when it has none: unlike its fields, it tells the order
  /// the row lists its exception ranges in (a local write keeps its own order, the merge writes
  /// the set's), so a row in another order is rewritten and every device holds the same.
  private static func config(_ row: [String: JSONValue]) -> JSONValue? {
    guard let bytes = SyncColumns.config.value(in: row) else { return nil }
    return (try? JSONValue(parsing: bytes)).map(ConfigFields.deepNormalized)
  }

  /// What D-10's merge reads of a record.
  static func version(_ record: SyncRecord) -> NaturalKeyMerge.Version {
    NaturalKeyMerge.Version(
      createdAt: record.value(SyncColumns.createdAt)?.timeIntervalSinceReferenceDate ?? 0,
      id: record.id,
      outcome: RecordMerge.outcomeRank(record))
  }

  /// The natural-key group of a record (SPEC D-10), or nil for a kind without one.
  static func groupKey(_ record: SyncRecord) -> String? {
    switch record.kind {
    case "settings": return "settings"
    case "dayPlan":
      return record.entries[SyncColumns.date.name]?.value.map { "dayPlan|\(text($0))" }
    case "anchor":
      guard let rule = record.value(SyncColumns.ruleID) else { return nil }
      let date = record.entries[SyncColumns.occurrenceDate.name]?.value.map(text) ?? ""
      let slot = record.value(SyncColumns.slotKey) ?? ""
      var key = "anchor|"
      key.reserveCapacity(10 + rule.utf8.count + date.utf8.count + slot.utf8.count)
      key += rule
      key += "|"
      key += date
      key += "|"
      key += slot
      return key
    default: return nil
    }
  }

  /// A value as its JSON text (a whole number, as most are, without the writer).
  private static func text(_ value: JSONValue) -> String {
    if case .integer(let number) = value { return String(number) }
    return String(decoding: RecordWriter.data(value), as: UTF8.self)
  }

  /// A value as JSON reads it back: a whole number as an integer.
  static func normalized(_ value: JSONValue) -> JSONValue {
    if case .number(let number) = value, number.rounded() == number, abs(number) < 9e15 {
      return .integer(Int(number))
    }
    return value
  }
}
