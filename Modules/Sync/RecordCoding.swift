public import Foundation
public import JSON

/// Records as JSON, the one encoding the replica and `FolderCloud` write:
/// `{"kind":…,"id":…,"modifiedAt":…,"device":…,"deleted":…,"fields":{…}}`, keys sorted, so one
/// record always encodes to the same bytes.
extension SyncRecord {
  /// The record as a JSON value.
  public var json: JSONValue {
    .object([
      "kind": .string(kind), "id": .string(id),
      "modifiedAt": .number(modifiedAt.timeIntervalSinceReferenceDate),
      "device": .string(device), "deleted": .bool(isDeleted), "fields": .object(fields),
    ])
  }

  /// The record as JSON bytes.
  public var data: Data { RecordWriter.data(json) }

  /// Reads a record from its JSON value.
  /// - Parameter json: the value.
  /// - Returns: the record, or nil when the value is not a record.
  public static func decoding(_ json: JSONValue) -> SyncRecord? {
    guard let object = json.object, let kind = object["kind"]?.string,
      let id = object["id"]?.string, let device = object["device"]?.string,
      let fields = object["fields"]?.object, let seconds = object["modifiedAt"]?.double
    else { return nil }
    return SyncRecord(
      kind: kind, id: id, modifiedAt: Date(timeIntervalSinceReferenceDate: seconds),
      device: device, isDeleted: object["deleted"]?.bool ?? false, fields: fields)
  }

  /// Reads a record from JSON bytes.
  /// - Parameter data: the bytes.
  /// - Returns: the record, or nil when they are not one.
  public static func decoding(_ data: Data) -> SyncRecord? {
    guard let json = try? JSONValue(parsing: data) else { return nil }
    return decoding(json)
  }
}
