public import Foundation
public import JamaalJSON
public import JamaalStorage

/// One synced record: its kind, its id and its fields, each with the stamp of its last change
/// (SPEC D-17) — fields this version does not know included, kept and sent back unchanged
/// (G-82). A deletion is the field `_deleted` set to true; the record keeps the fields of the
/// row it removed, so a merge that must keep the row (a person's decision, D-16) still has them.
public struct SyncRecord: Hashable, Sendable {
  /// The kind of row (`rule`, `anchor`, `settings`, `dayPlan`, `focusSession`, or a newer
  /// version's kind, kept as it is).
  public var kind: String { didSet { received = nil } }
  /// The row's id (upper-case UUID text).
  public var id: String { didSet { received = nil } }
  /// Every field by name: a column, a config key (`config_data/…`) or one of sync's own
  /// (`_deleted`).
  public var entries: [String: FieldEntry] { didSet { received = nil } }
  /// The bytes this record was read from in a batch, while it is unchanged since: they read
  /// back as this record, so the replica saves them as they are instead of encoding the record
  /// again. Not part of the record's value (== and hashing leave it out).
  var received: Data?

  /// A record from its entries.
  /// - Parameters:
  ///   - kind: the kind of row.
  ///   - id: the row's id.
  ///   - entries: the fields with their stamps.
  public init(kind: String, id: String, entries: [String: FieldEntry]) {
    self.kind = kind
    self.id = id
    self.entries = entries
  }

  /// A record whose every field was written at once, by one device (a new row, a test's or a
  /// bench's record): the columns as `Store.syncRow` gives them, a rule's config as base64 text.
  /// - Parameters:
  ///   - kind: the kind of row.
  ///   - id: the row's id.
  ///   - modifiedAt: when it was written.
  ///   - device: the writing device.
  ///   - isDeleted: whether it removes the row.
  ///   - fields: every column by name.
  public init(
    kind: String, id: String, modifiedAt: Date, device: String, isDeleted: Bool = false,
    fields: [String: JSONValue]
  ) {
    let stamp = Stamp(modifiedAt, device: device)
    var entries: [String: FieldEntry] = [:]
    for (name, value) in RowFields.values(of: fields) {
      entries[name] = FieldEntry(value, stamp: stamp)
    }
    entries[RowFields.deleted] = FieldEntry(.bool(isDeleted), stamp: stamp)
    self.init(kind: kind, id: id, entries: entries)
  }

  /// Whether two records hold the same kind, id and entries (however each was read).
  public static func == (lhs: SyncRecord, rhs: SyncRecord) -> Bool {
    lhs.kind == rhs.kind && lhs.id == rhs.id && lhs.entries == rhs.entries
  }

  /// Hashes the kind, id and entries.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(kind)
    hasher.combine(id)
    hasher.combine(entries)
  }

  /// The record's identity in the cloud: kind and id.
  public var recordID: RecordID { RecordID(kind: kind, id: id) }

  /// Whether this version removes the row.
  public var isDeleted: Bool { entries[RowFields.deleted]?.value == .bool(true) }

  /// The newest stamp of any field (nil for a record without fields).
  public var newestStamp: Stamp? { entries.values.lazy.map(\.stamp).max() }

  /// When the record last changed: its newest stamp.
  public var modifiedAt: Date { newestStamp?.date ?? Date(timeIntervalSinceReferenceDate: 0) }

  /// The device that made the newest change.
  public var device: String { newestStamp?.device ?? "" }

  /// Every field's value by name (removed ones left out).
  public var values: [String: JSONValue] { entries.compactMapValues(\.value) }

  /// The row's columns as this record describes them (the config rebuilt as base64 text).
  public var fields: [String: JSONValue] { RowFields.row(from: entries) }

  /// A field as text, or nil.
  public func text(_ name: String) -> String? { entries[name]?.value?.string }

  /// A column's value as Storage's codec reads it, or nil (absent, removed or another shape).
  /// - Parameter column: the column.
  /// - Returns: the value.
  public func value<Value>(_ column: SyncColumn<Value>) -> Value? {
    column.value(of: entries[column.name]?.value)
  }

  /// Sets one field, stamped.
  /// - Parameters:
  ///   - name: the field.
  ///   - value: its value (nil: removed).
  ///   - stamp: the stamp of the change.
  public mutating func set(_ name: String, _ value: JSONValue?, stamp: Stamp) {
    entries[name] = FieldEntry(value.map(Replica.normalized), stamp: stamp)
  }
}

/// A record's identity: its kind and id.
public struct RecordID: Hashable, Sendable, Comparable {
  /// The kind.
  public var kind: String
  /// The id.
  public var id: String

  /// An identity.
  /// - Parameters:
  ///   - kind: the kind.
  ///   - id: the id.
  public init(kind: String, id: String) {
    self.kind = kind
    self.id = id
  }

  /// By kind, then id.
  public static func < (lhs: RecordID, rhs: RecordID) -> Bool {
    (lhs.kind, lhs.id) < (rhs.kind, rhs.id)
  }
}
