/// What the command line asks for.
package enum ParsedCommandLine {
  /// Run a command with what the parser read.
  case run(CommandSpec, Arguments)
  /// Print this text and exit 0 (help, version).
  case print(String)
}

/// Reads `jamaal`'s arguments: the command words (longest match), its options, the global ones.
package struct CommandLineParser {
  /// Every command of this build, and its plug-ins.
  let table: CommandTable

  /// A parser of the commands of `table`.
  package init(table: CommandTable) { self.table = table }

  private var commands: [CommandSpec] { table.commands }

  /// Parses `arguments` (without the program name).
  /// - Throws: `CLIError.usage` naming the unknown command or option, or the missing value.
  package func parse(_ arguments: [String], output: (Bool) -> Output) throws
    -> ParsedCommandLine
  {
    var global = GlobalOptions()
    var rest = ArraySlice(arguments)
    var words: [String] = []
    // The command words, with global options allowed between them.
    while let token = rest.first {
      if token.hasPrefix("-") {
        guard try takeGlobal(token, from: &rest, into: &global) else { break }
        continue
      }
      let candidate = words + [token]
      guard commands.contains(where: { $0.path.starts(with: candidate) }) else { break }
      words = candidate
      rest.removeFirst()
    }
    guard let command = commands.first(where: { $0.path == words }) else {
      if global.version && words.isEmpty { return .print(CommandTable.version) }
      if words.isEmpty && rest.isEmpty { return .print(table.overview) }
      return try unknownCommand(words: words, rest: rest, help: global.help)
    }
    if case .notInThisBuild(let trait) = command.availability {
      // Its options are unknown here: say what is missing rather than "unknown option".
      if global.help || rest.contains(where: { $0 == "--help" || $0 == "-h" }) {
        return .print(command.help)
      }
      throw CommandSpec.notInThisBuild(command.name, trait: trait)
    }
    var positionals: [String] = []
    var values: [String: [String]] = [:]
    var flags: Set<String> = []
    var optionsEnded = false
    while let token = rest.popFirst() {
      if optionsEnded || !token.hasPrefix("-") || token == "-" {
        positionals.append(token)
        continue
      }
      if token == "--" {
        optionsEnded = true
        continue
      }
      rest.insert(token, at: rest.startIndex)
      if try takeGlobal(token, from: &rest, into: &global) { continue }
      rest.removeFirst()
      let (name, inline) = Self.split(token)
      guard let option = command.option(named: name) else {
        throw CLIError.usage(
          "jamaal \(command.name): unknown option '\(token)' (see jamaal \(command.name) --help)")
      }
      guard option.valueName != nil else {
        if inline != nil { throw CLIError.usage("--\(name) takes no value") }
        flags.insert(name)
        continue
      }
      // An option is no value: `--lat --lon 5` is missing --lat's value, not lat "--lon".
      guard let value = inline ?? (rest.first?.hasPrefix("--") == true ? nil : rest.popFirst())
      else {
        throw CLIError.usage(
          "jamaal \(command.name): --\(name) needs a value (for one starting with '--', write"
            + " --\(name)=VALUE)")
      }
      if !option.isRepeatable, values[name] != nil {
        throw CLIError.usage("jamaal \(command.name): --\(name) given twice")
      }
      values[name, default: []].append(value)
    }
    if global.help { return .print(command.help) }
    if global.version {
      throw CLIError.usage(
        "jamaal \(command.name): --version goes alone (run 'jamaal --version')")
    }
    guard command.positionals.contains(positionals.count) else {
      // One line: "jamaal rules show: expected 1 argument, got 0 (usage: jamaal rules show ID)".
      let usage = "jamaal \(command.name) \(command.synopsis)".trimmingTrailingSpaces
      throw CLIError.usage(
        "jamaal \(command.name): expected \(Self.describe(command.positionals)), got "
          + "\(positionals.count) (usage: \(usage))")
    }
    return .run(
      command,
      Arguments(
        commandName: command.name, positionals: positionals, values: values, flags: flags,
        global: global, output: output(global.json), plugins: table.plugins))
  }

  /// Consumes a global option at the front of `rest`; false when `token` is not one.
  private func takeGlobal(
    _ token: String, from rest: inout ArraySlice<String>, into global: inout GlobalOptions
  ) throws -> Bool {
    if token == "-h" {
      rest.removeFirst()
      global.help = true
      return true
    }
    let (name, inline) = Self.split(token)
    if GlobalOptions.flags.contains(name), inline == nil {
      rest.removeFirst()
      global.set(flag: name)
      return true
    }
    guard GlobalOptions.valued.contains(name) else { return false }
    rest.removeFirst()
    guard let value = inline ?? (rest.first?.hasPrefix("--") == true ? nil : rest.popFirst())
    else {
      throw CLIError.usage(
        "--\(name) needs a value (for one starting with '--', write --\(name)=VALUE)")
    }
    global.set(name, value)
    return true
  }

  private func unknownCommand(words: [String], rest: ArraySlice<String>, help: Bool) throws
    -> ParsedCommandLine
  {
    let next = rest.first
    let family = commands.filter { $0.path.starts(with: words) }
    if !words.isEmpty, !family.isEmpty, next == nil || next?.hasPrefix("-") == true {
      let text = "usage:\n" + family.map(\.usageLine).joined(separator: "\n")
      if help { return .print(text) }
      throw CLIError.usage(text)
    }
    let given = (words + [next ?? ""]).joined(separator: " ").trimmingTrailingSpaces
    let typed = words + rest.prefix { !$0.hasPrefix("-") }
    let hint = CommandSuggestion.closest(to: Array(typed), among: commands).map {
      "; did you mean '\($0.name)'?"
    }
    throw CLIError.usage("unknown command '\(given)'\(hint ?? "") (see jamaal --help)")
  }

  /// Splits `--name=value` into its name and inline value.
  private static func split(_ token: String) -> (name: String, inline: String?) {
    let body = token.drop { $0 == "-" }
    guard let equals = body.firstIndex(of: "=") else { return (String(body), nil) }
    return (String(body[..<equals]), String(body[body.index(after: equals)...]))
  }

  private static func describe(_ range: ClosedRange<Int>) -> String {
    if range == 0...0 { return "no arguments" }
    if range.lowerBound == range.upperBound {
      return "\(range.lowerBound) argument\(range.lowerBound == 1 ? "" : "s")"
    }
    return "\(range.lowerBound) to \(range.upperBound) arguments"
  }
}
