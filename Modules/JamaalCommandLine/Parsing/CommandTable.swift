import JamaalStorage

/// Every command of one build of `jamaal` (CLI.md), in the order `jamaal --help` lists them:
/// `jamaal`'s own, with the plug-ins' commands placed among them and their `rules add` options
/// added. The executable builds it once.
package struct CommandTable: Sendable {
  /// The version `--version` prints.
  package static let version =
    "jamaal 0.1.0 (JamaalCore, store schema \(Store.currentSchemaVersion))"

  /// The commands, in `--help` order.
  package let commands: [CommandSpec]
  /// The plug-ins the commands were built with.
  package let plugins: PluginSet

  /// `jamaal`'s own commands with what `plugins` add.
  package init(plugins: [any CommandPlugin]) {
    self.plugins = PluginSet(plugins)
    var commands = Self.builtIn
    for plugged in plugins.flatMap(\.commands) {
      let index = commands.firstIndex { $0.name == plugged.after }.map { $0 + 1 }
      commands.insert(plugged.command, at: index ?? commands.endIndex)
    }
    let ruleOptions = self.plugins.ruleOptions.flatMap(\.options)
    if let add = commands.firstIndex(where: { $0.path == ["rules", "add"] }) {
      commands[add] = commands[add].adding(options: ruleOptions)
    }
    self.commands = commands
  }

  /// `jamaal`'s own commands, in `--help` order; those not built yet exit 2.
  static let builtIn: [CommandSpec] = [
    DemoCommand.command,
    TodayCommand.command,
    PresetCommands.presetsCommand,
    PresetCommands.listCommand,
    PresetCommands.showCommand,
    RulesCommands.addCommand,
    RulesCommands.listCommand,
    RulesCommands.showCommand,
    RulesCommands.editCommand,
    RulesCommands.pauseCommand,
    RulesCommands.resumeCommand,
    RulesCommands.archiveCommand,
    RulesCommands.exceptCommand,
    AnchorCommands.attendCommand,
    AnchorCommands.skipCommand,
    AnchorCommands.delegateCommand,
    AnchorCommands.oneOffCommand,
    RemindersCommands.planCommand,
    RemindersCommands.dismissCommand,
    CalendarCommand.command,
    StoreCommands.exportCommand,
    StoreCommands.importCommand,
    StoreCommands.statusCommand,
    StoreCommands.recoverCommand,
    FocusCommands.startCommand,
    FocusCommands.stopCommand,
    NightPlanCommand.command,
    SettingsCommand.command,
    CompletionCommand.command,
    CompletionIDsCommand.command,
  ]

  /// `jamaal --help`, built when asked for.
  package var overview: String {
    let width = (commands.map(\.name.count).max() ?? 10) + 4
    var lines = [
      "usage: jamaal COMMAND [options]", "",
      "Plans a day's Anchors — prayers, the school run, bin night, plants, appointments —",
      "against a SQLite store.", "", "commands:",
    ]
    for command in commands {
      let note: String
      switch command.availability {
      case .ready: note = ""
      case .notBuiltYet: note = " (not built yet)"
      case .notInThisBuild: note = " (not in this build)"
      }
      lines.append("  " + command.name.padded(to: width) + command.summary + note)
    }
    lines += [
      "", GlobalOptions.helpLines, "", "Run 'jamaal COMMAND --help' for a command's options.",
    ]
    lines += [
      "Exit codes: 0 ok · 1 refused or invalid input · 2 usage · 3 the store needs recovery."
    ]
    return lines.joined(separator: "\n")
  }
}
