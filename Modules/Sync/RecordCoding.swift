public import Foundation
public import JamaalJSON

/// Records as JSON, the one encoding the replica and the clouds carry (version 2):
/// `{"v":2,"kind":…,"id":…,"s":[[ms,"device"],…],"f":{"title":[0,"Bins"],"config_data/x":[1]}}`
/// — the stamps once each, every field as `[stamp index, value]`, or `[stamp index]` when
/// removed; keys in byte order, so one record always encodes to the same bytes. Version 1 (one
/// `modifiedAt` and `device` for the whole record) is still read: each of its fields takes that
/// stamp.
extension SyncRecord {
  /// The record as a JSON value.
  public var json: JSONValue {
    var stamps: [Stamp] = []
    var index: [Stamp: Int] = [:]
    var fields: [String: JSONValue] = [:]
    fields.reserveCapacity(entries.count)
    for name in entries.keys.sorted() {
      guard let entry = entries[name] else { continue }
      let position: Int
      if let known = index[entry.stamp] {
        position = known
      } else {
        position = stamps.count
        index[entry.stamp] = position
        stamps.append(entry.stamp)
      }
      fields[name] = .array(
        entry.value.map { [.integer(position), $0] } ?? [.integer(position)])
    }
    return .object([
      "v": .integer(2), "kind": .string(kind), "id": .string(id),
      "s": .array(stamps.map { .array([.integer(Int($0.milliseconds)), .string($0.device)]) }),
      "f": .object(fields),
    ])
  }

  /// The record as JSON bytes (the bytes of ``json``).
  public var data: Data { RecordWriter.record(self) }

  /// Reads a record from its JSON value (version 2, or version 1).
  /// - Parameter json: the value.
  /// - Returns: the record, or nil when the value is not a record.
  public static func decoding(_ json: JSONValue) -> SyncRecord? {
    guard let object = json.object, let kind = object["kind"]?.string, !kind.isEmpty,
      let id = object["id"]?.string, !id.isEmpty
    else { return nil }
    if object["v"] == .integer(2) { return decodingVersion2(object, kind: kind, id: id) }
    guard object["v"] == nil, let device = object["device"]?.string,
      let fields = object["fields"]?.object, let seconds = object["modifiedAt"]?.double,
      seconds.isFinite
    else { return nil }
    let deleted = object["deleted"]?.bool ?? false
    return SyncRecord(
      kind: kind, id: id, modifiedAt: Date(timeIntervalSinceReferenceDate: seconds),
      device: device, isDeleted: deleted, fields: fields)
  }

  private static func decodingVersion2(_ object: [String: JSONValue], kind: String, id: String)
    -> SyncRecord?
  {
    guard let stampItems = object["s"]?.array, let fields = object["f"]?.object else { return nil }
    var stamps: [Stamp] = []
    stamps.reserveCapacity(stampItems.count)
    for item in stampItems {
      guard let pair = item.array, pair.count == 2, case .integer(let milliseconds) = pair[0],
        let device = pair[1].string
      else { return nil }
      stamps.append(Stamp(milliseconds: Int64(milliseconds), device: device))
    }
    var entries: [String: FieldEntry] = [:]
    entries.reserveCapacity(fields.count)
    for (name, field) in fields {
      guard let parts = field.array, parts.count == 1 || parts.count == 2,
        case .integer(let position) = parts[0], stamps.indices.contains(position)
      else { return nil }
      entries[name] = FieldEntry(
        parts.count == 2 ? Replica.normalized(parts[1]) : nil, stamp: stamps[position])
    }
    return SyncRecord(kind: kind, id: id, entries: entries)
  }

  /// Reads a record from a node of a parsed document, as ``decoding(_:)-(JSONValue)`` reads its
  /// value (a repeated name reads its first value) without making the record's JSON value
  /// first: a batch of thousands is read in place.
  /// - Parameter value: the node.
  /// - Returns: the record, or nil when the node is not a record.
  public static func decoding(_ value: ConfigValue) -> SyncRecord? {
    guard let kind = value["kind"]?.string, !kind.isEmpty, let id = value["id"]?.string,
      !id.isEmpty
    else { return nil }
    guard let version = value["v"] else {
      return (try? JSONValue(value)).flatMap(decoding)  // version 1: rare, read as a value
    }
    guard version.int == 2, let stampItems = value["s"]?.items, let fields = value["f"]?.members
    else { return nil }
    var stamps: [Stamp] = []
    stamps.reserveCapacity(stampItems.count)
    for item in stampItems {
      guard let pair = item.items, pair.count == 2, let milliseconds = pair[0].int,
        let device = pair[1].string
      else { return nil }
      stamps.append(Stamp(milliseconds: Int64(milliseconds), device: device))
    }
    var entries: [String: FieldEntry] = [:]
    entries.reserveCapacity(fields.count)
    for (name, field) in fields where entries[name] == nil {
      guard let parts = field.items, parts.count == 1 || parts.count == 2,
        let position = parts[0].int, stamps.indices.contains(position)
      else { return nil }
      guard parts.count == 2 else {
        entries[name] = FieldEntry(nil, stamp: stamps[position])
        continue
      }
      guard let fieldValue = try? JSONValue(parts[1]) else { return nil }
      entries[name] = FieldEntry(Replica.normalized(fieldValue), stamp: stamps[position])
    }
    return SyncRecord(kind: kind, id: id, entries: entries)
  }

  /// Reads a record from JSON bytes, in place from the parsed document's nodes (as
  /// ``decoding(_:)-(ConfigValue)``): no JSON value of the whole record is made first.
  /// - Parameter data: the bytes.
  /// - Returns: the record, or nil when they are not one.
  public static func decoding(_ data: Data) -> SyncRecord? {
    guard let document = try? JSONDocument(parsing: data) else { return nil }
    return decoding(document.root)
  }
}
