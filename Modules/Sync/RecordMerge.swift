import Foundation
import JamaalJSON
import JamaalModel
import JamaalStorage

/// How two versions of one record become one (SPEC §8, D-16, D-17), the same on every device
/// whatever order the versions arrive in:
///
/// - **field by field**, the later stamp wins (ties: the device, then the value's bytes); a rule's
///   exception ranges are a set that only grows;
/// - fields that only make sense together move together: a window's start and end, a focus
///   session's start, end and minutes — from the version that changed them last;
/// - **an outcome** (an Anchor's status with its `resolved_at`) is not last-writer-wins: a
///   person's decision (attended, skipped, delegated, a newer version's word) beats `missed`,
///   the clock's verdict, which beats pending; two decisions → the later `resolved_at`;
/// - an archived rule stays archived.
///
/// Each part takes a maximum over a total order, so the merge is commutative, associative and
/// idempotent: versions may arrive late, twice, or out of order.
enum RecordMerge {
  /// The columns holding an Anchor's outcome.
  static let status = SyncColumns.attendanceStatus.name
  static let resolvedAt = SyncColumns.resolvedAt.name
  static let archived = SyncColumns.isArchived.name

  /// Fields taken together from one version, by kind.
  static func jointFields(_ kind: String) -> [[String]] {
    switch kind {
    case "anchor": [[SyncColumns.windowStart.name, SyncColumns.windowEnd.name]]
    case "focusSession":
      [[SyncColumns.startedAt.name, SyncColumns.endedAt.name, SyncColumns.loggedMinutes.name]]
    default: []
    }
  }

  /// One record from two versions of it (same kind and id).
  static func merge(_ first: SyncRecord, _ second: SyncRecord) -> SyncRecord {
    if first == second { return first }
    var entries = first.entries
    for (name, entry) in second.entries {
      entries[name] = entries[name].map { pick($0, entry) } ?? entry
    }
    for fields in jointFields(first.kind) {
      let winner =
        isLater(group(fields, of: first), than: group(fields, of: second)) ? first : second
      for name in fields { entries[name] = winner.entries[name] }
    }
    if first.kind == "anchor", first.entries[status] != nil || second.entries[status] != nil {
      let (firstRank, secondRank) = (outcomeRank(first), outcomeRank(second))
      let outcome = [status, resolvedAt]
      let firstWins =
        firstRank != secondRank
        ? firstRank > secondRank
        : isLater(group(outcome, of: first), than: group(outcome, of: second))
      let winner = firstWins ? first : second
      entries[status] = winner.entries[status]
      entries[resolvedAt] = winner.entries[resolvedAt]
    }
    if first.kind == "rule" {
      let flags = [first.entries[archived], second.entries[archived]].compactMap { $0 }
      var kept: FieldEntry?
      for flag in flags where isSet(flag) { kept = kept.map { pick($0, flag) } ?? flag }
      if let kept { entries[archived] = kept }
    }
    return SyncRecord(kind: first.kind, id: first.id, entries: entries)
  }

  /// The later of two versions of one field; two sets of exception ranges unite.
  static func pick(_ first: FieldEntry, _ second: FieldEntry) -> FieldEntry {
    if first == second { return first }
    if let mine = ConfigFields.setItems(first.value),
      let theirs = ConfigFields.setItems(second.value)
    {
      return FieldEntry(ConfigFields.set(mine + theirs), stamp: max(first.stamp, second.stamp))
    }
    return isLater(first, than: second) ? first : second
  }

  /// Whether `first` is the later version of a field: its stamp, then its value's bytes.
  static func isLater(_ first: FieldEntry, than second: FieldEntry) -> Bool {
    if first.stamp != second.stamp { return first.stamp > second.stamp }
    return bytes(first.value).lexicographicallyPrecedes(bytes(second.value)) == false
  }

  /// A group of fields as one entry: the newest stamp among them, and their values together.
  private static func group(_ names: [String], of record: SyncRecord) -> FieldEntry {
    let entries = names.map { record.entries[$0] }
    let stamp = entries.compactMap { $0?.stamp }.max() ?? Stamp(milliseconds: .min, device: "")
    return FieldEntry(.array(entries.map { $0?.value ?? .null }), stamp: stamp)
  }

  private static func bytes(_ value: JSONValue?) -> [UInt8] {
    value.map { [UInt8](RecordWriter.data($0)) } ?? []
  }

  private static func isSet(_ entry: FieldEntry) -> Bool {
    SyncColumns.isArchived.value(of: entry.value) == true
  }

  /// An Anchor's outcome in the order D-16 gives (Model's ``NaturalKeyMerge/Outcome``, the
  /// one Storage's merge uses too): none, pending, missed, then a person's decisions by
  /// `resolved_at`, then by word.
  static func outcomeRank(_ record: SyncRecord) -> NaturalKeyMerge.Outcome {
    guard let value = record.entries[status]?.value else {
      return NaturalKeyMerge.Outcome(status: nil, resolvedAt: nil)
    }
    return NaturalKeyMerge.Outcome(
      status: SyncColumns.attendanceStatus.value(of: value) ?? "",
      resolvedAt: record.value(SyncColumns.resolvedAt)?.timeIntervalSinceReferenceDate)
  }

  /// Whether a stored status is a person's decision (any word but pending and missed: a newer
  /// version's too, G-82).
  static func isPersonsDecision(_ status: JSONValue?) -> Bool {
    status.map { NaturalKeyMerge.Outcome(status: $0.string ?? "", resolvedAt: nil) }?
      .isPersonsDecision ?? false
  }
}
