import Foundation
import JamaalJSON
import JamaalTestSupport

/// An export as an editable tree: objects keep their order and may hold a key twice; scalars
/// keep their JSON text. `mutate` makes one random edit; `json` writes the tree back.
struct ExportTree {
  indirect enum Node {
    case scalar(String)
    case array([Node])
    case object([(key: String, value: Node)])
  }

  var root: Node

  init(parsing data: Data) throws {
    root = Self.node(try JSONDocument(parsing: data).root)
  }

  private static func node(_ value: ConfigValue) -> Node {
    if let members = value.members { return .object(members.map { ($0.key, node($0.value)) }) }
    if let items = value.items { return .array(items.map(node)) }
    return .scalar(String(decoding: value.jsonText, as: UTF8.self))
  }

  var json: String { Self.write(root) }

  private static func write(_ node: Node) -> String {
    switch node {
    case .scalar(let text): text
    case .array(let items): "[" + items.map(write).joined(separator: ",") + "]"
    case .object(let members):
      "{" + members.map { quoted($0.key) + ":" + write($0.value) }.joined(separator: ",") + "}"
    }
  }

  static func quoted(_ text: String) -> String {
    String(decoding: (try? JSONEncoder().encode(text)) ?? Data("\"\"".utf8), as: UTF8.self)
  }

  static let numbers = [
    "0", "-1", "1", "2.5", "1e308", "-1e308", "1e30", "9223372036854775807",
    "-9223372036854775808", "527040", "527041", "86400000", "3", "20786",
  ]
  static let strings = [
    "", "x", "postponed", "attended", "missed", "0001-01-01T00:00:00Z",
    "9999-12-31T23:59:59.999999Z", "2026-11-25T00:00:00Z", "9999-12-31", "0001-01-01", "mon",
    "dayPlan", "00:00", "23:59", "0A1B2C3D-4E5F-4061-8273-94A5B6C7D8E9", "{}", "\u{0}",
    "scheduled", "fixed", "/wB7",
  ]
  static let others = ["null", "true", "false", "[]", "{}", "\"1\"", "1", "{\"version\":1}"]

  /// One random edit somewhere in the tree.
  mutating func mutate(using random: inout SplitMix64) {
    var paths: [[Int]] = []
    Self.collect(root, [], into: &paths)
    let path = paths[Int.random(in: 0..<paths.count, using: &random)]
    root = Self.edit(root, at: path[...], using: &random)
  }

  private static func collect(_ node: Node, _ path: [Int], into paths: inout [[Int]]) {
    paths.append(path)
    switch node {
    case .scalar: break
    case .array(let items):
      for (index, item) in items.enumerated() { collect(item, path + [index], into: &paths) }
    case .object(let members):
      for (index, member) in members.enumerated() {
        collect(member.value, path + [index], into: &paths)
      }
    }
  }

  private static func edit(
    _ node: Node, at path: ArraySlice<Int>, using random: inout SplitMix64
  ) -> Node {
    guard let first = path.first else { return change(node, using: &random) }
    switch node {
    case .scalar: return node
    case .array(var items):
      items[first] = edit(items[first], at: path.dropFirst(), using: &random)
      return .array(items)
    case .object(var members):
      if path.count == 1, Bool.random(using: &random) {
        // Drop the key, or give it twice (with its value or another).
        if Bool.random(using: &random) {
          members.remove(at: first)
        } else {
          let copy = members[first]
          let value = Bool.random(using: &random) ? copy.value : change(copy.value, using: &random)
          members.insert((copy.key, value), at: Int.random(in: 0...members.count, using: &random))
        }
        return .object(members)
      }
      members[first].value = edit(members[first].value, at: path.dropFirst(), using: &random)
      return .object(members)
    }
  }

  /// A changed value: another number, another string, a digit changed, or another type.
  private static func change(_ node: Node, using random: inout SplitMix64) -> Node {
    guard case .scalar(let text) = node, Int.random(in: 0..<4, using: &random) > 0 else {
      return .scalar(others.randomElement(using: &random) ?? "null")
    }
    if text.hasPrefix("\"") {
      if Bool.random(using: &random) {
        return .scalar(quoted(strings.randomElement(using: &random) ?? ""))
      }
      var characters = Array(text)
      let digits = characters.indices.filter { characters[$0].isNumber }
      if let index = digits.randomElement(using: &random) {
        characters[index] = Character(String(Int.random(in: 0...9, using: &random)))
      } else if characters.count > 2 {
        characters.insert("Z", at: 1)
      }
      let changed = String(characters)
      return .scalar(Int.random(in: 0..<4, using: &random) > 0 ? changed : changed.lowercased())
    }
    return .scalar(numbers.randomElement(using: &random) ?? "0")
  }
}
