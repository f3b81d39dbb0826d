import Foundation
import JamaalJSON
import JamaalTestSupport
import Testing

/// `JSONValue.jsonData()` writes what `JSONSerialization` wrote for config patches before, byte
/// for byte, so a re-saved config does not change where nothing was edited.
@Suite struct JSONValueWritingTests {
  /// Keys whose orders differ between byte order and `JSONSerialization`'s.
  private static let keys = [
    "a", "a9", "a10", "B", "days", "dayStart", "e", "é", "f", "Z", "_x", "a-b", "A1", "startDate",
    "start", "version", "ü", "",
  ]

  /// Strings with everything an escape applies to.
  private static let strings = [
    "", "plain", "a/b", "quote \" and \\ backslash", "\n\r\t\u{8}\u{C}", "\u{0}\u{1F}\u{7F}",
    "é😀 ünïcödé", "\u{2028}", "08:15", "2026-11-30",
  ]

  /// A random value, `depth` levels deep at most.
  private static func value(depth: Int, _ random: inout SplitMix64) -> JSONValue {
    switch random.next() % (depth > 0 ? 8 : 6) {
    case 0: return .null
    case 1: return .bool(random.next() % 2 == 0)
    case 2: return .integer(Int(truncatingIfNeeded: random.next()) >> Int(random.next() % 64))
    case 3:
      let number = Double(bitPattern: random.next())
      return .number(number.isFinite ? number : Double(Int(random.next() % 2000)) / 8)
    case 4: return .number(Double(Int(random.next() % 100_000)) / 100)
    case 5: return .string(strings[Int(random.next() % UInt64(strings.count))])
    case 6:
      return .array((0..<random.next() % 4).map { _ in value(depth: depth - 1, &random) })
    default:
      var members: [String: JSONValue] = [:]
      for _ in 0..<random.next() % 6 {
        members[keys[Int(random.next() % UInt64(keys.count))]] = value(depth: depth - 1, &random)
      }
      return .object(members)
    }
  }

  /// The value as `JSONSerialization` takes it.
  private static func foundation(_ value: JSONValue) -> Any {
    switch value {
    case .null: NSNull()
    case .bool(let flag): flag
    case .integer(let number): number
    case .number(let number): number
    case .string(let text): text
    case .array(let items): items.map(foundation)
    case .object(let members): members.mapValues(foundation)
    }
  }

  @Test func writesWhatJSONSerializationWrote() throws {
    var random = SplitMix64(seed: 0x5_0A7ED)
    for _ in 0..<1000 {
      let value = JSONValue.array([Self.value(depth: 3, &random)])
      let theirs = try JSONSerialization.data(
        withJSONObject: Self.foundation(value), options: [.sortedKeys, .withoutEscapingSlashes])
      #expect(
        value.jsonData() == theirs,
        "\(String(decoding: value.jsonData(), as: UTF8.self)) vs \(String(decoding: theirs, as: UTF8.self))"
      )
    }
  }

  @Test func writingAndParsingAgainChangesNothing() throws {
    var random = SplitMix64(seed: 0x1D_E4)
    for _ in 0..<500 {
      let written = Self.value(depth: 4, &random).jsonData()
      #expect(try JSONValue(parsing: written).jsonData() == written)
    }
  }

  @Test func parsingReadsAsTheDecoderReads() throws {
    let text = #"{"a": 1, "a": 2, "b": [1.0, 2.5, -0, 1e2, "x\/y", null, {}], "c": {"d": true}}"#
    let parsed = try JSONValue(parsing: Data(text.utf8))
    #expect(parsed == (try ConfigDecoder().decode(JSONValue.self, from: Data(text.utf8))))
    #expect(parsed.object?["a"]?.int == 1)
    #expect(
      String(decoding: parsed.jsonData(), as: UTF8.self)
        == #"{"a":1,"b":[1,2.5,0,100,"x/y",null,{}],"c":{"d":true}}"#)
  }

  @Test func literalsAndAccessorsReadAsTheirCases() {
    let value: JSONValue = ["id": "main", "n": 2, "ratio": 0.5, "on": true, "list": [1, "a"]]
    #expect(value.object?["id"]?.string == "main")
    #expect(value.object?["n"]?.int == 2 && value.object?["n"]?.double == 2)
    #expect(value.object?["ratio"]?.double == 0.5 && value.object?["ratio"]?.int == nil)
    #expect(value.object?["on"]?.bool == true)
    #expect(value.object?["list"]?.array == [.integer(1), .string("a")])
    #expect(value.object?["list"]?.objects == nil)
    #expect(JSONValue.array([["a": 1]]).objects == [["a": 1]])
  }

  @Test func aNumberTooLargeForADoubleIsRefused() {
    #expect(throws: JSONSyntaxError.self) { try JSONValue(parsing: Data("[1e400]".utf8)) }
  }
}
