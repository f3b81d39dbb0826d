/// What the command line asks for.
enum ParsedCommandLine {
  /// Run a command.
  case run(Invocation)
  /// Print this text and exit 0 (help, version).
  case print(String)
}

/// Reads `jamaal`'s arguments: the command words (longest match), its options, the global ones.
struct CommandLineParser {
  /// Every command `jamaal` knows.
  let commands: [CommandSpec]
  /// The text printed by `jamaal --help` and for an incomplete command.
  let overview: String
  /// The text printed by `--version`.
  let version: String

  /// Parses `arguments` (without the program name).
  /// - Throws: `CLIError.usage` naming the unknown command or option, or the missing value.
  func parse(_ arguments: [String], output: (Bool) -> Output) throws -> ParsedCommandLine {
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
      if global.version && words.isEmpty { return .print(version) }
      if words.isEmpty && rest.isEmpty { return .print(overview) }
      return try unknownCommand(words: words, next: rest.first, help: global.help)
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
      guard let spec = command.options.first(where: { $0.name == name }) else {
        throw CLIError.usage(
          "jamaal \(command.name): unknown option '\(token)' (see jamaal \(command.name) --help)")
      }
      guard spec.value != nil else {
        if inline != nil { throw CLIError.usage("--\(name) takes no value") }
        flags.insert(name)
        continue
      }
      guard let value = inline ?? rest.popFirst() else {
        throw CLIError.usage("jamaal \(command.name): --\(name) needs a value")
      }
      if !spec.repeatable, values[name] != nil {
        throw CLIError.usage("jamaal \(command.name): --\(name) given twice")
      }
      values[name, default: []].append(value)
    }
    if global.help { return .print(command.help) }
    guard command.positionals.contains(positionals.count) else {
      throw CLIError.usage(
        "jamaal \(command.name): expected \(Self.describe(command.positionals)), got "
          + "\(positionals.count)\nusage: jamaal \(command.name) \(command.synopsis)")
    }
    return .run(
      Invocation(
        command: command, positionals: positionals, values: values, flags: flags, global: global,
        output: output(global.json)))
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
    guard let value = inline ?? rest.popFirst() else {
      throw CLIError.usage("--\(name) needs a value")
    }
    global.set(name, value)
    return true
  }

  private func unknownCommand(words: [String], next: String?, help: Bool) throws
    -> ParsedCommandLine
  {
    let family = commands.filter { $0.path.starts(with: words) }
    if !words.isEmpty, !family.isEmpty, next == nil || next?.hasPrefix("-") == true {
      let list = family.map { "  jamaal \($0.name) \($0.synopsis)".trimmingTrailingSpaces }
      let text = "usage:\n" + list.joined(separator: "\n")
      if help { return .print(text) }
      throw CLIError.usage(text)
    }
    let given = (words + [next ?? ""]).joined(separator: " ").trimmingTrailingSpaces
    throw CLIError.usage("unknown command '\(given)' (see jamaal --help)")
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
