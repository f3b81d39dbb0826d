import Foundation
import JamaalTestSupport
import Testing

@testable import JamaalStorage

/// SPEC §10: text a person reads shows every title as written but C0 and C1 controls (line
/// feed and carriage return included), U+2028, U+2029 and the bidirectional controls, which are
/// shown escaped — so a title an import, a sync or an older version kept can never forge a row
/// of its own — while `--json` keeps the raw value.
@Suite(.serialized) struct HostileTitleTests {
  /// A title that would print a fake row on a line of its own, and reorder or break the rest.
  static let hostile =
    "x\n  ● Fake · until 09:00\r\u{2028}\u{2029}\u{202A}\u{202E}\u{2066}\u{2069}\u{85}\u{9B}\tend"
  /// How text shows it.
  static let shown =
    "x\\x0A  ● Fake · until 09:00\\x0D\\u{2028}\\u{2029}\\u{202A}\\u{202E}\\u{2066}\\u{2069}"
    + "\\x85\\x9B\\x09end"
  /// What text never holds: the escaped characters themselves.
  static let unshown: Set<UInt32> = Set(Array(0x00...0x08) + Array(0x0B...0x1F))
    .union(0x7F...0x9F).union(0x2028...0x202E).union(0x2066...0x2069)

  static let now = "2026-12-01T08:30:00Z"

  /// A store with a rule (reminded at its start), a one-off and an open focus session, every
  /// title then set to `title` straight in the store, as an older version might have kept it.
  static func store(titled title: String) throws -> (JamaalRunner, rule: String, anchor: String) {
    let runner = JamaalRunner(now: now, timeZone: "UTC")
    let added = try runner.run([
      "rules", "add", "--preset", "custom", "--title", "Walk", "--set", "remindAtStart=true",
      "--json",
    ])
    let rule = try #require((try JamaalRunner.json(added) as? [String: Any])?["id"] as? String)
    let oneOff = try runner.run([
      "oneoff", "add", "--title", "Trip", "--date", "2026-12-01", "--start", "10:00", "--end",
      "11:00",
    ])
    #expect(oneOff.status == 0, "\(oneOff.stderr)")
    #expect(try runner.run(["focus", "start", "--title", "Deep"]).status == 0)
    let today = try JamaalRunner.json(try runner.run(["today", "--json"])) as? [String: Any]
    let rows = try #require(today?["rows"] as? [[String: Any]])
    let anchor = try #require(rows.first?["anchor"] as? String)
    let hex = Data(title.utf8).map { String(format: "%02X", $0) }.joined()
    let connection = try Connection(path: runner.store, readOnly: false)
    for table in ["rules", "anchors", "focus_sessions"] {
      try connection.execute("UPDATE \(table) SET title = CAST(X'\(hex)' AS TEXT)")
    }
    return (runner, rule, anchor)
  }

  /// The text commands that show a title.
  static func texts(_ runner: JamaalRunner, rule: String, anchor: String) throws -> [(
    String, String
  )] {
    var outputs: [(String, String)] = []
    for command in [
      ["today"], ["rules", "list"], ["rules", "show", rule],
      ["reminders", "plan", "--permission", "authorized"], ["status"], ["focus", "stop"],
      ["anchors", "skip", anchor],
    ] {
      let result = try runner.run(command)
      #expect(result.status == 0, "\(command): \(result.stderr)")
      outputs.append((command.joined(separator: " "), result.stdout + result.stderr))
    }
    return outputs
  }

  @Test func aTitleWithALineBreakOrABidiControlForgesNoRowInAnyTextCommand() throws {
    let (runner, rule, anchor) = try Self.store(titled: Self.hostile)
    let json = try JamaalRunner.json(try runner.run(["rules", "list", "--json"]))
    #expect((json as? [[String: Any]])?.first?["title"] as? String == Self.hostile)
    for (command, text) in try Self.texts(runner, rule: rule, anchor: anchor) {
      let lines = text.split(separator: "\n")
      #expect(!lines.contains { $0.hasPrefix("  ● Fake") }, "\(command): \(text)")
      #expect(!text.unicodeScalars.contains { Self.unshown.contains($0.value) }, "\(command)")
      if command != "status" {
        #expect(text.contains(Self.shown), "\(command): \(text)")
      }
    }
  }

  /// A config value an older version kept with a line break in it is named on one line.
  @Test func anUnreadableFieldIsShownOnOneLine() throws {
    let (runner, rule, _) = try Self.store(titled: "Walk")
    let connection = try Connection(path: runner.store, readOnly: false)
    try connection.execute(
      "UPDATE rules SET config_data = CAST(json_set(CAST(config_data AS TEXT), '$.slots[0].start',"
        + " '2' || char(10) || '  ● Fake') AS BLOB)")
    let shown = try runner.run(["rules", "show", rule])
    #expect(shown.stdout.contains("\nCouldn't read slots[0].start: '2\\x0A  ● Fake' is not a time"))
    let edited = try runner.run(["rules", "edit", rule, "--set", "effort=5"])
    #expect(edited.stderr.hasPrefix("jamaal: This rule couldn't be read: slots[0].start: '2\\x0A"))
    for text in [shown.stdout, edited.stderr] {
      #expect(!text.split(separator: "\n").contains { $0.hasPrefix("  ● Fake") }, "\(text)")
    }
  }

