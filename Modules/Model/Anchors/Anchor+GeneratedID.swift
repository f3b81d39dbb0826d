public import Foundation

extension Anchor {
  /// The id of a generated Anchor (D-14): derived from its natural key alone, so preview, the
  /// stored row, its reminders and every device agree on it, and an Anchor generated again after
  /// a deletion takes the same id. One-offs keep random ids.
  ///
  /// The id is a version-8 (custom) RFC 9562 UUID whose other 122 bits are a 128-bit hash of the
  /// key's bytes: the rule id's 16 bytes, the occurrence date's days since 1970 as a
  /// little-endian Int64, then the slot key's UTF-8. Two FNV-1a-64 lanes (different offset
  /// bases; the second reads each byte XOR 0xA5) take those bytes, and SplitMix64's finaliser
  /// mixes the lanes and the length into the two halves. Never change this: stored rows and
  /// other devices hold ids made by it.
  ///
  /// ```swift
  /// let id = Anchor.generatedID(rule: rule.id, occurrenceDate: date, slotKey: "fajr")
  /// ```
  /// - Parameters:
  ///   - rule: the rule's id.
  ///   - occurrenceDate: the logical date the rule yielded the Anchor for (D-2).
  ///   - slotKey: the slot's key within the rule.
  /// - Returns: the same id for the same key, on every device and in every version.
  public static func generatedID(
    rule: UUID, occurrenceDate: LogicalDate, slotKey: String
  ) -> UUID {
    var hash = KeyHash()
    withUnsafeBytes(of: rule.uuid) { for byte in $0 { hash.add(byte) } }
    withUnsafeBytes(of: Int64(occurrenceDate.daysSinceEpoch).littleEndian) {
      for byte in $0 { hash.add(byte) }
    }
    for byte in slotKey.utf8 { hash.add(byte) }
    return hash.uuid()
  }
}

/// The 128-bit hash behind ``Anchor/generatedID(rule:occurrenceDate:slotKey:)``.
private struct KeyHash {
  private static let prime: UInt64 = 0x0000_0100_0000_01B3
  private var first: UInt64 = 0xCBF2_9CE4_8422_2325
  private var second: UInt64 = 0x6C62_272E_07BB_0142
  private var count: UInt64 = 0

  mutating func add(_ byte: UInt8) {
    first = (first ^ UInt64(byte)) &* Self.prime
    second = (second ^ UInt64(byte ^ 0xA5)) &* Self.prime
    count &+= 1
  }

  /// The two lanes mixed into 128 bits, stamped as a version-8, RFC 9562 variant UUID.
  func uuid() -> UUID {
    let high = Self.mix(first ^ Self.mix(second &+ count))
    let low = Self.mix(second ^ Self.mix(first &+ 0x9E37_79B9_7F4A_7C15))
    var bytes: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
    withUnsafeMutableBytes(of: &bytes) { buffer in
      buffer.storeBytes(of: high.bigEndian, toByteOffset: 0, as: UInt64.self)
      buffer.storeBytes(of: low.bigEndian, toByteOffset: 8, as: UInt64.self)
    }
    bytes.6 = (bytes.6 & 0x0F) | 0x80  // version 8
    bytes.8 = (bytes.8 & 0x3F) | 0x80  // RFC 9562 variant
    return UUID(uuid: bytes)
  }

  /// SplitMix64's finaliser: a bijection that scatters every input bit over the output.
  private static func mix(_ value: UInt64) -> UInt64 {
    var z = value
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
