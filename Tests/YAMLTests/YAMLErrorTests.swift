import Foundation
import JamaalModel
import JamaalYAML
import Testing

@Suite struct YAMLErrorTests {}

// Malformed documents: each error's line and column are asserted exactly.
extension YAMLErrorTests {
  @Test func badIndentation() {
    expectYAMLError(
      Count.self, "count: 1\n  other: 2\n", line: 2, column: 8,
      message: "mapping values are not allowed in this context")
  }

  @Test func unclosedFlowSequence() {
    expectYAMLError(
      [String: [Int]].self, "a: [1, 2\nb: [3]\n", line: 2, column: 2,
      message:
        "did not find expected ',' or ']' (while parsing a flow sequence at line 1, column 4)")
  }

  @Test func unclosedFlowMapping() {
    expectYAMLError(
      Count.self, "{count: 1\n", line: 2, column: 1,
      message: "did not find expected ',' or '}' (while parsing a flow mapping at line 1, column 1)"
    )
  }

  @Test func unclosedQuote() {
    expectYAMLError(
      Text.self, "text: 'abc\nnext: 1\n", line: 3, column: 1,
      message: "found unexpected end of stream (while scanning a quoted scalar at line 1, column 7)"
    )
  }

  @Test func unknownEscapeInDoubleQuotes() {
    expectYAMLError(
      Text.self, "text: \"a\\qb\"\n", line: 1, column: 9,
      message:
        "found unknown escape character (while parsing a quoted scalar at line 1, column 7)")
  }

  @Test func tabIndentation() {
    expectYAMLError(
      [String: Count].self, "a:\n\tcount: 1\n", line: 2, column: 1,
      message: "found character that cannot start any token (while scanning for the next token);"
        + " tabs cannot indent YAML, use spaces")
  }

  @Test func duplicateKeyNamesTheSecondOne() {
    expectYAMLError(
      Slot.self, "start: '07:00'\nwindowMinutes: 5\n  # note\nstart: '08:00'\n", line: 4,
      column: 1, message: "duplicate key 'start' (first given at line 1)")
    expectYAMLError(
      [String: Int].self, "{a: 1, b: 2, a: 3}", line: 1, column: 14,
      message: "duplicate key 'a' (first given at line 1)")
  }

  @Test func unknownAlias() {
    expectYAMLError(
      Count.self, "base: &b 1\ncount: *missing\n", line: 2, column: 8,
      message: "unknown alias '*missing'")
  }

  @Test func aliasInsideItsOwnAnchor() {
    expectYAMLError(
      [String: [String]].self, "a: &loop [x, *loop]\n", line: 1, column: 14,
      message: "alias '*loop' refers to a node that contains it")
  }

  @Test func twoDocuments() {
    expectYAMLError(
      Count.self, "---\ncount: 1\n---\ncount: 2\n", line: 3, column: 1,
      message: "expected one document in the stream, found a second one")
  }

  @Test func nestingTooDeep() {
    let text = String(repeating: "[", count: 300) + String(repeating: "]", count: 300)
    expectYAMLError(
      [String].self, text, line: 1, column: 257,
      message: "sequences and mappings are nested more than 256 levels deep")
  }

  @Test func aliasBombIsCapped() {
    var lines = ["a: &a [x, x, x, x, x, x, x, x, x, x]"]
    for level in 1...8 {
      let previous = Character(UnicodeScalar(UInt8(ascii: "a") + UInt8(level - 1)))
      let name = Character(UnicodeScalar(UInt8(ascii: "a") + UInt8(level)))
      let items = Array(repeating: "*\(previous)", count: 10).joined(separator: ", ")
      lines.append("\(name): &\(name) [\(items)]")
    }
    // Level e holds 10^5 copies of x: the cap is reached within its sequence.
    let error = #expect(throws: YAMLError.self) {
      try YAMLDecoder().parseNode(lines.joined(separator: "\n"))
    }
    #expect(error?.line == 5)
    #expect(error?.message == "the document has more than 100000 nodes once aliases are expanded")
  }

  @Test func mappingKeyMustBeAScalar() {
    expectYAMLError(
      [String: Int].self, "? [a, b]\n: 1\n", line: 1, column: 3,
      message: "a mapping key must be a scalar, not a collection")
  }
}

