import Foundation
import JamaalJSON
import JamaalModel
import Testing

@Suite struct ConfigDecoderErrorTests {
  /// Text that is not RFC 8259 JSON, and where and why it is refused.
  @Test(arguments: [
    ("", "unexpected end of data, expected a value at byte 0"),
    ("   ", "unexpected end of data, expected a value at byte 3"),
    (#"{"a": 1} x"#, "unexpected 'x' after the value at byte 9"),
    (#"{"a": 1,}"#, "unexpected '}', expected a key in double quotes at byte 8"),
    ("[1, 2,]", "unexpected ']', expected a value at byte 6"),
    ("[1 2]", "unexpected '2', expected ',' or ']' in an array at byte 3"),
    (#"{"a" 1}"#, "unexpected '1', expected ':' after a key at byte 5"),
    (#"{a: 1}"#, "unexpected 'a', expected a key in double quotes at byte 1"),
    ("[01]", "a number cannot have a leading zero at byte 2"),
    ("[-]", "unexpected ']' in a number at byte 2"),
    ("[1.]", "unexpected ']' after '.' in a number at byte 3"),
    ("[.5]", "unexpected '.', expected a value at byte 1"),
    ("[+1]", "unexpected '+', expected a value at byte 1"),
    ("[1e]", "unexpected ']' in an exponent at byte 3"),
    ("[NaN]", "unexpected 'N', expected a value at byte 1"),
    ("[-Infinity]", "unexpected 'I' in a number at byte 2"),
    ("[tru]", "unexpected ']' in 'true' at byte 4"),
    ("nul", "unexpected 'n', expected a value at byte 0"),
    (#"["abc"#, "unterminated string at byte 1"),
    ("[\"a\tb\"]", "unescaped control character byte 0x09 in a string at byte 3"),
    (#"["\x"]"#, "invalid escape 'x' at byte 3"),
    (#"["\u12"]"#, #"unexpected '"' in a \u escape, expected a hex digit at byte 6"#),
    (#"["\ud800"]"#, #"high surrogate not followed by \u escape at byte 2"#),
    (#"["\ud800\u0041"]"#, "high surrogate not followed by a low one at byte 2"),
    (#"["\udc00"]"#, #"lone low surrogate in \u escape at byte 2"#),
    ("\u{FEFF}[]", "unexpected byte 0xEF, expected a value at byte 0"),
  ])
  func invalidJSONIsRefusedAtItsByte(_ text: String, _ reason: String) {
    #expect(
      BothDecoders.summary(BothDecoders.error(JSONValue.self, text))
        == "dataCorrupted config: The given data was not valid JSON: \(reason).")
  }

  @Test func invalidUTF8IsRefused() throws {
    for bytes: [UInt8] in [
      [0x22, 0xFF, 0x22], [0x22, 0xC3, 0x22], [0x22, 0xC0, 0xAF, 0x22],
      [0x22, 0xED, 0xA0, 0x80, 0x22],
      [0x22, 0xF4, 0x90, 0x80, 0x80, 0x22], [0x22, 0xE2, 0x82, 0x22],
    ] {
      #expect(throws: DecodingError.self) {
        try ConfigDecoder().decode(String.self, from: Data(bytes))
      }
    }
    #expect(
      try ConfigDecoder().decode(String.self, from: Data([0x22, 0xE2, 0x82, 0xAC, 0x22])) == "€")
  }

  private struct Slot: Decodable {
    let id: String
    let start: String
    let windowMinutes: Int
  }

  private struct Config: Decodable {
    let version: Int
    let slots: [Slot]
    let tags: [String: Int]?
  }

  /// Errors in nested values name the field by its full path, as `JSONDecoder`'s do.
  @Test(arguments: [
    (#"{"slots": []}"#, "keyNotFound version"),
    (
      #"{"version": "1", "slots": []}"#,
      "typeMismatch version: Expected to decode Int but found a string instead."
    ),
    (
      #"{"version": 1, "slots": [{"id": "a", "start": "07:00", "windowMinutes": 5}, {"id": "b", "start": 7, "windowMinutes": 5}]}"#,
      "typeMismatch slots[1].start: Expected to decode String but found number instead."
    ),
    (
      #"{"version": 1, "slots": [{"id": "a", "start": "07:00"}]}"#,
      "keyNotFound slots[0].windowMinutes"
    ),
    (
      #"{"version": 1, "slots": [{"id": "a", "start": "07:00", "windowMinutes": 1.5}]}"#,
      "dataCorrupted slots[0].windowMinutes: Parsed JSON number <1.5> does not fit in Int."
    ),
    (
      #"{"version": 1, "slots": [{"id": null, "start": "07:00", "windowMinutes": 5}]}"#,
      "valueNotFound slots[0].id: Cannot get value of type String -- found null value instead"
    ),
    (
      #"{"version": 1, "slots": {}}"#,
      "typeMismatch slots: Expected to decode Array<Any> but found a dictionary instead."
    ),
    (
      #"{"version": 1, "slots": [3]}"#,
      "typeMismatch slots[0]: Expected to decode Dictionary<String, Any> but found number instead."
    ),
    (
      #"{"version": 1, "slots": null}"#,
      "valueNotFound slots: Cannot get unkeyed decoding container -- found null value instead"
    ),
    (
      #"{"version": 1, "slots": [], "tags": {"a": 1, "b": true}}"#,
      "typeMismatch tags.b: Expected to decode Int but found bool instead."
    ),
    (
      #"[1]"#,
      "typeMismatch config: Expected to decode Dictionary<String, Any> but found an array instead."
    ),
  ])
  func errorsNameTheirPath(_ text: String, _ expected: String) {
    let ours = BothDecoders.error(Config.self, text)
    #expect(BothDecoders.summary(ours) == expected)
    // JSONDecoder agrees on the kind of error and its path.
    let theirs: DecodingError?
    do {
      _ = try JSONDecoder().decode(Config.self, from: Data(text.utf8))
      theirs = nil
    } catch {
      theirs = error as? DecodingError
    }
    #expect(kindAndPath(ours) == kindAndPath(theirs) || expected.hasPrefix("dataCorrupted"))
  }

  /// The case and path of an error, without its words.
  private func kindAndPath(_ error: DecodingError?) -> String {
    BothDecoders.summary(error).prefix { $0 != ":" }.description
  }

  @Test func fieldErrorsReadAsTheConfigFormsShowThem() {
    let text = #"{"version": 1, "slots": [{"id": "a", "start": "07:00", "windowMinutes": "5"}]}"#
    let error = FieldError.from(
      BothDecoders.error(Config.self, text)
        ?? DecodingError.valueNotFound(
          Int.self, .init(codingPath: [], debugDescription: "")))
    #expect(
      error.description
        == "slots[0].windowMinutes: has the wrong type (Expected to decode Int but found a string instead.)"
    )
  }
}
