import Foundation
import JamaalJSON

/// Writes a record's JSON fast, through the one ``/JamaalJSON/JSONWriter`` in its records'
/// style: keys in plain order (not JSON's locale-aware key order, which costs more than the rest
/// of applying a record). One record always gives the same bytes.
enum RecordWriter {
  static func data(_ value: JSONValue) -> Data {
    var output: [UInt8] = []
    output.reserveCapacity(512)
    write(value, to: &output)
    return Data(output)
  }

  /// A record's bytes, exactly as `data(record.json)` writes them, without building the JSON
  /// value first (the replica writes one for every record it takes in).
  static func record(_ record: SyncRecord) -> Data {
    var output: [UInt8] = []
    output.reserveCapacity(48 * record.entries.count + 128)
    var stamps: [Stamp] = []
    var index: [Stamp: Int] = [:]
    output += Array(#"{"f":{"#.utf8)
    for (offset, name) in record.entries.keys.sorted().enumerated() {
      guard let entry = record.entries[name] else { continue }
      let position: Int
      if let known = index[entry.stamp] {
        position = known
      } else {
        position = stamps.count
        index[entry.stamp] = position
        stamps.append(entry.stamp)
      }
      if offset > 0 { output.append(UInt8(ascii: ",")) }
      string(name, to: &output)
      output += [UInt8(ascii: ":"), UInt8(ascii: "[")]
      output += Array(String(position).utf8)
      if let value = entry.value {
        output.append(UInt8(ascii: ","))
        write(value, to: &output)
      }
      output.append(UInt8(ascii: "]"))
    }
    output += Array(#"},"id":"#.utf8)
    string(record.id, to: &output)
    output += Array(#","kind":"#.utf8)
    string(record.kind, to: &output)
    output += Array(#","s":["#.utf8)
    for (offset, stamp) in stamps.enumerated() {
      if offset > 0 { output.append(UInt8(ascii: ",")) }
      output.append(UInt8(ascii: "["))
      output += Array(String(stamp.milliseconds).utf8)
      output.append(UInt8(ascii: ","))
      string(stamp.device, to: &output)
      output.append(UInt8(ascii: "]"))
    }
    output += Array(#"],"v":2}"#.utf8)
    return Data(output)
  }

  /// The one JSON writer, in the records' style (their bytes never change: merges compare them).
  private static let writer = JSONWriter(.records)

  private static func write(_ value: JSONValue, to output: inout [UInt8]) {
    writer.write(value, to: &output)
  }

  private static func string(_ text: String, to output: inout [UInt8]) {
    writer.write(string: text, to: &output)
  }
}
