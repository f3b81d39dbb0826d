import JamaalCommandLine
import Testing

/// The two by-value checks that replaced Unicode property lookups on every printed line: what is
/// a control character (escaped before it reaches a terminal) and how many columns text takes.
@Suite struct TerminalTextTests {
  @Test func everyControlCharacterIsEscapedAndNothingElse() {
    // Unicode's category Cc is exactly U+0000–U+001F and U+007F–U+009F.
    for value in UInt32(0)...0x2FF {
      let scalar = Unicode.Scalar(value)!
      let text = "a" + String(Character(scalar)) + "b"
      let escaped = Output.escapingControls(text)
      let isControl =
        scalar.properties.generalCategory == .control && value != 0x0A && value != 0x09
      #expect((escaped != text) == isControl, "U+\(String(value, radix: 16))")
    }
    #expect(Output.escapingControls("\u{9F}") == "\\x9F")
    #expect(Output.escapingControls("\u{A0}·é") == "\u{A0}·é")
    #expect(Output.escapingControls("line\n\tnext") == "line\n\tnext")
  }

  @Test func columnsCountWideCharactersTwiceAndMarksNever() {
    #expect(DisplayWidth.of("Fajr") == 4)
    #expect(DisplayWidth.of("Física · revision") == 17)
    #expect(DisplayWidth.of("e\u{301}") == 1, "a combining accent takes no column")
    #expect(DisplayWidth.of("大扫除") == 6)
    #expect(DisplayWidth.of("🧪") == 2)
    #expect(DisplayWidth.pad("é", to: 4) == "é   ")
  }
}
