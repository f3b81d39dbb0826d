import Foundation
import Testing

/// Issue 10, item 5 (CLI.md: exit 1 means nothing written): every command, refused, leaves the
/// store byte-identical — even at an hour when evaluating the day would write — and a refused
/// command on a missing store creates none.
@Suite(.serialized) struct RefusedWritesNothingTests {
  /// The next day at 12:30: evaluation would finalise the morning as missed and generate.
  static let later = "2026-11-27T12:30:00+03:00"

  /// Refused invocations of every command that opens the store, with the reason in a comment.
  static let refused: [[String]] = [
    ["rules", "add", "--preset", "no-such-preset"],
    ["rules", "add", "--preset", "school-run", "--set", "start=25:00"],
    ["rules", "add", "--preset", "school-run", "--title", "  "],
    ["rules", "add", "--preset", "school-run", "--set", "colour=red"],
    ["rules", "show", "ffffffff"],
    ["rules", "edit", "ffffffff", "--set", "effort=10"],
    ["rules", "pause", "ffffffff"],
    ["rules", "resume", "ffffffff"],
    ["rules", "archive", "ffffffff"],
    ["rules", "except", "ffffffff", "--from", "2026-12-01", "--reason", "holiday"],
    ["rules", "except", "ffffffff", "--from", "2026-12-01", "--reason", "sabbatical"],
    ["anchors", "attend", "ffffffff"],
    ["anchors", "skip", "ffffffff"],
    ["anchors", "delegate", "ffffffff"],
    ["oneoff", "add", "--title", "", "--date", "2026-11-28", "--start", "10:00", "--end", "11:00"],
    [
      "oneoff", "add", "--title", "Dentist", "--date", "2026-02-30", "--start", "10:00", "--end",
      "11:00",
    ],
    [
      "oneoff", "add", "--title", "Dentist", "--date", "2026-11-28", "--start", "11:00", "--end",
      "10:00",
    ],
  ]

  @Test func everyRefusedCommandLeavesTheStoreByteIdentical() throws {
    let runner = JamaalRunner()
    let added = try runner.run(["rules", "add", "--preset", "school-run", "--json"])
    #expect(added.status == 0, "\(added.stderr)")
    let ruleID = try #require((try JamaalRunner.json(added) as? [String: Any])?["id"] as? String)
    let today = try JamaalRunner.json(try runner.run(["today", "--json"]))
    let row = try #require(((today as? [String: Any])?["rows"] as? [[String: Any]])?.first)
    let anchorID = try #require(row["anchor"] as? String)
    let onRows: [[String]] = [
      ["rules", "edit", ruleID, "--set", "window=0"],
      ["rules", "edit", ruleID, "--set", "nonsense"],
      ["anchors", "attend", anchorID],  // the pick-up opens at 15:15: "Opens at 15:15"
    ]
    for arguments in onRows {
      let before = try #require(FileManager.default.contents(atPath: runner.store))
      let result = try runner.run(arguments)
      #expect(result.status == 1, "\(arguments): \(result.stderr)")
      #expect(FileManager.default.contents(atPath: runner.store) == before, "\(arguments)")
    }
    for arguments in Self.refused {
      let before = try #require(FileManager.default.contents(atPath: runner.store))
      let result = try runner.run(arguments, now: Self.later)
      #expect(result.status == 1 || result.status == 2, "\(arguments): \(result.stderr)")
      #expect(FileManager.default.contents(atPath: runner.store) == before, "\(arguments)")
    }
  }

  @Test func aRefusedCommandCreatesNoStore() throws {
    for arguments in Self.refused {
      let runner = JamaalRunner()
      let result = try runner.run(arguments)
      #expect(result.status == 1 || result.status == 2, "\(arguments): \(result.stderr)")
      #expect(!FileManager.default.fileExists(atPath: runner.store), "\(arguments) made a store")
    }
  }
}
