import Foundation
import JamaalJSON
import JamaalModel
import JamaalStorage

/// An incoming record checked alone, at the door (SPEC D-18), before anything of it is applied:
/// with `import`'s row checks and SPEC §7's limits (`Store.checkedSyncRow(_:_:checkingLimits:)`,
/// the one checker), its id canonical and equal to the id inside it; then held when it is
/// stamped more than a day ahead of this device's clock.
enum RecordCheck {
  /// What to do with a record.
  enum Verdict: Equatable {
    /// Merge it in.
    case apply
    /// Keep it aside until this device's clock is within a day of its newest stamp.
    case hold(stamp: Int64)
    /// Set it aside: kept, counted once, named, never applied.
    case setAside(SyncSetAsideNote)
  }

  /// How far ahead of this device's clock a record may be stamped and still be applied.
  static let aheadAllowance: Int64 = 86_400_000

  /// The verdict on a record arriving at `now` (`fields`: its fields, when made already), with
  /// its row as checked when it passed (nil for a newer version's kind): the row is written
  /// from it, not checked again.
  static func verdict(_ record: SyncRecord, fields: [String: JSONValue]? = nil, now: Date)
    -> (verdict: Verdict, row: CheckedSyncRow?)
  {
    let (row, problem) = check(record, fields: fields)
    if let problem { return (.setAside(problem), nil) }
    let newest = record.newestStamp?.milliseconds ?? .min
    let (limit, overflow) = Stamp.milliseconds(now).addingReportingOverflow(aheadAllowance)
    if !overflow, newest > limit { return (.hold(stamp: newest), nil) }
    return (.apply, row)
  }

  /// The record alone checked: its row ready to write (nil for a kind this version does not
  /// know), or what is wrong with it.
  static func check(_ record: SyncRecord, fields known: [String: JSONValue]? = nil)
    -> (row: CheckedSyncRow?, problem: SyncSetAsideNote?)
  {
    guard let kind = StoreChange.Kind(rawValue: record.kind) else {
      // A newer version's kind: kept in the replica and sent back; nothing here can check it.
      return (nil, nil)
    }
    guard UUID(canonicalText: record.id)?.canonicalText == record.id else {
      return (nil, SyncSetAsideNote(reason: .wrongID, field: "id", kind: record.kind))
    }
    let fields = known ?? record.fields
    guard fields["id"] == .string(record.id) else {
      let reason: SyncSetAsideReason = fields["id"] == nil ? .missingField : .wrongID
      return (nil, SyncSetAsideNote(reason: reason, field: "id", kind: record.kind))
    }
    switch Store.checkedSyncRow(kind, fields) {
    case .success(let row): return (row, nil)
    case .failure(let problem):
      return (
        nil, SyncSetAsideNote(reason: problem.reason, field: problem.column, kind: record.kind)
      )
    }
  }

  /// The fields that make a record's natural key (SPEC D-10), by kind.
  static let naturalKeyFields = [
    "anchor": SyncColumns.naturalKey(of: .anchor), "dayPlan": SyncColumns.naturalKey(of: .dayPlan),
  ]

  /// Whether a version would move a record this device holds (`known`, the replica's copy) to
  /// another natural key: set aside, naming the first key field it changes, so the key keeps its
  /// row and the person's decision on it (D-16). Only a crafted or broken record does this —
  /// Jamaal never edits an Anchor's rule, day or slot, nor a day plan's day. Unlike the checks
  /// above it looks at the replica, so two devices given such a version in different orders may
  /// each keep the key they held first; neither loses a row.
  /// `merged` is the replica's copy merged with the incoming version, made once by the caller
  /// and absorbed as it is.
  static func keyChange(from known: SyncRecord?, merged: SyncRecord) -> SyncSetAsideNote? {
    guard let known, let names = naturalKeyFields[merged.kind] else { return nil }
    guard Replica.groupKey(merged) != Replica.groupKey(known) else { return nil }
    let moved = names.first { merged.entries[$0]?.value != known.entries[$0]?.value }
    return SyncSetAsideNote(reason: .changedNaturalKey, field: moved, kind: merged.kind)
  }
}