  @Test func aOneOffAddedWithABidiControlIsConfirmedEscaped() throws {
    let runner = JamaalRunner(now: Self.now, timeZone: "UTC")
    let added = try runner.run([
      "oneoff", "add", "--title", "a\u{202E}b\u{2028}c", "--date", "2026-12-01", "--start",
      "10:00", "--end", "11:00",
    ])
    #expect(added.status == 0, "\(added.stderr)")
    #expect(
      added.stdout.hasPrefix("Added a\\u{202E}b\\u{2028}c: Today 2026-12-01"), "\(added.stdout)")
  }

  @Test func arabicPersianHebrewAndEmojiTitlesShowAsWritten() throws {
    for title in ["صلاة الفجر", "نماز صبح می‌روم", "שלום", "👨‍👩‍👧 family"] {
      let (runner, rule, anchor) = try Self.store(titled: title)
      for (command, text) in try Self.texts(runner, rule: rule, anchor: anchor)
      where command != "status" {
        #expect(text.contains(title), "\(command): \(text)")
        #expect(!text.contains("\\u{"), "\(command): \(text)")
      }
      let added = try runner.run([
        "oneoff", "add", "--title", title, "--date", "2026-12-02", "--start", "10:00", "--end",
        "11:00",
      ])
      #expect(added.stdout.hasPrefix("Added \(title): "), "\(added.stdout)")
      let calendar = try runner.run(["calendar", "--ics"])
      #expect(calendar.stdout.contains("SUMMARY:\(title)"), "\(calendar.stdout)")
    }
  }

  /// No C1 control reaches an `.ics` file (a reader may take U+0085 for a line break), nor a C0
  /// control but the line breaks RFC 5545 TEXT escapes.
  @Test func noControlCharacterReachesTheICalendarFile() throws {
    let (runner, _, _) = try Self.store(titled: Self.hostile)
    let out = Fixtures.temporaryFolder("jamaal-hostile-ics").appendingPathComponent("j.ics")
    let written = try runner.run(["calendar", "--ics", "--out", out.path])
    #expect(written.status == 0, "\(written.stderr)")
    let text = try String(contentsOf: out, encoding: .utf8)
    let lines = try ICalendarLineCheck.contentLines(text)
    let scalars = lines.joined().unicodeScalars
    #expect(!scalars.contains { (0x80...0x9F).contains($0.value) })
    #expect(!scalars.contains { $0.value < 0x20 && $0 != "\t" })
    #expect(lines.contains { $0.hasPrefix("SUMMARY:x\\n  ● Fake · until 09:00\\n\u{2028}") })
  }

  /// A preset folder's description with a line break in it lists on one line.
  @Test func aPresetsDescriptionForgesNoPreset() throws {
    let folder = Fixtures.temporaryFolder("jamaal-hostile-presets")
    let bundled = Fixtures.packageRoot.appendingPathComponent("Presets/custom.yaml")
    let custom = try String(contentsOf: bundled, encoding: .utf8).split(separator: "\n").map {
      $0.hasPrefix("description:") ? #"description: "A blank\n  fake    Forged\u2028""# : $0
    }
    try Data(custom.joined(separator: "\n").utf8).write(
      to: folder.appendingPathComponent("custom.yaml"))
    let runner = JamaalRunner(now: Self.now, timeZone: "UTC")
    for command in [["presets", "list"], ["presets", "show", "custom"]] {
      let result = try runner.run(command + ["--presets", folder.path])
      #expect(result.status == 0, "\(command): \(result.stderr)")
      #expect(result.stdout.contains("A blank\\x0A  fake    Forged\\u{2028}"), "\(result.stdout)")
      #expect(!result.stdout.split(separator: "\n").contains { $0.hasPrefix("  fake") })
    }
  }

  /// An error echoing an argument with a line break keeps it on one line.
  @Test func anEchoedArgumentNeverStartsALine() throws {
    let runner = JamaalRunner(now: Self.now, timeZone: "UTC")
    let cases: [([String], String)] = [
      (["rules", "show", "abc\n  ● Fake"], "jamaal: no rule has the id 'abc\\x0A  ● Fake'\n"),
      (["anchors", "attend", "abcdef\n● x"], "jamaal: no Anchor has the id 'abcdef\\x0A● x'\n"),
      (["rules", "add", "--preset", "custom", "--set", "st\nart=9"], "jamaal: st\\x0Aart: "),
      (["to\nday"], "jamaal: unknown command 'to\\x0Aday'"),
    ]
    for (arguments, words) in cases {
      let result = try runner.run(arguments)
      #expect(result.status != 0)
      #expect(result.stderr.hasPrefix(words), "\(arguments): \(result.stderr)")
      #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
    }
  }
}
