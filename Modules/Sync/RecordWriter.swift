import Foundation
import JamaalJSON

/// Writes a record's JSON fast: keys in plain byte order (not JSON's locale-aware key order,
/// which costs more than the rest of applying a record), everything else as `JSONValue` writes
/// it. One record always gives the same bytes.
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

  private static func write(_ value: JSONValue, to output: inout [UInt8]) {
    switch value {
    case .null: output += Array("null".utf8)
    case .bool(let flag): output += Array((flag ? "true" : "false").utf8)
    case .integer(let number): output += Array(String(number).utf8)
    case .number(let number):
      guard number.isFinite else {
        output += Array("null".utf8)
        return
      }
      output += Array(number.description.utf8)
    case .string(let text): string(text, to: &output)
    case .array(let items):
      output.append(UInt8(ascii: "["))
      for (index, item) in items.enumerated() {
        if index > 0 { output.append(UInt8(ascii: ",")) }
        write(item, to: &output)
      }
      output.append(UInt8(ascii: "]"))
    case .object(let members):
      output.append(UInt8(ascii: "{"))
      for (index, key) in members.keys.sorted().enumerated() {
        if index > 0 { output.append(UInt8(ascii: ",")) }
        string(key, to: &output)
        output.append(UInt8(ascii: ":"))
        write(members[key] ?? .null, to: &output)
      }
      output.append(UInt8(ascii: "}"))
    }
  }

  private static func string(_ text: String, to output: inout [UInt8]) {
    output.append(UInt8(ascii: "\""))
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "\""): output += [UInt8(ascii: "\\"), UInt8(ascii: "\"")]
      case UInt8(ascii: "\\"): output += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
      case 0x0A: output += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
      case 0x0D: output += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
      case 0x09: output += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
      case 0..<0x20:
        let hex = Array("0123456789abcdef".utf8)
        output += Array("\\u00".utf8)
        output += [hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]]
      default: output.append(byte)
      }
    }
    output.append(UInt8(ascii: "\""))
  }
}
