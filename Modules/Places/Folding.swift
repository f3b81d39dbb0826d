import Foundation

/// Folds text into a search key: lower case, no diacritics, punctuation that people type
/// inconsistently removed ("St. John's-Wood" → "st johns wood"), single spaces.
///
/// Scripts/update-places folds alternate names with the same rules (its `LETTERS` table matches
/// ``letters`` here), and the index folds every name again at load, so the two always agree.
enum Folding {
  /// Latin letters that have no Unicode decomposition into a base letter and a mark.
  static let letters: [Unicode.Scalar: String] = [
    "ß": "ss", "æ": "ae", "œ": "oe", "ø": "o", "ł": "l", "đ": "d", "ð": "d", "þ": "th",
    "ı": "i", "ə": "e", "ħ": "h", "ŧ": "t", "ŀ": "l", "ĸ": "k",
  ]
  /// Apostrophes and full stops, dropped.
  static let dropped: Set<Unicode.Scalar> = ["'", "’", "ʻ", "ʼ", "`", "´", "."]
  /// Dashes and blanks, each a word break.
  static let breaks: Set<Unicode.Scalar> = ["-", "‐", "‑", "‒", "–", "—", " ", "\t"]

  /// The folded UTF-8 key of `text`.
  static func key(_ text: some StringProtocol) -> [UInt8] {
    var output: [UInt8] = []
    output.reserveCapacity(text.utf8.count)
    var pendingSpace = false
    func append(_ byte: UInt8) {
      if pendingSpace && !output.isEmpty { output.append(0x20) }
      pendingSpace = false
      output.append(byte)
    }
    if let ascii = text.utf8.withContiguousStorageIfAvailable({ appendASCII($0, to: &output) }),
      ascii
    {
      return output
    }
    output.removeAll(keepingCapacity: true)
    let folded = String(text).folding(
      options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
    for scalar in folded.unicodeScalars {
      if breaks.contains(scalar) || scalar.properties.isWhitespace {
        pendingSpace = true
      } else if dropped.contains(scalar) || scalar.properties.generalCategory == .nonspacingMark {
        continue
      } else if let replacement = letters[scalar] {
        for byte in replacement.utf8 { append(byte) }
      } else {
        for byte in scalar.properties.lowercaseMapping.utf8 { append(byte) }
      }
    }
    return output
  }

  /// Appends the folded key of ASCII `text` to `output`: the fast path for almost every name.
  /// - Returns: false, with `output` partly written, when `text` is not all ASCII.
  static func appendASCII(_ text: UnsafeBufferPointer<UInt8>, to output: inout [UInt8]) -> Bool {
    let start = output.count
    var pendingSpace = false
    for byte in text {
      switch byte {
      case 0x80...: return false
      case 0x20, 0x09, 0x2D: pendingSpace = true
      case 0x27, 0x2E, 0x60: continue
      default:
        if pendingSpace && output.count > start { output.append(0x20) }
        pendingSpace = false
        output.append((0x41...0x5A).contains(byte) ? byte + 0x20 : byte)
      }
    }
    return true
  }
}
