import Foundation
import Model

/// Cheap Anchor ids: generation makes thousands at a time, and `UUID()` costs a system call each.
enum AnchorIDs {
  /// A fresh random id stream, seeded once from the system's generator (SplitMix64 output).
  struct Random {
    private var first: UInt64
    private var second: UInt64

    init() {
      var system = SystemRandomNumberGenerator()
      first = system.next()
      second = system.next()
    }

    /// The next random (version 4) id.
    mutating func next() -> UUID {
      first &+= 0x9E37_79B9_7F4A_7C15
      second &+= 0xD1B5_4A32_D192_ED03
      return AnchorIDs.uuid(high: AnchorIDs.mix(first), low: AnchorIDs.mix(second ^ first))
    }
  }

  /// A stable id for a natural key of one rule: distinct for each (date, slot index) of the rule.
  /// Generation replaces it with a random one before storing (see ``ScheduleEngine``).
  static func placeholder(rule: UUID, date: LogicalDate, slotIndex: Int) -> UUID {
    let bytes = rule.uuid
    let key = UInt64(bitPattern: Int64(date.daysSinceEpoch)) << 8 | UInt64(slotIndex & 0xFF)
    let high = withUnsafeBytes(of: bytes) { $0.load(fromByteOffset: 0, as: UInt64.self) }
    let low = withUnsafeBytes(of: bytes) { $0.load(fromByteOffset: 8, as: UInt64.self) }
    return uuid(high: high ^ mix(key), low: low ^ mix(key ^ 0x5555_5555_5555_5555))
  }

  /// SplitMix64's finaliser: a bijection that scatters bits.
  static func mix(_ value: UInt64) -> UInt64 {
    var z = value
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A version-4, RFC 4122 variant UUID from 128 bits.
  static func uuid(high: UInt64, low: UInt64) -> UUID {
    let high = (high & 0xFFFF_FFFF_FFFF_0FFF) | 0x0000_0000_0000_4000
    let low = (low & 0x3FFF_FFFF_FFFF_FFFF) | 0x8000_0000_0000_0000
    var bytes: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
    withUnsafeMutableBytes(of: &bytes) { buffer in
      buffer.storeBytes(of: high.bigEndian, toByteOffset: 0, as: UInt64.self)
      buffer.storeBytes(of: low.bigEndian, toByteOffset: 8, as: UInt64.self)
    }
    return UUID(uuid: bytes)
  }
}
