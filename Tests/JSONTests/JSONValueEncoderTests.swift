import Foundation
import JamaalJSON
import JamaalModel
import Testing

/// `jamaal --json` and the configs a form makes are written by the one writer (issue 26, item
/// 9): `JSONValueEncoder` then `JSONWriter(.jsonEncoder)`, byte for byte what `JSONEncoder`
/// wrote before (`.sortedKeys`, `.withoutEscapingSlashes`, with and without `.prettyPrinted`),
/// so no program reading `jamaal`'s output sees a change. `JSONEncoder` is the oracle here.
@Suite struct JSONValueEncoderTests {
  struct Row: Encodable {
    var id = "A1"
    var title = "School run/Drop-off \"é\"\t\u{8}\u{C}\u{1}\u{7F}"
    var minutes = 30
    var ratio = 2.0
    var share = 0.1
    var tiny = 1e-7
    var huge = 1e20
    var minusZero = -0.0
    var note: String? = nil
    var flags = [true, false]
    var gaps: [Int?] = [nil, 1]
    var empty: [String] = []
    var nothing: [String: Int] = [:]
    var byKey = ["b10": 1, "b2": 2, "B": 3, "_": 4, "ä": 5]
    var nested = [[String: [Int]]()]
    var bytes = Data([0, 1, 254, 255])
    var link = URL(fileURLWithPath: "/tmp/jamaal tests/a b.json")
    var when = Date(timeIntervalSinceReferenceDate: 812_345_678.5)
    var small: Int8 = -128
    var large: UInt32 = 4_000_000_000
    var float: Float = 0.1
    var state = State.closingSoon
    var outcome = Outcome.decided(by: "Amira", minutes: 5)
  }

  enum State: String, Encodable { case closingSoon }
  enum Outcome: Encodable {
    case pending
    case decided(by: String, minutes: Int)
  }

  class Base: Encodable {
    var base = 1
  }

  final class Derived: Base, @unchecked Sendable {
    var derived = "x"
    enum Keys: String, CodingKey { case derived }
    override func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: Keys.self)
      try container.encode(derived, forKey: .derived)
      try super.encode(to: container.superEncoder())
    }
  }

  func ours(_ value: some Encodable, indented: Bool) throws -> String {
    let json = try JSONValueEncoder().encode(value)
    var bytes: [UInt8] = []
    if indented {
      JSONWriter(.jsonEncoder).writeIndented(json, to: &bytes)
    } else {
      JSONWriter(.jsonEncoder).write(json, to: &bytes)
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  func foundation(_ value: some Encodable, indented: Bool) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting =
      indented
      ? [.sortedKeys, .withoutEscapingSlashes, .prettyPrinted]
      : [.sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(value), as: UTF8.self)
  }

  @Test(arguments: [false, true])
  func aDocumentIsWrittenByteForByteAsJSONEncoderWroteIt(indented: Bool) throws {
    #expect(try ours(Row(), indented: indented) == foundation(Row(), indented: indented))
    #expect(
      try ours([Row(), Row()], indented: indented)
        == foundation([Row(), Row()], indented: indented))
    #expect(try ours(Derived(), indented: indented) == foundation(Derived(), indented: indented))
    #expect(try ours([[Int]](), indented: indented) == foundation([[Int]](), indented: indented))
    #expect(
      try ours(["k": [[String: Int]()]], indented: indented)
        == foundation(["k": [[String: Int]()]], indented: indented))
  }

  /// Any JSON shape, encoded through the keyed, unkeyed and single-value containers.
  indirect enum Tree: Encodable {
    case text(String)
    case whole(Int)
    case number(Double)
    case flag(Bool)
    case none
    case list([Tree])
    case members([String: Tree])

    struct Key: CodingKey {
      var stringValue: String
      var intValue: Int? { nil }
      init(stringValue: String) { self.stringValue = stringValue }
      init?(intValue: Int) { nil }
    }

    func encode(to encoder: any Encoder) throws {
      switch self {
      case .list(let items):
        var container = encoder.unkeyedContainer()
        for item in items { try container.encode(item) }
      case .members(let members):
        var container = encoder.container(keyedBy: Key.self)
        for (key, value) in members { try container.encode(value, forKey: Key(stringValue: key)) }
      default:
        var container = encoder.singleValueContainer()
        switch self {
        case .text(let text): try container.encode(text)
        case .whole(let number): try container.encode(number)
        case .number(let number): try container.encode(number)
        case .flag(let flag): try container.encode(flag)
        default: try container.encodeNil()
        }
      }
    }

    static func pick<T>(_ items: [T], _ random: inout SeededGenerator) -> T {
      items[Int.random(in: 0..<items.count, using: &random)]
    }

    static func random(depth: Int, _ random: inout SeededGenerator) -> Tree {
      let words = ["a", "B", "a10", "a2", "_x", "é", "\u{1}", "/", "\"", "Z9", ""]
      switch Int.random(in: 0..<(depth > 0 ? 7 : 5), using: &random) {
      case 0:
        return .text(pick(words, &random) + pick(words, &random))
      case 1:
        return .whole(
          Int.random(in: Int.min...Int.max, using: &random)
            >> Int.random(in: 0..<63, using: &random))
      case 2:
        let number = [
          0.1, 2.0, -0.0, 1e-7, 1e20, 123_456.789, Double.leastNonzeroMagnitude,
          1.7976931348623157e308,
        ]
        return .number(
          pick(number, &random) * Double(Int.random(in: -3...3, using: &random)))
      case 3: return .flag(Bool.random(using: &random))
      case 4: return .none
      case 5:
        return .list(
          (0..<Int.random(in: 0...3, using: &random)).map { _ in
            Tree.random(depth: depth - 1, &random)
          }
        )
      default:
        var members: [String: Tree] = [:]
        for _ in 0..<Int.random(in: 0...3, using: &random) {
          members[pick(words, &random)] = Tree.random(depth: depth - 1, &random)
        }
        return .members(members)
      }
    }
  }

  @Test func anyShapeIsWrittenAsJSONEncoderWritesIt() throws {
    var random = SeededGenerator(seed: 26)
    for _ in 0..<300 {
      let tree = Tree.random(depth: 4, &random)
      guard case .members = tree else { continue }
      for indented in [false, true] {
        // A number past Double's range is refused by both, never written as `null`.
        let expected = Result { try foundation(tree, indented: indented) }
        let written = Result { try ours(tree, indented: indented) }
        switch (expected, written) {
        case (.success(let expected), .success(let written)): #expect(written == expected)
        case (.failure, .failure): break
        default: Issue.record("JSONEncoder: \(expected); ours: \(written)")
        }
      }
    }
  }

  @Test func aWholeNumberPastIntsRangeIsRefusedNotRounded() {
    #expect(throws: EncodingError.self) { try JSONValueEncoder().encode([UInt64.max]) }
  }
}
