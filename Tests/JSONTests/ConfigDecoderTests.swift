import Foundation
import JamaalJSON
import JamaalModel
import Testing

@Suite struct ConfigDecoderTests {
  @Test(arguments: [
    #"{}"#, #"[]"#, #"0"#, #"-0"#, #"1"#, #"-1"#, #"true"#, #"false"#, #"null"#, #""""#,
    #"  {"a" : [1, 2.5, -3e2, true, false, null, "x", {}, []]}  "#,
    "\n\t{\r\n\"a\":{\"b\":{\"c\":[[[]]]}}}\n",
    #"{"version": 1, "slots": [{"id": "a", "start": "08:00", "windowMinutes": 30}]}"#,
    #"[1.0, 1e2, 1E+2, 1e-2, 0.5, -0.0, 123456789012345678901234567890]"#,
    #"[9223372036854775807, -9223372036854775808, 18446744073709551615]"#,
    #"{"a": 1, "a": 2}"#,
    #"["\u00e9\ud83d\ude00", "\n\t\r\b\f\"\\\/", "é😀 ünïcödé", "\u0000"]"#,
    #"{"\u0061": "escaped key", "ü": "non-ASCII key"}"#,
  ])
  func validDocumentsReadAsJSONDecoderReadsThem(_ text: String) throws {
    let ours = try ConfigDecoder().decode(JSONValue.self, from: Data(text.utf8))
    #expect(ours == BothDecoders.foundation(JSONValue.self, text))
  }

  @Test func escapesAndUnicodeBecomeTheirCharacters() throws {
    let text = #"["\u00e9\ud83d\ude00", "a\nb\t\"c\"\\\/", "é😀", "\u0041\u00DF"]"#
    let strings = try ConfigDecoder().decode([String].self, from: Data(text.utf8))
    #expect(strings == ["é😀", "a\nb\t\"c\"\\/", "é😀", "Aß"])
  }

  @Test func keysMatchWhateverTheirSpelling() throws {
    struct Keys: Decodable, Equatable {
      let plain: Int
      let accented: Int
      enum CodingKeys: String, CodingKey {
        case plain = "a"
        case accented = "\u{E9}"
      }
    }
    let text = #"{"\u0061": 1, "e\u0301": 2}"#
    let keys = try ConfigDecoder().decode(Keys.self, from: Data(text.utf8))
    #expect(keys == Keys(plain: 1, accented: 2))
    #expect(keys == (try JSONDecoder().decode(Keys.self, from: Data(text.utf8))))
  }

  @Test func aRepeatedKeyReadsItsFirstValue() throws {
    struct Version: Decodable { let version: Int }
    let text = #"{"version": 1, "version": 2}"#
    #expect(try ConfigDecoder().decode(Version.self, from: Data(text.utf8)).version == 1)
    #expect(try JSONDocument(parsing: Data(text.utf8)).root["version"]?.int == 1)
  }

  @Test(arguments: [
    ("1", 1), ("-0", 0), ("1.0", 1), ("1e2", 100), ("1E+2", 100), ("1.5e1", 15), ("-0.0", 0),
    ("100000000000000000000e-2", 1_000_000_000_000_000_000),
    ("9223372036854775807", Int.max), ("-9223372036854775808", Int.min),
  ])
  func wholeNumbersReadAsIntegers(_ text: String, _ value: Int) throws {
    #expect(try ConfigDecoder().decode(Int.self, from: Data(text.utf8)) == value)
    #expect(BothDecoders.foundation(Int.self, text) == value)
  }

  @Test(arguments: ["1.5", "1e-1", "9223372036854775808", "-9223372036854775809", "1e19", "1e400"])
  func otherNumbersAreNotIntegers(_ text: String) {
    #expect(
      BothDecoders.summary(BothDecoders.error(Int.self, text))
        == "dataCorrupted config: Parsed JSON number <\(text)> does not fit in Int.")
    #expect(BothDecoders.foundation(Int.self, text) == nil)
  }

  @Test func integersOfEveryWidthCheckTheirRange() throws {
    #expect(BothDecoders.ours(Int8.self, "-128") == -128)
    #expect(BothDecoders.ours(Int8.self, "128") == nil)
    #expect(BothDecoders.ours(UInt8.self, "255") == 255)
    #expect(BothDecoders.ours(UInt.self, "-1") == nil)
    #expect(BothDecoders.ours(UInt64.self, "18446744073709551615") == UInt64.max)
    #expect(BothDecoders.ours(UInt64.self, "1e19") == 10_000_000_000_000_000_000)
    #expect(BothDecoders.ours(Int32.self, "2147483648") == nil)
    #expect(BothDecoders.ours(UInt16.self, "-0") == 0)
  }

  @Test func floatingPointNumbersMustBeFinite() throws {
    #expect(BothDecoders.ours(Double.self, "1") == 1)
    #expect(BothDecoders.ours(Double.self, "-2.5e-3") == -0.0025)
    #expect(BothDecoders.ours(Double.self, "51.5074") == 51.5074)
    #expect(BothDecoders.ours(Double.self, "-0.0")?.sign == .minus)
    #expect(BothDecoders.ours(Double.self, "0e500") == 0)
    #expect(BothDecoders.ours(Double.self, "1e400") == nil)
    #expect(BothDecoders.ours(Double.self, "1e-400") == nil)
    #expect(BothDecoders.ours(Float.self, "1e300") == nil)
    #expect(BothDecoders.ours(Float.self, "3.4028235e38") == Float.greatestFiniteMagnitude)
    #expect(BothDecoders.foundation(Double.self, "1e-400") == nil)
  }

  @Test func boolsAreOnlyTrueAndFalse() {
    #expect(BothDecoders.ours(Bool.self, "true") == true)
    #expect(
      BothDecoders.summary(BothDecoders.error(Bool.self, "1"))
        == "typeMismatch config: Expected to decode Bool but found number instead.")
    #expect(
      BothDecoders.summary(BothDecoders.error(Bool.self, #""true""#))
        == "typeMismatch config: Expected to decode Bool but found a string instead.")
  }

  @Test func optionalsReadNullAsNil() throws {
    struct Optionals: Decodable { let a: Int?, b: String?, c: [Int?] }
    let value = try ConfigDecoder().decode(
      Optionals.self, from: Data(#"{"b": null, "c": [1, null]}"#.utf8))
    #expect(value.a == nil && value.b == nil && value.c == [1, nil])
  }

  @Test func nestingUpTo256Deep() {
    let deepest = String(repeating: "[", count: 256) + String(repeating: "]", count: 256)
    #expect(BothDecoders.ours(JSONValue.self, deepest) != nil)
    let tooDeep = String(repeating: "[", count: 257) + String(repeating: "]", count: 257)
    #expect(
      BothDecoders.summary(BothDecoders.error(JSONValue.self, tooDeep))
        == "dataCorrupted config: The given data was not valid JSON: arrays and objects nested"
        + " deeper than 256 at byte 256.")
    let objects =
      String(repeating: #"{"a":"#, count: 300) + "1" + String(repeating: "}", count: 300)
    #expect(BothDecoders.ours(JSONValue.self, objects) == nil)
  }
}
