/// What the parser read for a command, before the command gives its options a type.
package struct Arguments: Sendable {
  /// "rules add".
  package let commandName: String
  /// Positional arguments after the command words.
  package let positionals: [String]
  /// Option values by name, in the order given.
  let values: [String: [String]]
  /// Flags given, by name.
  let flags: Set<String>
  /// The global options.
  package var global: GlobalOptions
  /// Where output goes.
  package let output: Output
  /// The plug-ins of this build.
  package let plugins: PluginSet
}

/// A parsed command line as one command sees it: its positionals, its options (the cases of
/// `Option`), the global options and the plug-ins of this build.
package struct Invocation<Option: CommandOption> {
  /// What the parser read.
  package let arguments: Arguments

  /// The arguments seen through the options `Option`.
  package init(_ arguments: Arguments) { self.arguments = arguments }

  /// Positional arguments after the command words.
  package var positionals: [String] { arguments.positionals }
  /// The global options.
  package var global: GlobalOptions { arguments.global }
  /// Where output goes.
  package var output: Output { arguments.output }
  /// The plug-ins of this build.
  package var plugins: PluginSet { arguments.plugins }

  /// The single value of an option, if given.
  package func value(_ option: Option) -> String? { arguments.values[option.rawValue]?.last }

  /// Every value of a repeatable option, in the order given.
  package func values(_ option: Option) -> [String] { arguments.values[option.rawValue] ?? [] }

  /// The value of a required option, or a usage error naming it.
  package func required(_ option: Option) throws -> String {
    guard let value = value(option) else {
      throw CLIError.usage("jamaal \(arguments.commandName): missing --\(option.rawValue)")
    }
    return value
  }

  /// A path option's value, if given; an empty one is a usage error naming the option (an
  /// empty path would mean the current folder).
  package func path(_ option: Option) throws -> String? {
    guard let text = value(option) else { return nil }
    guard !text.isEmpty else { throw CLIError.usage("--\(option.rawValue): give a path") }
    return text
  }

  /// Whether a flag was given.
  package func flag(_ option: Option) -> Bool { arguments.flags.contains(option.rawValue) }

  /// An integer option, validated against `range`, with a message naming the option.
  package func integer(_ option: Option, in range: ClosedRange<Int>) throws -> Int? {
    guard let text = value(option) else { return nil }
    guard let number = Int(text), range.contains(number) else {
      throw CLIError.refused(
        "--\(option.rawValue): '\(text)' is not a whole number from \(range.lowerBound) to "
          + "\(range.upperBound)")
    }
    return number
  }

  /// The same command line seen through another set of options (a plug-in's `rules add`
  /// options).
  package func viewed<Other: CommandOption>(as _: Other.Type) -> Invocation<Other> {
    Invocation<Other>(arguments)
  }

  /// The same command line with other global options (the demo's fresh store).
  package func with(global: GlobalOptions) -> Invocation {
    var arguments = arguments
    arguments.global = global
    return Invocation(arguments)
  }
}
