import Foundation
import JamaalCommandLine
import JamaalDesktopCommands
import JamaalPrayerCommands
import JamaalSyncCommands
import JamaalTestSupport
import JamaalWebCommands
import Testing

/// Issue 25, item 12: `jamaal completion bash|zsh` completes values — the words of the code's
/// enums, zones, files and folders, and the ids of the store named on the line — run in real
/// bash as a TAB runs it.
@Suite struct CompletionCommandTests {
  /// The full build's table, as `jamaal` is built by default.
  static let table = CommandTable(plugins: [
    PrayerPlugin(), SyncPlugin(), WebPlugin(), DesktopPlugin(),
  ])

  @Test func optionsWithAKnownSetOfferItsWords() throws {
    let shell = try CompletionShell()
    #expect(
      Set(try shell.complete("jamaal rules add --preset ")).isSuperset(of: ["plants", "school-run"])
    )
    #expect(try shell.complete("jamaal rules add --preset sc") == ["school-run"])
    #expect(try shell.complete("jamaal prayer-times --method k") == ["karachi", "kuwait"])
    #expect(try shell.complete("jamaal rules add --madhab ") == ["hanafi", "shafi"])
    #expect(try shell.complete("jamaal rules except abc --reason h") == ["holiday"])
    #expect(
      try shell.complete("jamaal reminders plan --permission ")
        == ["authorized", "denied", "notDetermined", "provisional"])
    #expect(try shell.complete("jamaal reminders plan --switch ") == ["off", "on"])
    #expect(
      try shell.complete("jamaal prayer-times --high-latitude-rule s") == ["seventhOfTheNight"])
    #expect(try shell.complete("jamaal prayer-times --rounding ") == ["nearest", "none", "up"])
    #expect(try shell.complete("jamaal prayer-times --polar nearestL") == ["nearestLatitude"])
    #expect(try shell.complete("jamaal prayer-times --shafaq a") == ["abyad", "ahmer"])
    #expect(try shell.complete("jamaal completion ") == ["bash", "ids", "zsh"])
    #expect(try shell.complete("jamaal completion ids ") == ["anchors", "presets", "rules"])
    // A value typed freely offers nothing (not the options).
    #expect(try shell.complete("jamaal rules add --title ") == [])
  }

  /// Every option of every command with a set of words offers exactly those words, so a value
  /// added to an enum is offered without touching the script.
  @Test func everyOptionOfTheTableOffersTheWordsItDeclares() throws {
    let shell = try CompletionShell()
    var checked = 0
    for command in Self.table.commands where command.isBuilt {
      let fillers = Array(repeating: "x", count: command.positionals.lowerBound)
      for option in command.options {
        guard case .oneOf(let words) = option.completion else { continue }
        let line = (["jamaal"] + command.path + fillers + ["--" + option.rawValue, ""])
        #expect(
          try shell.complete(line.joined(separator: " ")) == words.sorted(),
          "\(command.name) --\(option.rawValue)")
        checked += 1
      }
    }
    #expect(checked >= 12)
  }

  @Test func zonesAreTheIANANames() throws {
    let shell = try CompletionShell()
    #expect(try shell.complete("jamaal --tz Europe/Lon") == ["Europe/London"])
    #expect(try shell.complete("jamaal today --tz Asia/Riy") == ["Asia/Riyadh"])
    #expect(try shell.complete("jamaal today --tz Mars/") == [])
  }

  @Test func pathOptionsOfferFilesAndFolderOptionsFolders() throws {
    let shell = try CompletionShell()
    let folder = Fixtures.temporaryFolder("jamaal-completion-files")
    for name in ["x-one", "x two", "other"] {
      try Data().write(to: folder.appendingPathComponent(name))
    }
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("x-dir"), withIntermediateDirectories: true)
    let files = ["x two", "x-dir", "x-one"].map { folder.path + "/" + $0 }
    for line in [
      "jamaal --store ", "jamaal rules add --file ", "jamaal export --out ",
      "jamaal calendar --ics --out ", "jamaal import ",
    ] {
      #expect(try shell.complete(line + folder.path + "/x") == files, "\(line)")
    }
    for line in ["jamaal --presets ", "jamaal sync --cloud "] {
      #expect(try shell.complete(line + folder.path + "/x") == [files[1]], "\(line)")
    }
  }

  @Test func idsComeFromTheStoreNamedOnTheLine() throws {
    let shell = try CompletionShell()
    let runner = JamaalRunner()
    var rules: [String] = []
    for preset in ["plants", "school-run", "bin-night"] {
      let added = try runner.run(["rules", "add", "--preset", preset, "--json"])
      #expect(added.status == 0, "\(added.stderr)")
      rules.append(try #require((try JamaalRunner.json(added) as? [String: Any])?["id"] as? String))
    }
    #expect(try runner.run(["rules", "archive", rules[2]]).status == 0)
    let globals = "--store \(runner.store) --now \(runner.now) --tz \(runner.timeZone)"
    for command in ["show", "edit", "pause", "resume", "archive", "except"] {
      #expect(
        try shell.complete("jamaal \(globals) rules \(command) ") == rules.prefix(2).sorted(),
        "rules \(command)")
    }
    #expect(try shell.complete("jamaal \(globals) rules show \(rules[0].prefix(8))") == [rules[0]])
    let inline = "--store=\(runner.store) --now=\(runner.now) --tz=\(runner.timeZone)"
    #expect(try shell.complete("jamaal \(inline) rules show \(rules[1].prefix(6))") == [rules[1]])
    let today = try #require(
      try JamaalRunner.json(try runner.run(["today", "--json"])) as? [String: Any])
    let rows = try #require(today["rows"] as? [[String: Any]])
    let anchors = rows.flatMap { row in
      ((row["members"] as? [[String: Any]]) ?? [row]).compactMap { $0["anchor"] as? String }
    }
    #expect(!anchors.isEmpty)
    for command in ["attend", "skip", "delegate"] {
      #expect(
        try shell.complete("jamaal anchors \(command) \(globals) ") == anchors.sorted(),
        "anchors \(command)")
    }
  }

  @Test func anUnreadableOrMissingStoreOffersNothingAndCreatesNothing() throws {
    let shell = try CompletionShell()
    let folder = Fixtures.temporaryFolder("jamaal-completion-missing")
    let missing = folder.appendingPathComponent("none/j.sqlite").path
    #expect(try shell.complete("jamaal --store \(missing) rules show ") == [])
    #expect(try shell.complete("jamaal --store \(folder.path) anchors skip ") == [])
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
  }

  @Test func commandWordsAndOptionsAsBefore() throws {
    let shell = try CompletionShell()
    let first = Set(Self.table.commands.filter(\.isBuilt).compactMap(\.path.first))
    #expect(try shell.complete("jamaal ") == first.sorted())
    #expect(try shell.complete("jamaal rules p") == ["pause"])
    #expect(try shell.complete("jamaal calendar --o") == ["--out"])
    #expect(try shell.complete("jamaal rules show --j") == ["--json"])
  }

  @Test func theScriptsParse() throws {
    let shell = try CompletionShell()
    let checked = try CompletionShell.run("/bin/bash", ["-n", shell.script.path])
    #expect(checked.status == 0, "\(checked.stderr)")
    let zsh = try JamaalRunner.raw(["completion", "zsh"])
    #expect(zsh.status == 0)
    #expect(zsh.stdout.hasPrefix("#compdef jamaal\n"))
  }

  /// zsh parses its script and runs `_jamaal` through bashcompinit as its `compgen -F` does
  /// (in sh emulation; zsh's compgen leaves the matching to compadd, so every value comes back).
  /// Skipped where zsh is not installed.
  @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/zsh")))
  func zshParsesAndRunsItsScript() throws {
    let zsh = try JamaalRunner.raw(["completion", "zsh"])
    let file = Fixtures.temporaryFolder("jamaal-completion-zsh").appendingPathComponent("_jamaal")
    try Data(zsh.stdout.utf8).write(to: file)
    let parsed = try CompletionShell.run("/usr/bin/zsh", ["-n", file.path])
    #expect(parsed.status == 0, "\(parsed.stderr)")
    let program = """
      autoload -U +X compinit && compinit -u -D; source "$1"
      emulate sh -c 'COMP_WORDS=(jamaal prayer-times --madhab ""); COMP_CWORD=3
        COMP_LINE="jamaal prayer-times --madhab "; COMP_POINT=${#COMP_LINE}
        _jamaal; printf "%s\\n" "${COMPREPLY[@]}"
        COMP_WORDS=(jamaal rules ""); COMP_CWORD=2; COMP_LINE="jamaal rules "
        COMP_POINT=${#COMP_LINE}; COMPREPLY=(); _jamaal; printf "%s\\n" "${COMPREPLY[@]}"'
      """
    let ran = try CompletionShell.run("/usr/bin/zsh", ["-f", "-c", program, "_", file.path])
    #expect(ran.status == 0 && ran.stderr.isEmpty, "\(ran.stderr)")
    #expect(
      ran.stdout.split(separator: "\n") == [
        "shafi", "hanafi", "add", "list", "show", "edit", "pause", "resume", "archive", "except",
      ])
  }
}
