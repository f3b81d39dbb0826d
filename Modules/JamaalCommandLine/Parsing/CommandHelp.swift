extension CommandSpec {
  /// The command's `--help` text, built when asked for.
  package var help: String {
    var lines = ["usage: jamaal \(name) \(synopsis)".trimmingTrailingSpaces, "", summary]
    switch availability {
    case .ready: break
    case .notBuiltYet: lines.append("(not built yet: this command exits 2)")
    case .notInThisBuild(let trait):
      lines.append("(not in this build: built without the \(trait) trait; this command exits 2)")
    }
    if !options.isEmpty {
      lines.append("")
      lines.append("options:")
      for option in options {
        lines.append("  " + option.heading.padded(to: 28) + option.help)
      }
    }
    if !notes.isEmpty {
      lines.append("")
      lines += notes
    }
    lines.append("")
    lines.append(GlobalOptions.helpLines)
    return lines.joined(separator: "\n")
  }

  /// "  jamaal rules show ID", as the usage of a family of commands lists it.
  var usageLine: String { "  jamaal \(name) \(synopsis)".trimmingTrailingSpaces }
}

extension String {
  /// The string with trailing spaces removed.
  package var trimmingTrailingSpaces: String {
    var text = self
    while text.hasSuffix(" ") { text.removeLast() }
    return text
  }

  /// The string padded with spaces to `width` terminal columns (at least one space after it):
  /// a wide character counts two, a combining mark none (``DisplayWidth``), so columns stay
  /// aligned after titles in any script.
  package func padded(to width: Int) -> String { DisplayWidth.pad(self, to: width) }
}
