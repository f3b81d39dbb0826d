/// One option a command accepts.
struct OptionSpec {
  /// The option's name without dashes ("date").
  let name: String
  /// The placeholder for its value, or `nil` for a flag ("YYYY-MM-DD").
  let value: String?
  /// Whether it may be given more than once (`--set`).
  var repeatable = false
  /// One line of help.
  let help: String
}

/// A command of `jamaal`: its words, its options and how it runs.
struct CommandSpec {
  /// The words that name it ("rules", "add").
  let path: [String]
  /// The synopsis after `jamaal <path>`.
  let synopsis: String
  /// One line saying what it does.
  let summary: String
  /// The options it accepts besides the global ones.
  var options: [OptionSpec] = []
  /// How many positional arguments it takes.
  var positionals: ClosedRange<Int> = 0...0
  /// Runs it; `nil` while the command is not built yet (exit 2, listed honestly).
  let run: ((Invocation) throws -> Void)?

  /// "rules add".
  var name: String { path.joined(separator: " ") }

  /// The command's `--help` text.
  var help: String {
    var lines = ["usage: jamaal \(name) \(synopsis)".trimmingTrailingSpaces, "", summary]
    if run == nil { lines.append("(not built yet: this command exits 2)") }
    if !options.isEmpty {
      lines.append("")
      lines.append("options:")
      for option in options {
        let head = "--\(option.name)" + (option.value.map { " \($0)" } ?? "")
        lines.append("  " + head.padded(to: 28) + option.help)
      }
    }
    lines.append("")
    lines.append(GlobalOptions.helpLines)
    return lines.joined(separator: "\n")
  }
}

extension String {
  /// The string with trailing spaces removed.
  var trimmingTrailingSpaces: String {
    var text = self
    while text.hasSuffix(" ") { text.removeLast() }
    return text
  }

  /// The string padded with spaces to `width` (at least one space after it).
  func padded(to width: Int) -> String {
    count >= width ? self + " " : self + String(repeating: " ", count: width - count)
  }
}
