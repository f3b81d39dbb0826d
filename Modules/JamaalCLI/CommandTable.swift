/// Every command of `jamaal` (CLI.md), in the order `jamaal --help` lists them.
enum CommandTable {
  /// The version `--version` prints.
  static let version = "jamaal 0.1.0 (JamaalCore)"

  /// All commands; those not built yet have `run == nil` and exit 2.
  static var all: [CommandSpec] {
    [
      CommandSpec(
        path: ["demo"], synopsis: "",
        summary: "Makes a fresh demo store (the journey's examples) and prints Today.",
        run: nil),
      CommandSpec(
        path: ["today"], synopsis: "", summary: "Prints Today's Anchors section.", run: nil),
      CommandSpec(
        path: ["prayer-times"],
        synopsis: "--lat D --lon D [--date YYYY-MM-DD] [--days N] [--method NAME] …",
        summary: "Prints prayer times for a place.", run: nil),
      CommandSpec(
        path: ["presets"], synopsis: "[list | show KEY]", summary: "Lists the presets.",
        run: nil),
      CommandSpec(
        path: ["presets", "list"], synopsis: "", summary: "Lists the presets.", run: nil),
      CommandSpec(
        path: ["presets", "show"], synopsis: "KEY", summary: "Shows one preset.",
        positionals: 1...1, run: nil),
      CommandSpec(
        path: ["places", "search"], synopsis: "TEXT [--limit N]",
        summary: "Searches places offline (zone, country, method).", run: nil),
      CommandSpec(
        path: ["rules", "add"], synopsis: "--preset KEY [--title T] [--set key=value]… | --file F",
        summary: "Adds a rule from a preset or a rule file.", run: nil),
      CommandSpec(path: ["rules", "list"], synopsis: "", summary: "Lists the rules.", run: nil),
      CommandSpec(
        path: ["rules", "show"], synopsis: "ID", summary: "Shows a rule and its next 7 days.",
        positionals: 1...1, run: nil),
      CommandSpec(
        path: ["rules", "edit"], synopsis: "ID --set key=value…", summary: "Edits a rule.",
        positionals: 1...1, run: nil),
      CommandSpec(
        path: ["rules", "pause"], synopsis: "ID", summary: "Pauses a rule.", positionals: 1...1,
        run: nil),
      CommandSpec(
        path: ["rules", "resume"], synopsis: "ID", summary: "Resumes a paused rule.",
        positionals: 1...1, run: nil),
      CommandSpec(
        path: ["rules", "archive"], synopsis: "ID", summary: "Archives a rule (history stays).",
        positionals: 1...1, run: nil),
      CommandSpec(
        path: ["rules", "except"], synopsis: "ID --from YYYY-MM-DD [--to YYYY-MM-DD] --reason R",
        summary: "Adds an exception to a rule.", positionals: 1...1, run: nil),
      CommandSpec(
        path: ["anchors", "attend"], synopsis: "ID",
        summary: "Marks an Anchor attended (on a missed one: Mark as done after all).",
        positionals: 1...1, run: nil),
      CommandSpec(
        path: ["anchors", "skip"], synopsis: "ID", summary: "Marks an Anchor Not today.",
        positionals: 1...1, run: nil),
      CommandSpec(
        path: ["anchors", "delegate"], synopsis: "ID",
        summary: "Marks an Anchor Someone else did it.", positionals: 1...1, run: nil),
      CommandSpec(
        path: ["oneoff", "add"],
        synopsis: "--title T --date YYYY-MM-DD --start HH:MM --end HH:MM [--effort MIN] …",
        summary: "Adds a one-off Anchor.", run: nil),
      CommandSpec(
        path: ["reminders", "plan"], synopsis: "[--permission STATE] [--switch on|off] …",
        summary: "Prints the notification plan.", run: nil),
      CommandSpec(
        path: ["calendar"], synopsis: "[--days N] --ics [--out FILE]",
        summary: "Exports the preview as iCalendar.", run: nil),
      CommandSpec(
        path: ["sync"], synopsis: "--cloud DIR [--device NAME]",
        summary: "Syncs with a folder-backed cloud.", run: nil),
      CommandSpec(
        path: ["export"], synopsis: "[--out FILE]", summary: "Exports every row as JSON.",
        run: nil),
      CommandSpec(
        path: ["import"], synopsis: "FILE", summary: "Imports an export into an empty store.",
        positionals: 1...1, run: nil),
      CommandSpec(
        path: ["status"], synopsis: "", summary: "Shows store health and states.", run: nil),
      CommandSpec(
        path: ["recover"], synopsis: "--retry | --reset [--confirm --confirm-again]",
        summary: "Recovers a store that won't open.", run: nil),
      CommandSpec(
        path: ["focus", "start"], synopsis: "[--title T]", summary: "Starts a focus session.",
        run: nil),
      CommandSpec(
        path: ["focus", "stop"], synopsis: "", summary: "Stops the focus session.", run: nil),
      CommandSpec(
        path: ["plan"], synopsis: "--date YYYY-MM-DD --planned|--skipped",
        summary: "Marks a night planned or skipped.", run: nil),
    ]
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
