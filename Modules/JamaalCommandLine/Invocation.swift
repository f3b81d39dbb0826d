/// A parsed command line: the command, its positionals and options, and the global options.
struct Invocation {
  /// The command that runs.
  let command: CommandSpec
  /// Positional arguments after the command words.
  let positionals: [String]
  /// Option values by name, in the order given.
  let values: [String: [String]]
  /// Flags given.
  let flags: Set<String>
  /// The global options.
  let global: GlobalOptions
  /// Where output goes.
  let output: Output

  /// The single value of an option, if given.
  func value(_ name: String) -> String? { values[name]?.last }

  /// The value of a required option, or a usage error naming it.
  func required(_ name: String) throws -> String {
    guard let value = value(name) else {
      throw CLIError.usage("jamaal \(command.name): missing --\(name)")
    }
    return value
  }

  /// Whether a flag was given.
  func flag(_ name: String) -> Bool { flags.contains(name) }

  /// An integer option, validated against `range`, with a message naming the option.
  func integer(_ name: String, in range: ClosedRange<Int>) throws -> Int? {
    guard let text = value(name) else { return nil }
    guard let number = Int(text), range.contains(number) else {
      throw CLIError.refused(
        "--\(name): '\(text)' is not a whole number from \(range.lowerBound) to \(range.upperBound)"
      )
    }
    return number
  }
}
