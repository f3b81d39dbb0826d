import Foundation
import JamaalJSON

/// One batch file: its name, and its bytes each way (version 2 names the store that wrote it,
/// D-19; version 1 batches, from before, are still read).
///
/// `{"format":"jamaal-sync-batch","version":2,"store":…,"device":…,"count":N,"records":[…]}`
enum BatchFile {
  static let format = "jamaal-sync-batch"

  /// The name of batch `number`: `b-000000000001.json`.
  static func name(_ number: Int) -> String {
    let digits = String(number)
    return "b-" + String(repeating: "0", count: max(0, 12 - digits.count)) + digits + ".json"
  }

  /// The number of a batch file's exact name, or nil for any other file.
  static func number(_ name: String) -> Int? {
    let bytes = Array(name.utf8)
    guard bytes.count == 19, name.hasPrefix("b-"), name.hasSuffix(".json") else { return nil }
    var number = 0
    for byte in bytes[2..<14] {
      guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
      number = number * 10 + Int(byte - UInt8(ascii: "0"))
    }
    return number >= 1 ? number : nil
  }

  /// The bytes of a batch (each record's bytes as the sender kept them).
  static func bytes(_ batch: OutgoingBatch, device: CloudDevice) -> [UInt8] {
    let records = batch.records.map(\.data)
    let head = JSONValue.object([
      "format": .string(format), "version": .integer(2), "store": .string(device.store),
      "device": .string(device.name), "count": .integer(records.count),
    ])
    // The head, then the records appended as they were encoded (JSON keys in any order).
    var bytes = [UInt8](RecordWriter.data(head))
    bytes.removeLast()
    bytes += Array(#","records":["#.utf8)
    bytes.reserveCapacity(bytes.count + records.reduce(0) { $0 + $1.count + 1 } + 2)
    for (index, record) in records.enumerated() {
      if index > 0 { bytes.append(UInt8(ascii: ",")) }
      bytes += record
    }
    bytes += Array("]}".utf8)
    return bytes
  }

  /// What a batch file holds.
  struct Contents {
    /// The store that wrote it (nil in a version 1 batch).
    var store: String?
    /// Its items, each a record or not, read in place in the parsed file.
    var items: [ConfigValue]
  }

  /// The store named in the head of a batch as this format writes it (the head's keys, then
  /// `"records"` last), read without parsing the records: a reader skips its own batches so.
  /// Nil when the bytes do not begin so (then only a whole read can tell).
  static func writer(_ bytes: [UInt8]) -> String? {
    let marker = Array(#","records":["#.utf8)
    let window = bytes.prefix(4_096)
    guard window.first == UInt8(ascii: "{"), window.count > marker.count else { return nil }
    for start in 1...(window.count - marker.count)
    where window[start] == marker[0] && window[start..<start + marker.count].elementsEqual(marker) {
      guard let head = try? JSONValue(parsing: Data(window[..<start] + [UInt8(ascii: "}")])),
        head.object?["format"]?.string == format
      else { return nil }
      return head.object?["store"]?.string
    }
    return nil
  }

  /// Reads a whole batch: nil when the bytes are not one (not JSON, cut short, another file).
  /// The records are read from the parsed document's nodes: no JSON value of the whole file is
  /// made (one bad record is that record's problem, not the file's).
  static func contents(_ bytes: [UInt8]) -> Contents? {
    guard let root = try? JSONDocument(parsing: Data(bytes)).root, root.isObject,
      root["format"]?.string == format, let items = root["records"]?.items,
      root["count"]?.int == items.count
    else { return nil }
    return Contents(store: root["store"]?.string, items: items)
  }
}
