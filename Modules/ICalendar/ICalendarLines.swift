/// Content lines (§3.1): `NAME:value` ended by `CRLF`, folded so no line is longer than 75
/// octets — a continuation starts with one space, and a fold never splits a UTF-8 sequence.
struct ICalendarLines {
  private var out: [UInt8] = []

  /// Adds the content line `name:value`.
  mutating func add(_ name: String, _ value: String) {
    var line = Array(name.utf8)
    line.append(UInt8(ascii: ":"))
    line.append(contentsOf: value.utf8)
    var start = 0
    var limit = 75
    while line.count - start > limit {
      var cut = start + limit
      // Back off to the first byte of a UTF-8 sequence (a continuation byte is 10xxxxxx).
      while cut > start && line[cut] & 0xC0 == 0x80 { cut -= 1 }
      out.append(contentsOf: line[start..<cut])
      out.append(contentsOf: [0x0D, 0x0A, 0x20])
      start = cut
      limit = 74  // the leading space counts
    }
    out.append(contentsOf: line[start...])
    out.append(contentsOf: [0x0D, 0x0A])
  }

  /// The lines as text.
  var text: String { String(decoding: out, as: UTF8.self) }
}
