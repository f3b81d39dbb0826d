import Foundation
import JamaalJSON
import JamaalModel
import JamaalTestSupport
import Testing

@testable import JamaalSync

/// A batch's records are read in place from the parsed file's nodes: the reading agrees with
/// reading each record's JSON value on every record, odd ones included, and one record no JSON
/// value can hold costs that record only.
@Suite struct RecordReadingTests {
  /// The same record, or the same refusal, both ways.
  @Test func readingInPlaceAgreesWithReadingTheValue() throws {
    var random = SeededGenerator(seed: 29)
    var texts = (0..<300).map { round in
      String(
        decoding: MergeLawsTests.version(["anchor", "rule", "focusSession"][round % 3], &random)
          .data, as: UTF8.self)
    }
    texts += [
      #"{"v":2,"kind":"anchor","id":"A","s":[[5,"p"]],"f":{"title":[0,"x"],"title":[0,7]}}"#,
      #"{"v":2,"kind":"anchor","id":"A","s":[[5,"p"]],"f":{"title":[0,"x"],"title":[9]}}"#,
      #"{"v":2,"kind":"anchor","id":"A","s":[[5,"p"]],"f":{"title":[9],"title":[0,"x"]}}"#,
      #"{"v":2.0,"kind":"anchor","id":"A","s":[[5.0,"p"]],"f":{"t":[0.0,1.0],"u":[0]}}"#,
      #"{"v":3,"kind":"anchor","id":"A","s":[],"f":{}}"#,
      #"{"v":2,"kind":"anchor","id":"A","s":[[5.5,"p"]],"f":{}}"#,
      #"{"v":2,"kind":"anchor","id":"A","s":[[-5,"p"]],"f":{"t":[0,1,2]}}"#,
      #"{"v":2,"kind":"anchor","id":"A","s":[[1e30,"p"]],"f":{}}"#,
      #"{"v":2,"kind":"an\u0063hor","id":"\u00e9t\u00e9","s":[[1,"d\"e"]],"f":{"n\u00e9":[0,"\u2603"]}}"#,
      #"{"v":2,"kind":"","id":"A","s":[],"f":{}}"#,
      #"{"v":2,"kind":"anchor","id":"A","s":[[1,"p"]],"f":[]}"#,
      #"{"kind":"anchor","id":"A","device":"p","modifiedAt":12.5,"fields":{"t":1},"deleted":true}"#,
      #"{"kind":"anchor","id":"A","device":"p","modifiedAt":12.5}"#,
      #"["kind","anchor"]"#, #""anchor""#, "null",
    ]
    for text in texts {
      let document = try JSONDocument(parsing: Data(text.utf8))
      let inPlace = SyncRecord.decoding(document.root)
      let asValue = (try? JSONValue(document: document)).flatMap { SyncRecord.decoding($0) }
      #expect(inPlace == asValue, "\(text)")
      #expect(SyncRecord.decoding(Data(text.utf8)) == asValue, "bytes: \(text)")
    }
  }

  /// A number too large for any JSON value (1e400) in one record: that record is not read (its
  /// text is at hand to set aside), the batch's other records are; the whole file used to be
  /// unreadable.
  @Test func aRecordNoValueCanHoldCostsOnlyThatRecord() throws {
    var random = SeededGenerator(seed: 3)
    let good = (0..<2).map { _ in MergeLawsTests.version("anchor", &random) }
    let bad = #"{"v":2,"kind":"anchor","id":"B","s":[[1,"p"]],"f":{"title":[0,1e400]}}"#
    let lines = [
      String(decoding: good[0].data, as: UTF8.self), bad,
      String(decoding: good[1].data, as: UTF8.self),
    ]
    let text =
      #"{"format":"\#(BatchFile.format)","store":"S","count":3,"records":["#
      + lines.joined(separator: ",") + "]}"
    let contents = try #require(BatchFile.contents(Array(text.utf8)))
    #expect(contents.items.count == 3)
    let read = contents.items.map(SyncRecord.decoding)
    #expect(read[0] == good[0])
    #expect(read[1] == nil)
    #expect(read[2] == good[1])
    #expect(String(decoding: contents.items[1].jsonText, as: UTF8.self) == bad)
  }
}
