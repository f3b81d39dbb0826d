extension String {
  /// The text without the spaces and tabs around it: what Foundation's
  /// `trimmingCharacters(in: .whitespaces)` gives (tab, Unicode's space separators such as the
  /// no-break and ideographic spaces, and the zero-width space, which its set keeps from an
  /// older Unicode; never a newline) without its `NSString` round trip, which cost ~0.8 M
  /// instructions on the first call of every command that reads `--tz`.
  package var trimmingSpaces: String {
    func isSpace(_ scalar: Unicode.Scalar) -> Bool {
      scalar == "\t" || scalar == "\u{200B}" || scalar.properties.generalCategory == .spaceSeparator
    }
    let scalars = unicodeScalars
    guard let first = scalars.firstIndex(where: { !isSpace($0) }),
      let last = scalars.lastIndex(where: { !isSpace($0) })
    else { return "" }
    return String(scalars[first...last])
  }
}
