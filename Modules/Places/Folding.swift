import Foundation

/// Folds text into a search key, so that a person finds a place typing the way they write:
/// lower case, no width forms, diacritics or punctuation typed inconsistently ("St. John's-Wood"
/// → "st johns wood", "ＴＯＫＹＯ" → "tokyo", "İstanbul" → "istanbul"), the Arabic-script letter
/// forms written either way made one (أ إ آ ٱ → ا, ة → ه, ک → ك, ی ى → ي; tatweel and harakat
/// dropped), single spaces.
///
/// For each character of the text's compatibility decomposition (NFKD): lower-cased (full
/// mapping); dashes and blanks become a space; ``dropped`` characters, format characters (the
/// zero-width non-joiner) and non-spacing marks go; ``letters`` are replaced. The result is
/// recomposed (NFC: Hangul syllables join again) with single spaces.
///
/// Scripts/places_fold.py folds alternate names with the same rules and tables (the tests run
/// both over a sample), and the index folds every name again at load, so the two always agree.
enum Folding {
  /// Letters that Unicode does not decompose into a base letter and a mark, and Arabic-script
  /// letter forms written either way (the hamza forms of alef decompose into alef and a mark).
  static let letters: [Unicode.Scalar: String] = [
    "ß": "ss", "æ": "ae", "œ": "oe", "ø": "o", "ł": "l", "đ": "d", "ð": "d", "þ": "th",
    "ı": "i", "ə": "e", "ħ": "h", "ŧ": "t", "ŀ": "l", "ĸ": "k", "ς": "σ",
    // Alef wasla → alef; ta marbuta → heh; Persian and swash kaf → kaf; Persian yeh and alef
    // maksura → yeh; Urdu heh goal, teh marbuta goal, Kurdish ae and heh doachashmee → heh.
    "\u{0671}": "\u{0627}", "\u{0629}": "\u{0647}", "\u{06A9}": "\u{0643}",
    "\u{06AA}": "\u{0643}", "\u{06CC}": "\u{064A}", "\u{0649}": "\u{064A}",
    "\u{06C1}": "\u{0647}", "\u{06C3}": "\u{0647}", "\u{06D5}": "\u{0647}",
    "\u{06BE}": "\u{0647}",
  ]
  /// Apostrophes, full stops and the Arabic tatweel, dropped.
  static let dropped: Set<Unicode.Scalar> = ["'", "’", "ʻ", "ʼ", "`", "´", ".", "\u{0640}"]
  /// Dashes and blanks, each a word break (as is every space separator).
  static let breaks: Set<Unicode.Scalar> = [
    "-", "‐", "‑", "‒", "–", "—", " ", "\t", "\n", "\r",
  ]

  /// The folded UTF-8 key of `text`.
  static func key(_ text: some StringProtocol) -> [UInt8] {
    var output: [UInt8] = []
    output.reserveCapacity(text.utf8.count)
    if let ascii = text.utf8.withContiguousStorageIfAvailable({ appendASCII($0, to: &output) }),
      ascii
    {
      return output
    }
    var folded = String.UnicodeScalarView()
    for original in String(text).decomposedStringWithCompatibilityMapping.unicodeScalars {
      for scalar in original.properties.lowercaseMapping.unicodeScalars {
        let category = scalar.properties.generalCategory
        if breaks.contains(scalar)
          || [.spaceSeparator, .lineSeparator, .paragraphSeparator]
            .contains(category)
        {
          folded.append(" ")
        } else if dropped.contains(scalar) || category == .nonspacingMark || category == .format {
          continue
        } else if let replacement = letters[scalar] {
          folded.append(contentsOf: replacement.unicodeScalars)
        } else {
          folded.append(scalar)
        }
      }
    }
    let composed = String(folded).precomposedStringWithCanonicalMapping
    output.removeAll(keepingCapacity: true)
    for word in composed.utf8.split(separator: 0x20) {
      if !output.isEmpty { output.append(0x20) }
      output.append(contentsOf: word)
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
      case 0x20, 0x09, 0x0A, 0x0D, 0x2D: pendingSpace = true
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