// Decoding errors: type mismatches and missing keys point at the node and name the key path.
extension YAMLErrorTests {
  @Test func typeMismatchNamesTheKeyPath() {
    expectYAMLError(
      Count.self, "# counts\ncount: abc\n", line: 2, column: 8,
      message: "expected an integer, found 'abc'", keyPath: "count")
  }

  @Test func nestedArrayElementNamesItsIndex() {
    let text = """
      name: School run
      kind: scheduled
      slots:
        - start: '07:30'
          windowMinutes: 20
        - start: '15:10'
          windowMinutes: twenty
      """
    expectYAMLError(
      Preset.self, text, line: 7, column: 20, message: "expected an integer, found 'twenty'",
      keyPath: "slots[1].windowMinutes")
  }

  @Test func missingKeyPointsAtTheMapping() {
    let text = "name: x\nkind: prayer\nslots:\n  - start: '05:00'\n"
    expectYAMLError(
      Preset.self, text, line: 4, column: 5, message: "missing key 'windowMinutes'",
      keyPath: "slots[0]")
    expectYAMLError(
      Preset.self, "kind: prayer\nslots: []\n", line: 1, column: 1, message: "missing key 'name'")
  }

  @Test func errorDescriptionReadsLikeACompilerDiagnostic() throws {
    let text = "name: x\nkind: prayer\nslots:\n  - start: '05:00'\n    windowMinutes: 1.5\n"
    let error = try #require(
      #expect(throws: YAMLError.self) {
        try YAMLDecoder().decode(Preset.self, from: text, file: "Presets/fajr.yaml")
      })
    #expect(
      error.description == """
        Presets/fajr.yaml:5:20: error: expected an integer, found '1.5' (at slots[0].windowMinutes)
            windowMinutes: 1.5
                           ^
        """)
  }

  @Test func yesIsNotABoolean() {
    expectYAMLError(
      Flag.self, "enabled: yes\n", line: 1, column: 10,
      message: "expected true or false, found 'yes'", keyPath: "enabled")
    expectYAMLError(
      Flag.self, "enabled: on\n", line: 1, column: 10,
      message: "expected true or false, found 'on'", keyPath: "enabled")
  }

  @Test func aQuotedScalarIsAlwaysAString() {
    expectYAMLError(
      Flag.self, "enabled: \"true\"\n", line: 1, column: 10,
      message: "expected true or false, found the quoted string 'true'", keyPath: "enabled")
    expectYAMLError(
      Count.self, "count: '5'\n", line: 1, column: 8,
      message: "expected an integer, found the quoted string '5'", keyPath: "count")
  }

  @Test func noSexagesimalIntegers() {
    expectYAMLError(
      Count.self, "count: 10:00\n", line: 1, column: 8,
      message: "expected an integer, found '10:00'", keyPath: "count")
  }

  @Test func outOfRangeIntegers() {
    expectYAMLError(
      [UInt8].self, "[1, 256]", line: 1, column: 5,
      message: "expected an integer from 0 to 255, found '256'", keyPath: "[1]")
  }

  @Test func nullWhereAValueIsRequired() {
    expectYAMLError(
      Text.self, "text: ~\n", line: 1, column: 7, message: "expected a string, found null",
      keyPath: "text")
  }

  @Test func collectionWhereAScalarIsRequired() {
    expectYAMLError(
      Text.self, "text:\n  - a\n", line: 2, column: 3,
      message: "expected a string, found a sequence",
      keyPath: "text")
    expectYAMLError(
      [Count].self, "count: 1\n", line: 1, column: 1,
      message: "expected a sequence, found a mapping")
  }

  @Test func emptyDocumentForAKeyedType() throws {
    expectYAMLError(
      Count.self, "# nothing here\n", line: 1, column: 1,
      message: "the document is empty; expected a mapping")
    expectYAMLError(
      Count.self, "", line: 1, column: 1, message: "the document is empty; expected a mapping")
    #expect(try YAMLDecoder().decode(Count?.self, from: "") == nil)
  }

  @Test func dataCorruptedInAContainerPointsAtItsNode() {
    struct Window: Decodable {
      var start: WallClockTime
    }
    expectYAMLError(
      [Window].self, "- start: '07:00'\n- start: '7am'\n", line: 2, column: 10,
      message: "'7am' is not a time (HH:MM, 24-hour)", keyPath: "[1].start")
  }

  @Test func dataCorruptedForAKeyPointsAtThatKeysValue() {
    let text = "start: 2026-03-10\nend: 2026-03-01\n"
    expectYAMLError(
      ExceptionRange.self, text, line: 2, column: 6,
      message: "exception end 2026-03-01 is before its start 2026-03-10", keyPath: "end")
  }

  @Test func errorsThrownByInitFromGetThePosition() {
    struct Odd: Error, CustomStringConvertible {
      var description: String { "the count must be even" }
    }
    struct Even: Decodable {
      init(from decoder: any Decoder) throws {
        guard try decoder.singleValueContainer().decode(Int.self) % 2 == 0 else { throw Odd() }
      }
    }
    struct Holder: Decodable {
      var values: [String: Even]
    }
    expectYAMLError(
      Holder.self, "values:\n  a: 2\n  b: 3\n", line: 3, column: 6,
      message: "the count must be even", keyPath: "values.b")
  }

  @Test func invalidUTF8IsAnError() {
    let data = Data([0x61, 0x3A, 0x20, 0xFF, 0x0A])
    let error = #expect(throws: YAMLError.self) {
      try YAMLDecoder().decode([String: String].self, from: data)
    }
    #expect(error?.line == 1 && error?.column == 4)
    #expect(error?.message == "invalid leading UTF-8 octet (#xFF)")
  }
}

