import Foundation
import JamaalJSON
import Testing

/// What the fast config readers walk an object with: each member once, in order, its name as
/// bytes; anything a byte comparison could misread (a name with escapes or non-ASCII) stops the
/// walk, so the reader leaves the object to `Decodable`.
@Suite struct ConfigValueWalkTests {
  private static func walk(_ text: String) throws -> (walked: Bool, names: [String]) {
    let root = try JSONDocument(parsing: Array(text.utf8)).root
    var names: [String] = []
    let walked = root.forEachMember { key, value in
      for candidate in ["a", "bb", "ccc"] where Self.spells(key, candidate) {
        names.append(candidate + "=" + (value.int.map(String.init) ?? value.kindDescription))
      }
      return true
    }
    return (walked, names)
  }

  private static func spells(_ key: Span<UInt8>, _ name: String) -> Bool {
    switch name {
    case "a": ConfigValue.key(key, is: "a")
    case "bb": ConfigValue.key(key, is: "bb")
    default: ConfigValue.key(key, is: "ccc")
    }
  }

  @Test func walksEveryMemberInOrderByItsBytes() throws {
    let walked = try Self.walk(#"{"ccc": 3, "x": null, "a": 1, "bb": [2], "aa": 0, "b": 9}"#)
    #expect(walked.walked)
    #expect(walked.names == ["ccc=3", "a=1", "bb=an array"])
  }

  @Test func stopsWhereBytesCouldMisreadAName() throws {
    // "b\u0062" is "bb" once unescaped; the Kelvin sign is "K" to `String`'s comparison.
    #expect(try Self.walk(#"{"a": 1, "b\u0062": 2}"#).walked == false)
    #expect(try Self.walk("{\"a\": 1, \"\u{212A}\": 2}").walked == false)
    #expect(try Self.walk("[1, 2]").walked == false)
    #expect(try Self.walk("\"a\"").walked == false)
    #expect(try Self.walk("{}") == (true, []))
  }

  @Test func aReaderThatStopsStopsTheWalk() throws {
    let root = try JSONDocument(parsing: Array(#"{"a": 1, "a": 2, "bb": 3}"#.utf8)).root
    var first: ConfigValue?
    var seen = 0
    let walked = root.forEachMember { key, value in
      seen += 1
      return ConfigValue.key(key, is: "a") ? ConfigValue.keep(value, in: &first) : true
    }
    #expect(walked == false)
    #expect(seen == 2)
    #expect(first?.int == 1)
  }
}
