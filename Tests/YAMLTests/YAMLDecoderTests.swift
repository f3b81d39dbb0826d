import Foundation
import JamaalYAML
import Testing

@Suite struct YAMLDecoderTests {}

extension YAMLDecoderTests {
  @Test func decodesNestedBlockStyle() throws {
    let text = """
      # The school run, as a preset.
      name: School run   # trailing comment
      kind: scheduled
      slots:
        - start: '07:30'
          windowMinutes: 20
        - start: "15:10"
          windowMinutes: 25
          optional: true
      tags:
        weekday: 5
        weekend: 0
      """
    let preset = try YAMLDecoder().decode(Preset.self, from: text)
    #expect(
      preset
        == Preset(
          name: "School run", kind: .scheduled, note: nil,
          slots: [
            Slot(start: "07:30", windowMinutes: 20, optional: nil),
            Slot(start: "15:10", windowMinutes: 25, optional: true),
          ],
          tags: ["weekday": 5, "weekend": 0]))
  }

  @Test func decodesFlowStyle() throws {
    let text = """
      {name: Bins, kind: scheduled, note: ~,
       slots: [{start: '19:00', windowMinutes: 60}], tags: {a: -1, b: +2}}
      """
    let preset = try YAMLDecoder().decode(Preset.self, from: text)
    #expect(preset.slots == [Slot(start: "19:00", windowMinutes: 60, optional: nil)])
    #expect(preset.tags == ["a": -1, "b": 2])
    #expect(preset.note == nil)
  }

  @Test func explicitNullsDecodeAsNil() throws {
    struct Optionals: Decodable {
      var a: Int?
      var b: String?
      var c: [Int]?
      var d: Bool?
      var missing: Int?
    }
    let value = try YAMLDecoder().decode(Optionals.self, from: "a: ~\nb: null\nc:\nd: NULL\n")
    #expect(value.a == nil && value.b == nil && value.c == nil && value.d == nil)
    #expect(value.missing == nil)
    let list = try YAMLDecoder().decode([Int?].self, from: "[1, ~, null, 4]")
    #expect(list == [1, nil, nil, 4])
  }

  @Test func nestedSequencesAndDictionaries() throws {
    let grid = try YAMLDecoder().decode([[Int]].self, from: "- [1, 2]\n- []\n-\n  - 3\n")
    #expect(grid == [[1, 2], [], [3]])
    let byNumber = try YAMLDecoder().decode([Int: String].self, from: "1: one\n2: two\n")
    #expect(byNumber == [1: "one", 2: "two"])
    let keys = try YAMLDecoder().decode([String: [String]].self, from: "x: [a]\n'y': []\n")
    #expect(keys == ["x": ["a"], "y": []])
  }

  @Test func decodesEnumsWithAssociatedValuesAndRawValues() throws {
    enum Shape: Decodable, Equatable {
      case circle(radius: Double)
      case square(side: Double)
    }
    let shapes = try YAMLDecoder().decode(
      [Shape].self, from: "- circle: {radius: .5}\n- square: {side: 2e1}\n")
    #expect(shapes == [.circle(radius: 0.5), .square(side: 20)])
    #expect(
      try YAMLDecoder().decode([Kind].self, from: "[prayer, scheduled]") == [.prayer, .scheduled])
  }

  @Test func anchorsAndAliasesCopyTheAnchoredNode() throws {
    let text = """
      defaults: &slot
        start: '08:00'
        windowMinutes: 15
      name: Plants
      kind: scheduled
      slots:
        - *slot
        - <<: *slot
          windowMinutes: 45
      """
    struct Document: Decodable {
      var slots: [Slot]
    }
    let document = try YAMLDecoder().decode(Document.self, from: text)
    #expect(
      document.slots == [
        Slot(start: "08:00", windowMinutes: 15, optional: nil),
        Slot(start: "08:00", windowMinutes: 45, optional: nil),
      ])
  }

  @Test func quotedStringsKeepTheirText() throws {
    let text = """
      - 'it''s # not a comment'
      - "tab\\there \\u00e9"
      - 'true'
      - "42"
      - ''
      """
    let strings = try YAMLDecoder().decode([String].self, from: text)
    #expect(strings == ["it's # not a comment", "tab\there é", "true", "42", ""])
  }

  @Test func literalAndFoldedBlocks() throws {
    let text = """
      literal: |
        line one
          indented
        line three
      folded: >
        folded
        into one

        paragraph
      stripped: |-
        no newline
      """
    let blocks = try YAMLDecoder().decode([String: String].self, from: text)
    #expect(blocks["literal"] == "line one\n  indented\nline three\n")
    #expect(blocks["folded"] == "folded into one\nparagraph\n")
    #expect(blocks["stripped"] == "no newline")
  }

  @Test func scalarsStayStringsUntilDecoded() throws {
    let text = "start: 10:00\nanswer: yes\ncount: 012\nflag: true\nversion: 1.10\n"
    let strings = try YAMLDecoder().decode([String: String].self, from: text)
    #expect(strings["start"] == "10:00")
    #expect(strings["answer"] == "yes")
    #expect(strings["count"] == "012")
    #expect(strings["flag"] == "true")
    #expect(strings["version"] == "1.10")
  }

  @Test func numbersFollowTheStrictDecimalRules() throws {
    let doubles = try YAMLDecoder().decode(
      [Double].self, from: "[.5, -2.5, +3, 1e3, 1.5E-2, 7., .inf, -.inf]")
    #expect(doubles == [0.5, -2.5, 3, 1000, 0.015, 7, .infinity, -.infinity])
    #expect(try YAMLDecoder().decode([Int].self, from: "[+7, -0, 012]") == [7, 0, 12])
    #expect(try YAMLDecoder().decode([Bool].self, from: "[true, false]") == [true, false])
    #expect(try YAMLDecoder().decode(UInt8.self, from: "255") == 255)
  }

  @Test func classesDecodeThroughSuperDecoder() throws {
    class Base: Decodable {
      let id: Int
    }
    final class Derived: Base {
      let label: String
      enum CodingKeys: String, CodingKey { case label }
      required init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        label = try container.decode(String.self, forKey: .label)
        try super.init(from: container.superDecoder())
      }
    }
    let value = try YAMLDecoder().decode(Derived.self, from: "label: x\nsuper: {id: 3}\n")
    #expect(value.label == "x" && value.id == 3)
  }

  @Test func decodesFromAFileNamingItsPath() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("yaml-tests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("count.yaml")
    try Data("count: 3\n".utf8).write(to: url)
    #expect(try YAMLDecoder().decode(Count.self, fromFile: url) == Count(count: 3))
    try Data("count: three\n".utf8).write(to: url)
    let error = #expect(throws: YAMLError.self) {
      try YAMLDecoder().decode(Count.self, fromFile: url)
    }
    #expect(error?.file == url.path)
    #expect(error?.line == 1 && error?.column == 8)
    let missing = #expect(throws: YAMLError.self) {
      try YAMLDecoder().decode(Count.self, fromFile: folder.appendingPathComponent("none.yaml"))
    }
    #expect(missing?.line == 0)
    #expect(missing?.description.hasPrefix(folder.path + "/none.yaml: error: cannot read") == true)
  }

  @Test func userInfoReachesTheDecodedType() throws {
    let key = try #require(CodingUserInfoKey(rawValue: "scale"))
    struct Scaled: Decodable {
      var value: Int
      init(from decoder: any Decoder) throws {
        let scale = decoder.userInfo.first { $0.key.rawValue == "scale" }?.value as? Int ?? 1
        value = try decoder.singleValueContainer().decode(Int.self) * scale
      }
    }
    var decoder = YAMLDecoder()
    decoder.userInfo[key] = 10
    #expect(try decoder.decode(Scaled.self, from: "4").value == 40)
  }
}
