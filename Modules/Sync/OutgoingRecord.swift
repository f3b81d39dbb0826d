import Foundation

/// A record on its way to the cloud, with the tag of the server copy it was based on.
///
/// A record the sender has already encoded is kept as its bytes alone (a heavy user's first
/// round holds 60,000 of them) and decoded only when ``record`` is read.
public struct OutgoingRecord: Hashable, Sendable {
  /// The record's kind and id.
  public private(set) var recordID: RecordID
  /// The server copy's tag this device last saw, or nil.
  public var tag: String?
  /// The record, or its bytes as the replica saved them.
  private var form: Form

  /// How the record is held.
  private enum Form: Sendable {
    case record(SyncRecord)
    case encoded(Data)
  }

  /// An outgoing record.
  /// - Parameters:
  ///   - record: the record.
  ///   - tag: the tag it was based on.
  public init(record: SyncRecord, tag: String?) {
    self.recordID = record.recordID
    self.tag = tag
    self.form = .record(record)
  }

  /// An outgoing record kept as the bytes the replica saved for it.
  /// - Parameters:
  ///   - encoded: the record's bytes (``SyncRecord/data``).
  ///   - id: the record's kind and id.
  ///   - tag: the tag it was based on.
  init(encoded: Data, id: RecordID, tag: String?) {
    self.recordID = id
    self.tag = tag
    self.form = .encoded(encoded)
  }

  /// The record. One kept as bytes is decoded here; bytes that no longer read as a record (they
  /// are the replica's own, so they always do) give the record with no fields.
  public var record: SyncRecord {
    get {
      switch form {
      case .record(let record): return record
      case .encoded(let data):
        return SyncRecord.decoding(data)
          ?? SyncRecord(kind: recordID.kind, id: recordID.id, entries: [:])
      }
    }
    set {
      recordID = newValue.recordID
      form = .record(newValue)
    }
  }

  /// The record's bytes: the ones kept, or the record encoded now.
  var data: Data {
    switch form {
    case .record(let record): return record.data
    case .encoded(let data): return data
    }
  }

  /// Two outgoing records are equal when they carry the same record with the same tag, however
  /// each is held.
  /// - Parameters:
  ///   - lhs: one.
  ///   - rhs: the other.
  /// - Returns: whether they are equal.
  public static func == (lhs: OutgoingRecord, rhs: OutgoingRecord) -> Bool {
    lhs.recordID == rhs.recordID && lhs.tag == rhs.tag && lhs.record == rhs.record
  }

  /// Hashes the record's identity and tag.
  /// - Parameter hasher: the hasher.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(recordID)
    hasher.combine(tag)
  }
}
