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
    // A record holds a few stamps: looked up in the list, a table only once it grows.
    var index: [Stamp: Int] = [:]
    output += Array(#"{"f":{"#.utf8)
    for (offset, (name, entry)) in record.entries.sorted(by: { $0.key < $1.key }).enumerated() {
      let position: Int
      if let known = stamps.count <= 8
        ? stamps.firstIndex(of: entry.stamp) : index[entry.stamp]
      {
        position = known
      } else {
        position = stamps.count
        stamps.append(entry.stamp)
        if stamps.count == 9 {
          for (place, stamp) in stamps.enumerated() { index[stamp] = place }
        } else if stamps.count > 9 {
          index[entry.stamp] = position
        }
      }
      if offset > 0 { output.append(UInt8(ascii: ",")) }
      string(name, to: &output)
      output.append(UInt8(ascii: ":"))
      output.append(UInt8(ascii: "["))
      digits(Int64(position), to: &output)
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
      digits(stamp.milliseconds, to: &output)
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

  /// Appends an integer's decimal digits, as `String(value)` writes them.
  private static func digits(_ value: Int64, to output: inout [UInt8]) {
    if value < 0 { output.append(UInt8(ascii: "-")) }
    var magnitude = value.magnitude
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { buffer in
      var count = 0
      repeat {
        buffer[count] = UInt8(ascii: "0") + UInt8(magnitude % 10)
        magnitude /= 10
        count += 1
      } while magnitude > 0
      for place in stride(from: count - 1, through: 0, by: -1) { output.append(buffer[place]) }
    }
  }

  private static func string(_ text: String, to output: inout [UInt8]) {
    writer.write(string: text, to: &output)
  }
}
