import Foundation

/// One SQLite value, as bound or read: the five storage classes.
enum SQLValue: Hashable, Sendable {
  /// NULL.
  case null
  /// A 64-bit integer.
  case integer(Int64)
  /// A double.
  case real(Double)
  /// UTF-8 text.
  case text(String)
  /// Bytes, kept exactly.
  case blob(Data)
}

extension SQLValue {
  /// An integer value.
  static func int(_ value: Int) -> SQLValue { .integer(Int64(value)) }

  /// An optional integer (NULL when absent).
  static func int(_ value: Int?) -> SQLValue { value.map { .integer(Int64($0)) } ?? .null }

  /// A date, as seconds since 2001-01-01 UTC (Foundation's own representation: exact).
  static func date(_ value: Date) -> SQLValue { .real(value.timeIntervalSinceReferenceDate) }

  /// An optional date (NULL when absent).
  static func date(_ value: Date?) -> SQLValue { value.map { .date($0) } ?? .null }

  /// A UUID as its canonical upper-case text.
  static func uuid(_ value: UUID) -> SQLValue { .text(value.canonicalText) }

  /// An optional UUID (NULL when absent).
  static func uuid(_ value: UUID?) -> SQLValue { value.map { .uuid($0) } ?? .null }

  /// A boolean as 0 or 1.
  static func bool(_ value: Bool) -> SQLValue { .integer(value ? 1 : 0) }

  /// An optional string (NULL when absent).
  static func optionalText(_ value: String?) -> SQLValue { value.map { .text($0) } ?? .null }
}

extension UUID {
  /// The upper-case `8-4-4-4-12` text, as `uuidString` gives, without going through `printf`.
  var canonicalText: String {
    let digits: [UInt8] = Array("0123456789ABCDEF".utf8)
    return withUnsafeBytes(of: uuid) { bytes in
      String(unsafeUninitializedCapacity: 36) { buffer in
        var position = 0
        for (index, byte) in bytes.enumerated() {
          if index == 4 || index == 6 || index == 8 || index == 10 {
            buffer[position] = UInt8(ascii: "-")
            position += 1
          }
          buffer[position] = digits[Int(byte >> 4)]
          buffer[position + 1] = digits[Int(byte & 0x0F)]
          position += 2
        }
        return position
      }
    }
  }
}

extension UUID {
  /// Parses `8-4-4-4-12` hex text (either case) without going through `scanf`; nil otherwise.
  init?(canonicalText text: String) {
    var text = text
    let parsed: uuid_t? = text.withUTF8 { utf8 -> uuid_t? in
      guard utf8.count == 36 else { return nil }
      var bytes = [UInt8](repeating: 0, count: 16)
      var index = 0
      var position = 0
      func nibble(_ character: UInt8) -> UInt8? {
        switch character {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): character - UInt8(ascii: "0")
        case UInt8(ascii: "A")...UInt8(ascii: "F"): character - UInt8(ascii: "A") + 10
        case UInt8(ascii: "a")...UInt8(ascii: "f"): character - UInt8(ascii: "a") + 10
        default: nil
        }
      }
      while index < 16 {
        if position == 8 || position == 13 || position == 18 || position == 23 {
          guard utf8[position] == UInt8(ascii: "-") else { return nil }
          position += 1
        }
        guard let high = nibble(utf8[position]), let low = nibble(utf8[position + 1]) else {
          return nil
        }
        bytes[index] = high << 4 | low
        index += 1
        position += 2
      }
      return (
        bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7], bytes[8],
        bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]
      )
    }
    guard let parsed else { return nil }
    self.init(uuid: parsed)
  }
}