// Positions count characters as libyaml does, and the snippet shows the line as written.
extension YAMLErrorTests {
  @Test func columnsCountCharactersNotBytes() throws {
    let error = try #require(
      #expect(throws: YAMLError.self) {
        try YAMLDecoder().decode(Count.self, from: "{é: 1, count: abc}", file: "f.yaml")
      })
    #expect(
      error.description == """
        f.yaml:1:15: error: expected an integer, found 'abc' (at count)
        {é: 1, count: abc}
                      ^
        """)
  }

  @Test func byteOrderMarkAndCRLFStayOutOfTheSnippet() throws {
    let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("a: 1\r\ncount: abc\r\n".utf8)
    let error = try #require(
      #expect(throws: YAMLError.self) {
        try YAMLDecoder().decode([String: Int].self, from: Data(bytes), file: "f.yaml")
      })
    #expect(
      error.description == """
        f.yaml:2:8: error: expected an integer, found 'abc' (at count)
        count: abc
               ^
        """)
  }

  @Test func theCaretKeepsTabsOfTheSourceLine() throws {
    let error = try #require(
      #expect(throws: YAMLError.self) {
        try YAMLDecoder().decode(Count.self, from: "{a: 1,\tcount: x}\n", file: "f.yaml")
      })
    #expect(error.line == 1 && error.column == 15)
    #expect(error.description.hasSuffix("\n{a: 1,\tcount: x}\n      \t       ^"))
  }
}

extension YAMLErrorTests {
  @Test func readerErrorsAfterAByteOrderMark() {
    let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("ab: ".utf8) + [0x01]
    let error = #expect(throws: YAMLError.self) {
      try YAMLDecoder().decode([String: String].self, from: Data(bytes))
    }
    #expect(error?.line == 1 && error?.column == 5)
    #expect(error?.message == "control characters are not allowed (#x01)")
  }
}
