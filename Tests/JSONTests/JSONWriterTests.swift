import Foundation
import JamaalJSON
import Testing

/// The one JSON writer (issue 26, item 9) in each of its styles: documents as
/// `JSONSerialization` writes them, Sync's records and YAML's text as they always were.
@Suite struct JSONWriterTests {
  let value = JSONValue.object([
    "a10": .number(2.0), "a9": .string("tab\tbell\u{8}del\u{7F}"), "B": .integer(-3),
    "c": .array([.null, .bool(true), .number(.infinity), .string("é/ü")]),
  ])

  func text(_ style: JSONWriter.Style) -> String {
    var bytes: [UInt8] = []
    JSONWriter(style).write(value, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  @Test func documentsAreWrittenAsJSONSerializationWritesThem() throws {
    let finite = JSONValue.object(
      [
        "a10": .number(2.0), "a9": .string("tab\tbell\u{8}del\u{7F}"), "B": .integer(-3),
        "c": .array([.null, .bool(true), .string("é/ü")]),
      ])
    var bytes: [UInt8] = []
    JSONWriter(.jsonSerialization).write(finite, to: &bytes)
    let foundation = try JSONSerialization.data(
      withJSONObject: [
        "a10": 2.0, "a9": "tab\tbell\u{8}del\u{7F}", "B": -3, "c": [NSNull(), true, "é/ü"],
      ], options: [.sortedKeys, .withoutEscapingSlashes])
    #expect(Data(bytes) == foundation)
    #expect(finite.jsonData() == foundation, "JSONValue writes through it")
  }

  @Test func recordsKeepTheirPlainOrderAndSwiftsNumbers() {
    #expect(
      text(.records)
        == #"{"B":-3,"a10":2.0,"a9":"tab\tbell\u0008del"#
        + "\u{7F}" + #"","c":[null,true,null,"é/ü"]}"#)
  }

  @Test func yamlTextEscapesDelete() {
    var bytes: [UInt8] = []
    JSONWriter(.yaml).write(string: "del\u{7F}", to: &bytes)
    #expect(String(decoding: bytes, as: UTF8.self) == #""del\u007f""#)
    #expect(JSONWriter(.jsonSerialization).literal("a\u{C}b") == #""a\fb""#)
  }
}
