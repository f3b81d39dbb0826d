import Foundation
import JamaalJSON
import Testing

/// What an import reads a document with: every member in order (a repeated key kept, so it can
/// be refused) and each value's own text, byte for byte.
@Suite struct ConfigValueMembersTests {
  @Test func membersKeepOrderAndRepeatedKeys() throws {
    let document = try JSONDocument(parsing: Array(#"{"b":1,"a":[true],"b":"two"}"#.utf8))
    let members = try #require(document.root.members)
    #expect(members.map(\.key) == ["b", "a", "b"])
    #expect(members.map(\.value.kindDescription) == ["a number", "an array", "a string"])
    #expect(document.root["b"]?.int == 1)
    #expect(try JSONDocument(parsing: Array("[1]".utf8)).root.members == nil)
  }

  @Test func jsonTextIsTheValueAsWritten() throws {
    let text = #"{"config" : {"x":[1,2.50,"é\"}]"], "y" : { } }, "s" : "a\nb", "n" : -1e308}"#
    let root = try JSONDocument(parsing: Array(text.utf8)).root
    let config = try #require(root["config"])
    #expect(
      String(decoding: config.jsonText, as: UTF8.self) == #"{"x":[1,2.50,"é\"}]"], "y" : { } }"#)
    #expect(String(decoding: try #require(root["s"]).jsonText, as: UTF8.self) == #""a\nb""#)
    #expect(String(decoding: try #require(root["n"]).jsonText, as: UTF8.self) == "-1e308")
    #expect(root["n"]?.isNumber == true)
    #expect(root["n"]?.double == -1e308)
  }
}
