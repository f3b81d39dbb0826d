import Foundation
import Model

/// Cheap, stable Anchor ids for a rule's natural keys (generation replaces them with random ones
/// before storing; `UUID()` would cost a system call per Anchor).
enum PrayerAnchorIDs {
  /// A version-4 id distinct for each (rule, date, prayer).
  static func placeholder(rule: UUID, date: LogicalDate, prayer: Prayer) -> UUID {
    let index = UInt64(Prayer.allCases.firstIndex(of: prayer) ?? 0)
    let key = UInt64(bitPattern: Int64(date.daysSinceEpoch)) << 8 | index
    var bytes = rule.uuid
    withUnsafeMutableBytes(of: &bytes) { buffer in
      let high = buffer.load(fromByteOffset: 0, as: UInt64.self) ^ mix(key)
      let low = buffer.load(fromByteOffset: 8, as: UInt64.self) ^ mix(key ^ 0x5555_5555_5555_5555)
      buffer.storeBytes(of: high, toByteOffset: 0, as: UInt64.self)
      buffer.storeBytes(of: low, toByteOffset: 8, as: UInt64.self)
    }
    bytes.6 = (bytes.6 & 0x0F) | 0x40  // version 4
    bytes.8 = (bytes.8 & 0x3F) | 0x80  // RFC 4122 variant
    return UUID(uuid: bytes)
  }

  /// SplitMix64's finaliser.
  private static func mix(_ value: UInt64) -> UInt64 {
    var z = value
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
