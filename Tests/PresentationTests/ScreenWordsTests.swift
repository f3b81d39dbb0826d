import Foundation
import JamaalTestSupport
import Testing

/// Words fit for a screen (issue 26, item 6): no string literal of `Presentation` names a
/// command-line option, the `jamaal` command, a file kind, SQL or a screen code — the command
/// line adds its own hints beside the words.
@Suite struct ScreenWordsTests {
  /// What a screen must never show, with why.
  static let forbidden: [(pattern: String, what: String)] = [
    (#"(^|[\s'(\"])--[a-z]"#, "a command-line option"),
    (#"\bjamaal [a-z]"#, "a jamaal command"),
    (#"\.(yaml|sqlite|json)\b"#, "a file name"),
    (#"\b(SQLite|PRAGMA|SELECT|INSERT)\b"#, "SQL"),
    (#"\b(TD|AN|ST|SY|OB)-\d\d\b"#, "a screen code"),
    (#"\bType y\b"#, "a terminal's prompt"),
  ]

  /// Every string literal on a line of Presentation's sources that is not a comment.
  static func literals() throws -> [(file: String, line: Int, text: String)] {
    let folder = Fixtures.packageRoot.appendingPathComponent("Modules/Presentation")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    let quoted = try NSRegularExpression(pattern: #""((?:[^"\\]|\\.)*)""#)
    var found: [(String, Int, String)] = []
    for name in names where name.hasSuffix(".swift") {
      let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
      for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
        .enumerated()
      where !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") {
        let line = String(line)
        let range = NSRange(line.startIndex..., in: line)
        for match in quoted.matches(in: line, range: range) {
          if let inner = Range(match.range(at: 1), in: line) {
            found.append((name, index + 1, String(line[inner])))
          }
        }
      }
    }
    return found
  }

  @Test func theSourcesHoldStringsToCheck() throws {
    #expect(try Self.literals().count > 300, "the scan reads Presentation's string literals")
  }

  @Test(arguments: forbidden.map(\.what))
  func noStringOfPresentationShows(_ what: String) throws {
    let pattern = try #require(Self.forbidden.first { $0.what == what }).pattern
    let regex = try NSRegularExpression(pattern: pattern)
    for literal in try Self.literals() {
      let range = NSRange(literal.text.startIndex..., in: literal.text)
      #expect(
        regex.firstMatch(in: literal.text, range: range) == nil,
        "\(literal.file):\(literal.line) shows \(what): \(literal.text)")
    }
  }
}
