import Foundation
import JamaalJSON
import Testing

/// A type with a direct reader for `"<n>"` only, counting how it was read.
private struct Tally: JSONDirectDecodable, Equatable {
  let value: Int
  let direct: Bool

  init?(json value: ConfigValue) {
    guard
      let number = value.withASCIIString({ text -> Int? in
        text.count == 3 && text[0] == UInt8(ascii: "<") ? Int(text[1] &- 48) : nil
      })
    else { return nil }
    self.value = number
    self.direct = true
  }

  init(from decoder: any Decoder) throws {
    let text = try decoder.singleValueContainer().decode(String.self)
    guard let number = Int(text.filter(\.isNumber)) else {
      throw DecodingError.dataCorrupted(
        .init(codingPath: decoder.codingPath, debugDescription: "not a tally"))
    }
    self.value = number
    self.direct = false
  }
}

@Suite struct JSONDirectDecodableTests {
  @Test func theDirectReaderIsAskedFirstAtEveryDepth() throws {
    struct Holder: Decodable {
      let one: Tally
      let many: [Tally]
      let maybe: Tally?
    }
    let text = #"{"one": "<1>", "many": ["<2>", "<3>"], "maybe": "<4>"}"#
    let holder = try ConfigDecoder().decode(Holder.self, from: Data(text.utf8))
    #expect(holder.one.direct && holder.many.allSatisfy(\.direct) && holder.maybe?.direct == true)
    #expect(try ConfigDecoder().decode(Tally.self, from: Data(#""<7>""#.utf8)).direct)
  }

  @Test func anythingElseIsLeftToDecodable() throws {
    let text = #"["<2>", "(3)", "<\u0034>"]"#
    let tallies = try ConfigDecoder().decode([Tally].self, from: Data(text.utf8))
    #expect(tallies.map(\.value) == [2, 3, 4])
    // The list is not read directly as a whole; its plain item still is.
    #expect(tallies.map(\.direct) == [true, false, false])
    #expect(throws: DecodingError.self) {
      try ConfigDecoder().decode([Tally].self, from: Data(#"["<1>", "x"]"#.utf8))
    }
  }

  @Test func aParsedDocumentIsReadAsOften() throws {
    let document = try JSONDocument(parsing: Data(#"{"version": 2, "one": "<5>"}"#.utf8))
    #expect(document.root["version"]?.int == 2)
    #expect(document.root["missing"] == nil && document.root["one"]?.string == "<5>")
    struct One: Decodable { let one: Tally }
    #expect(try ConfigDecoder().decode(One.self, from: document).one.value == 5)
    #expect(try JSONValue(document: document).object?["version"] == 2)
  }

  @Test func aSyntaxErrorNamesItsByte() {
    let error = #expect(throws: JSONSyntaxError.self) {
      try JSONDocument(parsing: Data(#"{"a": 1, }"#.utf8))
    }
    #expect(error?.offset == 9)
    #expect(error?.description.hasPrefix("The given data was not valid JSON: ") == true)
  }
}
