/// Every command of `jamaal` (CLI.md), in the order `jamaal --help` lists them.
enum CommandTable {
  /// The version `--version` prints.
  static let version = "jamaal 0.1.0 (JamaalCore)"

  /// All commands; those not built yet have `run == nil` and exit 2.
  static var all: [CommandSpec] {
    [
      command(
        "demo", "", "Makes a fresh demo store (the journey's examples) and prints Today.",
        run: DemoCommand.run),
      command("today", "", "Prints Today's Anchors section.", run: TodayCommand.run),
      command(
        "prayer-times", "--lat D --lon D [--date YYYY-MM-DD] [--days N] [--method NAME] …",
        "Prints prayer times for a place.", options: PrayerOptions.forTimes,
        run: PrayerOptions.timesCommand),
      command("presets", "[list | show KEY]", "Lists the presets.", run: PresetCommands.list),
      command("presets list", "", "Lists the presets.", run: PresetCommands.list),
      command(
        "presets show", "KEY", "Shows one preset.", positionals: 1...1, run: PresetCommands.show),
      command(
        "places search", "TEXT [--limit N]", "Searches places offline (zone, country, method).",
        options: [OptionSpec(name: "limit", value: "N", help: "the most results (default 10)")],
        positionals: 1...1, run: PrayerOptions.placesCommand),
      command(
        "rules add", "--preset KEY [--title T] [--set key=value]… | --file RULE.yaml",
        "Adds a rule from a preset or a rule file.",
        options: [
          OptionSpec(name: "preset", value: "KEY", help: "the preset (jamaal presets list)"),
          OptionSpec(name: "file", value: "RULE.yaml", help: "a rule file of a preset's shape"),
          OptionSpec(name: "title", value: "T", help: "the rule's title"),
          OptionSpec(
            name: "set", value: "key=value", repeatable: true,
            help: "a field (days, start, window, every, lastDone, …; see CLI.md)"),
        ] + PrayerOptions.forRules, run: RulesCommands.add),
      command("rules list", "", "Lists the rules.", run: RulesCommands.list),
      command(
        "rules show", "ID", "Shows a rule and its next 7 days.", positionals: 1...1,
        run: RulesCommands.show),
      command(
        "rules edit", "ID --set key=value…", "Edits a rule.",
        options: [
          OptionSpec(name: "set", value: "key=value", repeatable: true, help: "a field to change")
        ], positionals: 1...1, run: RulesCommands.edit),
      command("rules pause", "ID", "Pauses a rule.", positionals: 1...1, run: RulesCommands.pause),
      command(
        "rules resume", "ID", "Resumes a paused rule.", positionals: 1...1,
        run: RulesCommands.resume),
      command(
        "rules archive", "ID", "Archives a rule (its history stays).", positionals: 1...1,
        run: RulesCommands.archive),
      command(
        "rules except", "ID --from YYYY-MM-DD [--to YYYY-MM-DD] --reason REASON",
        "Adds an exception to a rule.",
        options: [
          OptionSpec(name: "from", value: "YYYY-MM-DD", help: "the first day excepted"),
          OptionSpec(name: "to", value: "YYYY-MM-DD", help: "the last day (default: open end)"),
          OptionSpec(
            name: "reason", value: "REASON", help: "termBreak, holiday, travel, illness or other"),
        ], positionals: 1...1, run: RulesCommands.except),
      command(
        "anchors attend", "ID",
        "Marks an Anchor attended (on a missed one: Mark as done after all).",
        positionals: 1...1, run: AnchorCommands.attend),
      command(
        "anchors skip", "ID", "Marks an Anchor Not today.", positionals: 1...1,
        run: AnchorCommands.skip),
      command(
        "anchors delegate", "ID", "Marks an Anchor Someone else did it.", positionals: 1...1,
        run: AnchorCommands.delegate),
      command(
        "oneoff add", "--title T --date YYYY-MM-DD --start HH:MM --end HH:MM [--effort MIN] …",
        "Adds a one-off Anchor.",
        options: [
          OptionSpec(name: "title", value: "T", help: "what it is"),
          OptionSpec(name: "date", value: "YYYY-MM-DD", help: "the day"),
          OptionSpec(name: "start", value: "HH:MM", help: "when the window opens"),
          OptionSpec(name: "end", value: "HH:MM", help: "when it closes (after the start)"),
          OptionSpec(name: "effort", value: "MIN", help: "minutes of effort"),
          OptionSpec(name: "remind-at-start", value: nil, help: "remind when it opens"),
          OptionSpec(name: "remind-before-end", value: "MIN", help: "remind before it closes"),
        ], run: AnchorCommands.addOneOff),
      command(
        "reminders plan", "[--permission STATE] [--switch on|off] [--horizon-days N]",
        "Prints the notification plan.", run: nil),
      command(
        "calendar", "[--days N] --ics [--out FILE]", "Exports the preview as iCalendar.",
        run: nil),
      command(
        "sync", "--cloud DIR [--device NAME]", "Syncs with a folder-backed cloud.", run: nil),
      command(
        "export", "[--out FILE]", "Exports every row as JSON.",
        options: [OptionSpec(name: "out", value: "FILE", help: "write here instead of stdout")],
        run: StoreCommands.export),
      command(
        "import", "FILE", "Imports an export into an empty store.", positionals: 1...1,
        run: StoreCommands.importFile),
      command(
        "status", "", "Shows store health, schema version and states.",
        run: StoreCommands.status),
      command(
        "recover", "--retry | --reset [--confirm --confirm-again]",
        "Recovers a store that won't open.",
        options: [
          OptionSpec(name: "retry", value: nil, help: "try opening it again"),
          OptionSpec(name: "reset", value: nil, help: "move the file aside and start afresh"),
          OptionSpec(name: "confirm", value: nil, help: "first confirmation (scripted)"),
          OptionSpec(name: "confirm-again", value: nil, help: "second confirmation (scripted)"),
        ], run: StoreCommands.recover),
      command("focus start", "[--title T]", "Starts a focus session.", run: nil),
      command("focus stop", "", "Stops the focus session.", run: nil),
      command(
        "plan", "--date YYYY-MM-DD --planned|--skipped", "Marks a night planned or skipped.",
        run: nil),
    ]
  }

  private static func command(
    _ path: String, _ synopsis: String, _ summary: String, options: [OptionSpec] = [],
    positionals: ClosedRange<Int> = 0...0, run: ((Invocation) throws -> Void)?
  ) -> CommandSpec {
    CommandSpec(
      path: path.split(separator: " ").map(String.init), synopsis: synopsis, summary: summary,
      options: options, positionals: positionals, run: run)
  }

  /// `jamaal --help`.
  static var overview: String {
    let commands = all
    let width = (commands.map(\.name.count).max() ?? 10) + 4
    var lines = [
      "usage: jamaal COMMAND [options]", "",
      "Plans a day's Anchors — prayers, the school run, bin night, plants, appointments —",
      "against a SQLite store.", "", "commands:",
    ]
    for command in commands {
      let note = command.run == nil ? " (not built yet)" : ""
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
