/// Why sync set a record or a batch file aside (SPEC D-18, D-19): kept, counted once, named,
/// never applied, never stopping anything else. A raw-string value, like ``SyncStatus``, so
/// `Presentation` can say it in words without importing `Sync`.
public enum SyncSetAsideReason: String, Hashable, Sendable, CaseIterable {
  /// A batch file that stayed unreadable for a day (not JSON, cut short, not a batch).
  case unreadableBatch
  /// A batch file of more than 10,000 records or 16 MB.
  case oversizedBatch
  /// An item of a batch that is not a record this version can read.
  case unreadableRecord
  /// An id that is not canonical, or a row id inside the record that differs from the record's.
  case wrongID
  /// A field the row needs is missing.
  case missingField
  /// A value of the wrong kind or out of range (a time or date outside years 1…9999, a number
  /// outside its column's range, a flag that is not 0 or 1).
  case badValue
  /// A window (or focus session) that ends before it starts.
  case endsBeforeStart
  /// Over one of SPEC §7's limits (a title's length or characters, slots, exception ranges, a
  /// config's size).
  case overLimit
  /// A version of a record this device holds that gives it another natural key (SPEC D-10): an
  /// Anchor moved to another rule, day or slot, a day plan to another day. No Jamaal device makes
  /// that edit; taken, it would leave the key a person decided on without its row.
  case changedNaturalKey
}

/// The first thing sync set aside, as `status` and `sync` name it: why, and which field when one
/// is to blame.
public struct SyncSetAsideNote: Hashable, Sendable {
  /// Why it was set aside.
  public var reason: SyncSetAsideReason
  /// The field at fault (a column name such as `window_end`), when one is.
  public var field: String?
  /// The kind of record (`anchor`, `rule`, …), or nil for a whole batch file.
  public var kind: String?

  /// A note.
  /// - Parameters:
  ///   - reason: why.
  ///   - field: the field at fault.
  ///   - kind: the kind of record.
  public init(reason: SyncSetAsideReason, field: String? = nil, kind: String? = nil) {
    self.reason = reason
    self.field = field
    self.kind = kind
  }
}
