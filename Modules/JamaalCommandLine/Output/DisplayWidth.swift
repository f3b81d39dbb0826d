/// How many terminal columns text takes: two for a wide character (CJK, Hangul, full-width
/// forms, most emoji), none for a combining mark, one otherwise; so columns line up after a
/// name of any script or length.
package enum DisplayWidth {
  /// The columns `text` takes.
  package static func of(_ text: String) -> Int {
    // ASCII, nearly every cell of a table: one column a byte, no Unicode tables consulted.
    if text.utf8.allSatisfy({ $0 < 0x80 }) { return text.utf8.count }
    return text.unicodeScalars.reduce(0) { $0 + width($1) }
  }

  /// `text` followed by spaces up to `columns` (at least one space).
  package static func pad(_ text: String, to columns: Int) -> String {
    text + String(repeating: " ", count: max(1, columns - of(text)))
  }

  private static func width(_ scalar: Unicode.Scalar) -> Int {
    let value = scalar.value
    // Below U+0300 (Latin letters, `·`) no scalar is a mark or wide: skip the tables.
    if value < 0x300 { return 1 }
    if scalar.properties.generalCategory == .nonspacingMark
      || scalar.properties.generalCategory == .enclosingMark || value == 0x200D
    {
      return 0
    }
    return wide.contains { $0.contains(value) } ? 2 : 1
  }

  /// The ranges of wide characters.
  private static let wide: [ClosedRange<UInt32>] = [
    0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
    0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
    0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD,
  ]
}
