/// The bytes of one YAML document and the name it is reported under; it finds source lines for
/// error snippets (only when an error is made, so parsing pays nothing for it).
struct SourceText: Sendable {
  /// The name used in error messages: a path or `<input>`.
  let file: String
  /// The raw bytes handed to libyaml.
  let bytes: [UInt8]

  /// The text of line `line` (1-based) without its line break, or `nil` beyond the end.
  ///
  /// Line breaks are counted as libyaml counts them: LF, CR, CR LF, NEL, LS and PS.
  func line(_ line: Int) -> String? {
    guard line >= 1 else { return nil }
    var current = 1
    // libyaml skips a UTF-8 byte-order mark without counting a column for it.
    var start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    var index = start
    while index < bytes.count {
      let width = breakWidth(at: index)
      if width > 0 {
        if current == line { return text(start..<index) }
        current += 1
        index += width
        start = index
      } else {
        index += 1
      }
    }
    return current == line ? text(start..<bytes.count) : nil
  }

  /// The 1-based line and column (in characters) of byte `offset`.
  func position(ofByte offset: Int) -> (line: Int, column: Int) {
    var line = 1
    var column = 1
    var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    let end = min(max(offset, 0), bytes.count)
    while index < end {
      let width = breakWidth(at: index)
      if width > 0 {
        line += 1
        column = 1
        index += width
      } else {
        // Count characters, not bytes: skip UTF-8 continuation bytes.
        if bytes[index] & 0xC0 != 0x80 { column += 1 }
        index += 1
      }
    }
    return (line, column)
  }

  /// The length in bytes of the line break starting at `index`, or 0 when there is none.
  private func breakWidth(at index: Int) -> Int {
    let byte = bytes[index]
    switch byte {
    case 0x0A: return 1
    case 0x0D: return index + 1 < bytes.count && bytes[index + 1] == 0x0A ? 2 : 1
    case 0xC2: return index + 1 < bytes.count && bytes[index + 1] == 0x85 ? 2 : 0
    case 0xE2:
      guard index + 2 < bytes.count, bytes[index + 1] == 0x80 else { return 0 }
      return bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9 ? 3 : 0
    default: return 0
    }
  }

  /// Decodes a byte range, replacing invalid UTF-8.
  private func text(_ range: Range<Int>) -> String {
    String(decoding: bytes[range], as: UTF8.self)
  }

  /// An error at a 1-based position, with the source line for its snippet.
  func error(line: Int, column: Int, keyPath: String = "", message: String) -> YAMLError {
    YAMLError(
      file: file, line: line, column: column, keyPath: keyPath, message: message,
      sourceLine: self.line(line))
  }

  /// An error at a node.
  func error(at node: YAMLNode, keyPath: String = "", message: String) -> YAMLError {
    error(line: node.line, column: node.column, keyPath: keyPath, message: message)
  }
}
