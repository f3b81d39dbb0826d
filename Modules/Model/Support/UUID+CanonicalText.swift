package import Foundation

extension UUID {
  /// The upper-case `8-4-4-4-12` text, as `uuidString` gives (and the store keeps), without
  /// going through `printf` (`uuidString` formats each byte with `snprintf`: ~6 K instructions
  /// an id, and `today` names dozens).
  package var canonicalText: String { text(letters: 0x37) }

  /// The lower-case `8-4-4-4-12` text, as `uuidString.lowercased()` gives: how ids are shown
  /// and how `--json` and notification identifiers carry them.
  package var lowercasedText: String { text(letters: 0x57) }

  /// The text, with hex digits past 9 written from `letters + 10` ('A' or 'a').
  private func text(letters: UInt8) -> String {
    withUnsafeBytes(of: uuid) { bytes in
      String(unsafeUninitializedCapacity: 36) { buffer in
        func digit(_ nibble: UInt8) -> UInt8 { nibble < 10 ? 0x30 + nibble : letters + nibble }
        var position = 0
        for (index, byte) in bytes.enumerated() {
          if index == 4 || index == 6 || index == 8 || index == 10 {
            buffer[position] = UInt8(ascii: "-")
            position += 1
          }
          buffer[position] = digit(byte >> 4)
          buffer[position + 1] = digit(byte & 0x0F)
          position += 2
        }
        return position
      }
    }
  }
}

extension UUID {
  /// Parses `8-4-4-4-12` hex text (either case) without going through `scanf`; nil otherwise.
  package init?(canonicalText text: String) {
    var text = text
    guard let parsed = text.withUTF8({ UUID(canonicalUTF8: $0) }) else { return nil }
    self = parsed
  }

  /// ``init(canonicalText:)`` from UTF-8 bytes (a column's text as SQLite holds it), with no
  /// `String` or array made on the way: ids are read for every row.
  package init?(canonicalUTF8 utf8: UnsafeBufferPointer<UInt8>) {
    guard utf8.count == 36 else { return nil }
    func nibble(_ character: UInt8) -> UInt8? {
      switch character {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): character - UInt8(ascii: "0")
      case UInt8(ascii: "A")...UInt8(ascii: "F"): character - UInt8(ascii: "A") + 10
      case UInt8(ascii: "a")...UInt8(ascii: "f"): character - UInt8(ascii: "a") + 10
      default: nil
      }
    }
    var value: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
    let valid = withUnsafeMutableBytes(of: &value) { bytes in
      var position = 0
      for index in 0..<16 {
        if position == 8 || position == 13 || position == 18 || position == 23 {
          guard utf8[position] == UInt8(ascii: "-") else { return false }
          position += 1
        }
        guard let high = nibble(utf8[position]), let low = nibble(utf8[position + 1]) else {
          return false
        }
        bytes[index] = high << 4 | low
        position += 2
      }
      return true
    }
    guard valid else { return nil }
    self.init(uuid: value)
  }
}
