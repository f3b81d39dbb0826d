import Foundation
import Testing

@Suite(.serialized) struct CommandLineTests {
  /// Every command of the contract (../shared/CLI.md, "Commands"), typed here from it.
  static let contractCommands = [
    "demo", "today", "prayer-times", "presets", "places search", "rules add", "rules list",
    "rules show", "rules edit", "rules pause", "rules resume", "rules archive", "rules except",
    "anchors attend", "anchors skip", "anchors delegate", "oneoff add", "reminders plan",
    "calendar", "sync", "export", "import", "status", "recover", "focus start", "focus stop",
    "plan",
  ]

  @Test func helpListsEveryCommandAndEachCommandHasHelp() throws {
    let help = try JamaalRunner.raw(["--help"])
    #expect(help.status == 0)
    // The command list: the lines between "commands:" and the next blank line, "  NAME  text".
    let lines = help.stdout.components(separatedBy: "\n")
    let first = try #require(lines.firstIndex(of: "commands:")) + 1
    let last = lines[first...].firstIndex(of: "") ?? lines.endIndex
    let listed = lines[first..<last].map {
      $0.trimmingCharacters(in: .whitespaces).components(separatedBy: "  ")[0]
    }
    for command in Self.contractCommands {
      #expect(listed.contains(command), "\(command) missing from --help")
    }
    // Every listed command, not a sample, answers --help with its own usage line.
    #expect(listed.count >= Self.contractCommands.count)
    for command in listed {
      let result = try JamaalRunner.raw(command.components(separatedBy: " ") + ["--help"])
      #expect(result.status == 0, "\(command) --help")
      #expect(result.stdout.hasPrefix("usage: jamaal \(command)"), "\(command) --help")
      #expect(result.stderr.isEmpty, "\(command) --help")
    }
    #expect(try JamaalRunner.raw(["--version"]).stdout.hasPrefix("jamaal "))
  }

  @Test func usageErrorsExitTwoAndNameTheProblem() throws {
    let unknown = try JamaalRunner.raw(["frobnicate"])
    #expect(unknown.status == 2)
    #expect(unknown.stderr == "jamaal: unknown command 'frobnicate' (see jamaal --help)\n")
    let option = try JamaalRunner.raw(["today", "--colour"])
    #expect(option.status == 2)
    #expect(option.stderr.contains("unknown option '--colour'"))
    let missing = try JamaalRunner.raw(["rules", "show"])
    #expect(missing.status == 2)
  }

  @Test func badGlobalValuesAreRefusedWithTheirName() throws {
    let runner = JamaalRunner()
    let zone = try JamaalRunner.raw(["today", "--tz", "Mars/Olympus", "--store", runner.store])
    #expect(zone.status == 1)
    #expect(zone.stderr.contains("--tz: 'Mars/Olympus' is not a time zone identifier"))
    let now = try JamaalRunner.raw(["today", "--now", "yesterday", "--store", runner.store])
    #expect(now.status == 1)
    #expect(now.stderr.contains("--now: 'yesterday' is not an ISO 8601 instant"))
  }
}

extension CommandLineTests {
  @Test func jsonTimesAreUTCWithASuffixZ() throws {
    let runner = JamaalRunner(now: "2026-11-26T05:00:00+03:00")
    let added = try runner.run([
      "oneoff", "add", "--title", "Early", "--date", "2026-11-27", "--start", "00:30", "--end",
      "01:05", "--json",
    ])
    let anchor = try #require(try JamaalRunner.json(added) as? [String: Any])
    #expect(anchor["windowStart"] as? String == "2026-11-26T21:30:00Z")
    #expect(anchor["windowEnd"] as? String == "2026-11-26T22:05:00Z")
  }
}

extension CommandLineTests {
  @Test func nowAcceptsEveryISO8601OffsetForm() throws {
    for now in [
      "2026-11-26T11:05:00Z", "2026-11-26T14:05:00+03:00", "2026-11-26T14:05+03:00",
      "2026-11-26T14:05:00.250+0300", "2026-11-26T06:05:00-05:00",
    ] {
      let runner = JamaalRunner(now: now)
      try runner.run(["rules", "add", "--preset", "school-run"])
      let today = try JamaalRunner.json(try runner.run(["today", "--json"])) as? [String: Any]
      #expect(today?["now"] as? String == "2026-11-26T11:05:00Z", "\(now)")
    }
    for bad in ["2026-11-26T14:05:00", "2026-11-26", "2026-02-30T10:00:00Z", "2026-11-26T25:00Z"] {
      let result = try JamaalRunner.raw(["today", "--now", bad, "--store", JamaalRunner().store])
      #expect(result.status == 1, "\(bad)")
    }
  }
}

extension CommandLineTests {
  @Test func theDemoHoldsTheJourneysExamples() throws {
    let runner = JamaalRunner(now: "2026-11-26T14:05:00+03:00")
    let demo = try runner.run(["demo"])
    #expect(demo.status == 0, "\(demo.stderr)")
    let lines = demo.stdout.split(separator: "\n").map(String.init)
    #expect(lines.first == "Today · Thu 2026-11-26 · Asia/Riyadh")
    #expect(lines.contains { $0.hasPrefix("  ● Water the plants · open · closes Fri") })
    #expect(lines.contains { $0.hasPrefix("  ○ School run · Pick-up · opens 15:15") })
    #expect(lines.contains { $0.hasPrefix("  ● Salah 0/4 · Dhuhr · until 14:43") })
    #expect(lines.contains("  15:00–16:00   Dentist"))
    #expect(lines.contains("The demo store is \(runner.store)"))
    #expect(lines.filter { $0.hasPrefix("  swift run jamaal ") }.count == 3)
    let again = try runner.run(["demo"])
    #expect(again.status == 1)
    #expect(again.stderr.contains("already exists"))
  }
}

extension CommandLineTests {
  @Test func versionAfterACommandWordIsAUsageErrorAndNothingRuns() throws {
    let runner = JamaalRunner()
    for arguments in [
      ["rules", "add", "--preset", "school-run", "--version"], ["--version", "today"],
    ] {
      let result = try runner.run(arguments)
      #expect(result.status == 2, "\(arguments)")
      #expect(result.stdout.isEmpty)
      let command = arguments.contains("today") ? "today" : "rules add"
      #expect(
        result.stderr
          == "jamaal \(command): --version goes alone (run 'jamaal --version')\n")
    }
    #expect(
      !FileManager.default.fileExists(atPath: runner.store), "a refused command wrote a store")
    #expect(try JamaalRunner.raw(["--version"]).status == 0)
    #expect(
      try JamaalRunner.raw(["today", "--version", "--help"]).stdout.hasPrefix("usage: jamaal today")
    )
  }

  @Test func aMistypedCommandSuggestsTheOneCloseCommand() throws {
    let typos: [([String], String, String)] = [
      (["rules", "lst"], "rules lst", "rules list"),
      (["rulez", "list"], "rulez", "rules list"),
      (["todya"], "todya", "today"),
      (["anchor", "attend", "1a2b3c"], "anchor", "anchors attend"),
    ]
    for (arguments, given, suggestion) in typos {
      let result = try JamaalRunner.raw(arguments)
      #expect(result.status == 2)
      #expect(
        result.stderr
          == "jamaal: unknown command '\(given)'; did you mean '\(suggestion)'? (see jamaal --help)\n"
      )
    }
    for far in [["rules", "wipe"], ["frobnicate"], ["to"]] {
      let result = try JamaalRunner.raw(far)
      #expect(result.status == 2)
      #expect(!result.stderr.contains("did you mean"), "\(far)")
    }
  }
}
