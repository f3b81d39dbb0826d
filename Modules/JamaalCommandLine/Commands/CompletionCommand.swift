/// `jamaal completion bash|zsh`: a shell completion script generated from this build's command
/// table (commands, their options, the values they take), which `Scripts/install` installs.
enum CompletionCommand {
  /// The shells it writes for.
  enum Shell: String, CaseIterable {
    case bash, zsh
  }

  /// `jamaal completion`.
  static let command = CommandSpec(
    "completion", "bash|zsh", "Prints a shell completion script for bash or zsh.",
    positionals: 1...1, run: run
  ).completing(.cases(of: Shell.self))

  static func run(_ invocation: Invocation<NoOption>) throws {
    // The global options are checked as for every command (a bad --tz is refused everywhere).
    _ = try Session(invocation)
    let typed = invocation.positionals[0]
    guard let shell = Shell(rawValue: typed) else {
      throw CLIError.usage(
        "jamaal completion: shell '\(typed)' is not one it writes for (bash or zsh)")
    }
    let script = CompletionScript(CommandTable(plugins: invocation.plugins.plugins)).text
    switch shell {
    case .bash: print(script, terminator: "")
    case .zsh:
      // zsh runs this file as `_jamaal` on the first TAB: that TAB is completed too.
      print(
        "#compdef jamaal\nautoload -U +X bashcompinit && bashcompinit\n" + script
          + "if (( ${+CURRENT} )); then _bash_complete -F _jamaal; fi\n", terminator: "")
    }
  }
}
