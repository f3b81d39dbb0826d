import JamaalStorage

/// What a round knows, without asking the store, of a replica that was empty when the round
/// began (a device's first round, when every record is new): a record this round has not saved
/// is not there, and a natural-key group it saved one record of has no twins there, so neither
/// needs a query.
///
/// Records and groups are known by their hashes (a few bytes each, however many records the
/// round brings): two that share a hash only ever make an answer less certain — a record is
/// taken to be there, a group to have more records — so a query is skipped only when its answer
/// is certain. Kept across a round's transactions while the replica holds as many records as
/// were noted (``isCurrent(in:)``): anything else that saved a record in between ends it.
final class FreshReplica {
  /// The hashes of the records saved.
  private var saved: Set<Int> = []
  /// How many saves each group's hash was given (at least how many records it holds: a record
  /// saved twice counts twice).
  private var members: [Int: Int] = [:]

  /// Whether the replica may hold this record (it was saved this round).
  func mayHold(_ id: RecordID) -> Bool { saved.contains(id.hashValue) }

  /// How many records of `group` the replica may hold, at most.
  func members(of group: String) -> Int { members[group.hashValue] ?? 0 }

  /// Notes a record saved into the replica.
  func noteSaved(_ id: RecordID, group: String?) {
    saved.insert(id.hashValue)
    if let group { members[group.hashValue, default: 0] += 1 }
  }

  /// Whether the replica holds as many records as were noted (so just those: every record
  /// noted was saved, and the replica loses none; records sharing a hash make it false); read
  /// inside the transaction relying on it.
  func isCurrent(in store: Store) throws -> Bool {
    try store.syncRecordCount(upTo: saved.count + 1) == saved.count
  }
}
