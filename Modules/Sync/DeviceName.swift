import Foundation

/// A device's name: its label in the cloud folder (`devices/<name>/`), checked wherever it comes
/// from — the command line, the store, a folder's listing (D-19) — so it never names a path
/// outside its folder.
public enum DeviceName {
  /// Whether `name` can name a device.
  /// - Parameter name: the name.
  /// - Returns: true for 1–64 ASCII letters, digits, `.`, `_`, `-`, not starting with `.` or `-`.
  public static func isValid(_ name: String) -> Bool {
    let bytes = name.utf8
    guard let first = bytes.first, bytes.count <= 64, first != UInt8(ascii: "."),
      first != UInt8(ascii: "-")
    else { return false }
    return bytes.allSatisfy { byte in
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."), UInt8(ascii: "_"),
        UInt8(ascii: "-"):
        true
      default: false
      }
    }
  }
}
