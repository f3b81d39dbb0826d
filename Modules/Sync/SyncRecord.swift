public import Foundation
public import JSON

/// One synced record, as the cloud holds it: its kind, id, when and by which device it was last
/// written, whether it is a deletion, and every field by name — fields this version does not
/// know included, kept and sent back unchanged (G-82).
///
/// A deletion (``isDeleted``) keeps the fields of the row it removed, so a merge that must keep
/// the row (a decided outcome is never lost) still has them.
public struct SyncRecord: Hashable, Sendable {
  /// The kind of row (`rule`, `anchor`, `settings`, `dayPlan`, `focusSession`, or a newer
  /// version's kind, kept as it is).
  public var kind: String
  /// The row's id (upper-case UUID text).
  public var id: String
  /// When the row was last written (a deletion: when it was removed).
  public var modifiedAt: Date
  /// The device that wrote this version.
  public var device: String
  /// Whether this version removes the row.
  public var isDeleted: Bool
  /// Every field by column name (times as seconds since 2001, dates as days since 1970).
  public var fields: [String: JSONValue]

  /// A record.
  /// - Parameters:
  ///   - kind: the kind of row.
  ///   - id: the row's id.
  ///   - modifiedAt: when it was last written.
  ///   - device: the writing device.
  ///   - isDeleted: whether it removes the row.
  ///   - fields: every field by name.
  public init(
    kind: String, id: String, modifiedAt: Date, device: String, isDeleted: Bool = false,
    fields: [String: JSONValue]
  ) {
    self.kind = kind
    self.id = id
    self.modifiedAt = modifiedAt
    self.device = device
    self.isDeleted = isDeleted
    self.fields = fields
  }

  /// The record's identity in the cloud: kind and id.
  public var recordID: RecordID { RecordID(kind: kind, id: id) }

  /// A field as text, or nil.
  public func text(_ name: String) -> String? { fields[name]?.string }

  /// A field as a number, or nil (a whole number included).
  public func number(_ name: String) -> Double? {
    switch fields[name] {
    case .integer(let value): Double(value)
    case .number(let value): value
    default: nil
    }
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
