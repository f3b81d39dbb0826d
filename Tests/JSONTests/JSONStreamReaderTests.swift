import Foundation
import JamaalJSON
import Testing

/// What `import` reads a document of any size with: the containers walked a member at a time,
/// each value parsed whole, the same syntax and errors as a whole-document parse, wherever the
/// source's reads happen to end.
@Suite struct JSONStreamReaderTests {
  /// A source that hands out at most a few bytes per read (1, 2, … 7, again), so every
  /// boundary falls inside keys, strings, escapes and numbers somewhere.
  struct TrickleSource: JSONByteSource {
    var inner: JSONMemorySource
    var step = 0

    init(_ text: String) { inner = JSONMemorySource(Array(text.utf8)) }

    mutating func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
      step = step % 7 + 1
      return inner.read(into: UnsafeMutableRawBufferPointer(rebasing: buffer[..<step]))
    }

    mutating func seek(to offset: Int) { inner.seek(to: offset) }
  }

  static let document = #"""
    { "name" : "caf\u00e9 \"x\" \\",
      "rows" : [ {"a": [1, 2.5e3, -0, true, false, null]}, "s\u0000", 12, {} , [] ],
      "empty": {}, "n": -12.5E-2 }
    """#

  /// Every top-level member as (key, its JSON text as `JSONValue` writes it) through the stream.
  static func members(of text: String, maximumValueBytes: Int = 1 << 20) throws -> [String] {
    var reader = JSONStreamReader(TrickleSource(text), maximumValueBytes: maximumValueBytes)
    var out: [String] = []
    try reader.beginObject()
    while let key = try reader.nextKey() {
      if key == "rows" {
        try reader.beginArray()
        while try reader.nextElement() {
          out.append("rows[]=" + String(decoding: try reader.value().root.jsonText, as: UTF8.self))
        }
      } else {
        out.append(key + "=" + String(decoding: try reader.value().root.jsonText, as: UTF8.self))
      }
    }
    try reader.end()
    return out
  }

  @Test func membersReadInPiecesAreTheWholeParsesValues() throws {
    let whole = try JSONDocument(parsing: Array(Self.document.utf8)).root
    var expected: [String] = []
    for (key, value) in try #require(whole.members) {
      if key == "rows" {
        for item in try #require(value.items) {
          expected.append("rows[]=" + String(decoding: item.jsonText, as: UTF8.self))
        }
      } else {
        expected.append(key + "=" + String(decoding: value.jsonText, as: UTF8.self))
      }
    }
    #expect(try Self.members(of: Self.document) == expected)
    #expect(expected.count == 8)
  }

  @Test func aSyntaxErrorIsNamedAtTheSameByteAsAWholeParseNamesIt() throws {
    let broken = [
      #"{"a":1,}"#, #"{"a" 1}"#, #"{"a":1 "b":2}"#, #"{"rows":[1,]}"#, #"{"rows":[1 2]}"#,
      #"{"a":"unterminated}"#, #"{"a":tru}"#, #"{"a":nul"#, #"{"a":1} x"#, "{\"a\":\"\u{1}\"}",
      #"{"a":[1,{"b":}]}"#,
    ]
    for text in broken {
      let whole = try #require(throws: JSONSyntaxError.self) {
        _ = try JSONDocument(parsing: Array(text.utf8))
      }
      let streamed = try #require(throws: JSONSyntaxError.self) { _ = try Self.members(of: text) }
      #expect(streamed == whole, "\(text)")
    }
  }

  /// A source that hands out everything it can in one read.
  struct WholeSource: JSONByteSource {
    var inner: JSONMemorySource
    init(_ text: [UInt8]) { inner = JSONMemorySource(text) }
    mutating func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
      inner.read(into: buffer)
    }
    mutating func seek(to offset: Int) { inner.seek(to: offset) }
  }

  /// What a walk of `text` gives through `source`: its members' texts, or the error.
  static func outcome<Source: JSONByteSource>(_ source: Source) -> String {
    var reader = JSONStreamReader(source, maximumValueBytes: 1 << 20)
    do {
      var out: [String] = []
      try reader.beginObject()
      while let key = try reader.nextKey() {
        out.append(key + "=" + String(decoding: try reader.value().root.jsonText, as: UTF8.self))
      }
      try reader.end()
      return out.joined(separator: "\n")
    } catch {
      return "error: \(error)"
    }
  }

  @Test func whereTheReadsEndNeverChangesWhatADamagedDocumentGives() {
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
    let original = Array(Self.document.utf8)
    let bytes: [UInt8] = Array(#"{}[],:"\ 0aeE-+.tfnul"#.utf8) + [0x00, 0x0A, 0xC3, 0xFF]
    for _ in 0..<20_000 {
      var text = original
      for _ in 0..<(1 + next(3)) {
        let place = next(text.count)
        switch next(3) {
        case 0: text[place] = bytes[next(bytes.count)]
        case 1: text.remove(at: place)
        default: text.insert(bytes[next(bytes.count)], at: place)
        }
      }
      let trickled = Self.outcome(TrickleSource(String(decoding: text, as: UTF8.self)))
      let whole = Self.outcome(WholeSource(Array(String(decoding: text, as: UTF8.self).utf8)))
      #expect(trickled == whole, "\(String(decoding: text, as: UTF8.self))")
    }
  }

  @Test func aValueOverTheBoundIsRefusedWhereItStartsAndSkippingReadsAnySize() throws {
    let long = "{\"small\":1,\"big\":\"" + String(repeating: "x", count: 5000) + "\",\"after\":2}"
    let error = try #require(throws: JSONStreamReader<TrickleSource>.ValueTooLarge.self) {
      _ = try Self.members(of: long, maximumValueBytes: 1000)
    }
    #expect(error.offset == 17)
    // A value over the bound is refused even when the window holds all of it.
    let whole = JSONMemorySource(Array(long.utf8))
    var inMemory = JSONStreamReader(whole, maximumValueBytes: 1000)
    try inMemory.beginObject()
    #expect(try inMemory.nextKey() == "small")
    #expect(try inMemory.value().root.int == 1)
    #expect(try inMemory.nextKey() == "big")
    let refused = try #require(throws: JSONStreamReader<JSONMemorySource>.ValueTooLarge.self) {
      _ = try inMemory.value()
    }
    #expect(refused.offset == 17)
    var reader = JSONStreamReader(TrickleSource(long), maximumValueBytes: 1000)
    try reader.beginObject()
    #expect(try reader.nextKey() == "small")
    try reader.skipValue()
    #expect(try reader.nextKey() == "big")
    try reader.skipValue()
    #expect(try reader.nextKey() == "after")
    #expect(try reader.value().root.int == 2)
    #expect(try reader.nextKey() == nil)
    try reader.end()
  }

  @Test func aSeekReadsAValueAgainAndLinesAreCountedFromTheStart() throws {
    let text = "{\n  \"a\" : [1,\n 2],\n  \"b\" : 3\n}"
    var reader = JSONStreamReader(TrickleSource(text), maximumValueBytes: 100)
    try reader.beginObject()
    #expect(try reader.nextKey() == "a")
    let (offset, containers) = (reader.offset, reader.containers)
    try reader.skipValue()
    #expect(try reader.nextKey() == "b")
    let place = try reader.lineAndColumn(of: reader.offset + 1)  // the 3
    #expect(place.line == 4 && place.column == 9)
    try reader.seek(to: offset, containers: containers)
    #expect(try reader.value().root.items?.count == 2)
    #expect(try reader.nextKey() == "b")
  }
}
