import Foundation
import JamaalYAML
import Testing

@Suite struct YAMLNodeTests {}

extension YAMLNodeTests {
  @Test func nodesCarryTheirLineColumnAndStyle() throws {
    let root = try YAMLDecoder().parseNode("# header\nslots:\n  - plain\n  - 'quoted'\n")
    #expect(root.line == 2 && root.column == 1)
    guard case .mapping(let pairs) = root.content else {
      Issue.record("root is not a mapping")
      return
    }
    #expect(pairs.count == 1)
    #expect(pairs[0].key.content == .scalar("slots", .plain))
    let slots = try #require(root["slots"])
    #expect(slots.line == 3 && slots.column == 3)
    guard case .sequence(let items) = slots.content else {
      Issue.record("slots is not a sequence")
      return
    }
    #expect(items.map(\.line) == [3, 4])
    #expect(items.map(\.column) == [5, 5])
    #expect(items.map(\.content) == [.scalar("plain", .plain), .scalar("quoted", .singleQuoted)])
  }

  @Test func anAliasIsACopyWithTheAnchorsPositions() throws {
    let root = try YAMLDecoder().parseNode("a: &x {k: v}\nb: *x\n")
    let a = try #require(root["a"])
    let b = try #require(root["b"])
    #expect(a == b)
    // A node with an anchor starts at its anchor.
    #expect(b.line == 1 && b.column == 4)
  }

  @Test func anEmptyStreamIsANullNode() throws {
    let root = try YAMLDecoder().parseNode("# just a comment\n")
    #expect(root.isNull)
    #expect(root.line == 1 && root.column == 1)
    #expect(root.jsonObject is NSNull)
  }

  @Test func nullSpellings() throws {
    let root = try YAMLDecoder().parseNode("[~, null, Null, NULL, '~', nil, '']")
    guard case .sequence(let items) = root.content else {
      Issue.record("not a sequence")
      return
    }
    #expect(items.map(\.isNull) == [true, true, true, true, false, false, false])
  }

  @Test func jsonObjectTypesPlainScalarsStrictly() throws {
    let root = try YAMLDecoder().parseNode(
      "{t: true, i: -5, d: 1.5, n: ~, time: 10:00, q: '5', y: yes, big: 1e999, hex: 0x1F}")
    let object = try #require(root.jsonObject as? [String: Any])
    #expect(object["t"] as? Bool == true)
    #expect(object["i"] as? Int == -5)
    #expect(object["d"] as? Double == 1.5)
    #expect(object["n"] is NSNull)
    #expect(object["time"] as? String == "10:00")
    #expect(object["q"] as? String == "5")
    #expect(object["y"] as? String == "yes")
    #expect(object["big"] as? String == "1e999")
    #expect(object["hex"] as? String == "0x1F")
    #expect(JSONSerialization.isValidJSONObject(object))
  }

  @Test func jsonTextKeepsDocumentOrder() throws {
    let root = try YAMLDecoder().parseNode(
      "zeta: 1\nalpha: [true, ~, '2', 1.5]\nmiddle: {}\nlast: []\n")
    #expect(
      root.jsonText() == """
        {
          "zeta": 1,
          "alpha": [
            true,
            null,
            "2",
            1.5
          ],
          "middle": {},
          "last": []
        }
        """)
    #expect(
      root.jsonText(pretty: false)
        == #"{"zeta":1,"alpha":[true,null,"2",1.5],"middle":{},"last":[]}"#)
  }

  @Test func jsonTextEscapesStrings() throws {
    let root = try YAMLDecoder().parseNode(#"["say \"hi\"\n", "back\\slash", "\u0001é"]"#)
    let text = root.jsonText(pretty: false)
    #expect(text == #"["say \"hi\"\n","back\\slash","\u0001é"]"#)
    let parsed = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String]
    #expect(parsed == ["say \"hi\"\n", "back\\slash", "\u{1}é"])
  }

  @Test func parseNodeReportsSyntaxErrors() {
    let error = #expect(throws: YAMLError.self) {
      try YAMLDecoder().parseNode("a: [1\n", file: "x.yaml")
    }
    #expect(error?.file == "x.yaml")
    #expect(error?.line == 2 && error?.column == 1)
  }
}
