import JamaalPrayerCommands
import JamaalSyncCommands
import Testing

@testable import JamaalCommandLine

/// The command table is well-formed in every build: one command per path, every option of every
/// command reachable on the command line, help for each.
@Suite struct CommandTableTests {
  /// The full build's table, and the light build's (`PrayerTimes` and `Sync` left out).
  static let tables = [
    CommandTable(plugins: [PrayerPlugin(), SyncPlugin()]),
    CommandTable(plugins: [
      NotInThisBuild.standingIn(for: PrayerPlugin(), trait: "PrayerTimes"),
      NotInThisBuild.standingIn(for: SyncPlugin(), trait: "Sync"),
    ]),
  ]

  private static func parse(_ arguments: [String], table: CommandTable) throws
    -> (CommandSpec, Arguments)?
  {
    let output = { (json: Bool) in Output(json: json, colour: false) }
    guard
      case .run(let command, let parsed) = try CommandLineParser(table: table)
        .parse(arguments, output: output)
    else { return nil }
    return (command, parsed)
  }

  @Test func theFullTableListsCLIMdsCommandsInOrder() {
    let names = Self.tables[0].commands.map(\.name)
    #expect(
      names == [
        "demo", "today", "prayer-times", "presets", "presets list", "presets show",
        "places search", "rules add", "rules list", "rules show", "rules edit", "rules pause",
        "rules resume", "rules archive", "rules except", "anchors attend", "anchors skip",
        "anchors delegate", "oneoff add", "reminders plan", "reminders dismiss", "calendar", "sync",
        "sync dismiss",
        "export",
        "import", "status", "recover", "focus start", "focus stop", "plan", "settings",
        // Beyond CLI.md: the completion scripts Scripts/install installs, and the ids they offer.
        "completion", "completion ids",
      ])
    let ruleOptions = Self.tables[0].commands.first { $0.name == "rules add" }?.options
    #expect(
      ruleOptions?.map { $0.rawValue }
        == ["preset", "file", "title", "set", "due-now", "lat", "lon", "city", "method", "madhab"])
  }

  @Test(arguments: tables) func everyPathIsUniqueAndReachable(table: CommandTable) throws {
    let paths = table.commands.map(\.path)
    #expect(Set(paths).count == paths.count)
    for command in table.commands where command.isBuilt {
      let fillers = Array(repeating: "x", count: command.positionals.lowerBound)
      let parsed = try Self.parse(command.path + fillers, table: table)
      #expect(parsed?.0.name == command.name)
      #expect(parsed?.1.positionals == fillers)
    }
  }

  @Test(arguments: tables) func everyOptionOfEveryCommandIsReachable(table: CommandTable) throws {
    let global = GlobalOptions.valued.union(GlobalOptions.flags).union(["h"])
    for command in table.commands where command.isBuilt {
      let names = command.options.map { $0.rawValue }
      #expect(Set(names).count == names.count, "\(command.name) repeats an option")
      let fillers = Array(repeating: "x", count: command.positionals.lowerBound)
      for option in command.options {
        #expect(!global.contains(option.rawValue), "--\(option.rawValue) is a global option")
        let given =
          option.valueName == nil ? ["--\(option.rawValue)"] : ["--\(option.rawValue)", "v"]
        let parsed = try #require(try Self.parse(command.path + fillers + given, table: table))
        if option.valueName == nil {
          #expect(parsed.1.flags == [option.rawValue], "\(command.name) --\(option.rawValue)")
        } else {
          #expect(
            parsed.1.values == [option.rawValue: ["v"]], "\(command.name) --\(option.rawValue)")
        }
      }
    }
  }

  @Test(arguments: tables) func helpIsBuiltForEachCommand(table: CommandTable) throws {
    let overview = table.overview
    for command in table.commands {
      #expect(overview.contains("\n  \(command.name) "), "\(command.name) missing from --help")
      let help = command.help
      #expect(help.hasPrefix("usage: jamaal \(command.name)"))
      #expect(help.contains("\n\(command.summary)\n"))
      for option in command.options {
        #expect(help.contains("\n  \(option.heading) "), "\(command.name) --\(option.rawValue)")
        #expect(!option.help.isEmpty)
      }
      let printed = try CommandLineParser(table: table)
        .parse(command.path + ["--help"]) { Output(json: $0, colour: false) }
      guard case .print(let text) = printed else {
        Issue.record("\(command.name) --help did not print")
        continue
      }
      #expect(text == help)
    }
  }

  @Test func aCommandLeftOutOfTheBuildIsListedAndRefused() throws {
    let table = Self.tables[1]
    let full = Self.tables[0].commands
    #expect(table.commands.map(\.name) == full.map(\.name))
    for (light, built) in zip(table.commands, full) {
      #expect(light.synopsis == built.synopsis, "\(built.name)")
      #expect(light.summary == built.summary, "\(built.name)")
    }
    let line = table.overview.split(separator: "\n").first { $0.hasPrefix("  prayer-times ") }
    #expect(line?.hasSuffix(" Prints prayer times for a place. (not in this build)") == true)
    let error = #expect(throws: CLIError.self) {
      try Self.parse(["prayer-times", "--lat", "1"], table: table)
    }
    #expect(error?.exitCode == 2)
    #expect(
      error?.message
        == "jamaal prayer-times: not in this build (built without the PrayerTimes trait)")
    let sync = #expect(throws: CLIError.self) {
      try Self.parse(["sync", "--cloud", "/tmp/x"], table: table)
    }
    #expect(sync?.message == "jamaal sync: not in this build (built without the Sync trait)")
  }
}

extension CommandTableTests {
  @Test func aSuggestionIsMadeOnlyWhenOneCommandIsNearest() {
    let commands = ["rules list", "rules lost", "today"].map { CommandSpec.notBuiltYet($0, "", "") }
    #expect(CommandSuggestion.closest(to: ["todya"], among: commands)?.name == "today")
    #expect(
      CommandSuggestion.closest(to: ["rules", "list"], among: commands)?.name == "rules list")
    #expect(CommandSuggestion.closest(to: ["rules", "lxst"], among: commands) == nil)
    #expect(CommandSuggestion.closest(to: ["tomorrow"], among: commands) == nil)
    #expect(CommandSuggestion.editDistance("kitten", "sitting") == 3)
  }
}

extension NotInThisBuild {
  /// A stand-in listing `plugin`'s commands, as the executable's tables list them for a build
  /// without `trait` (`Scripts/check-light-build` holds those tables to the plug-ins' words).
  static func standingIn(for plugin: any CommandPlugin, trait: String) -> NotInThisBuild {
    NotInThisBuild(
      trait: trait,
      commands: plugin.commands.map {
        ($0.command.name, $0.command.synopsis, $0.command.summary, after: $0.after)
      })
  }
}
