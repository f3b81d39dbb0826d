/// A command of `jamaal`: its words, its options and how it runs.
///
/// A command declares its spec beside its `run`, with its options as the cases of an `enum`
/// conforming to `CommandOption`:
/// ```swift
/// static let exportCommand = CommandSpec(
///   "export", "[--out FILE]", "Exports every row as JSON.", options: ExportOption.self,
///   run: export)
/// ```
package struct CommandSpec: Sendable {
  /// Whether a command runs in this build.
  package enum Availability: Sendable {
    /// It runs.
    case ready(@Sendable (Arguments) async throws -> Void)
    /// It is listed but not built yet (exit 2).
    case notBuiltYet
    /// Its module was left out of this build by a package trait (exit 2, naming the trait).
    case notInThisBuild(trait: String)
  }

  /// The words that name it ("rules", "add").
  package let path: [String]
  /// The synopsis after `jamaal <path>`.
  package let synopsis: String
  /// One line saying what it does.
  package let summary: String
  /// The options it accepts besides the global ones, in `--help` order.
  package private(set) var options: [any CommandOption]
  /// How many positional arguments it takes.
  package let positionals: ClosedRange<Int>
  /// Whether and how it runs.
  package let availability: Availability
  /// Lines of `--help` after the options (accepted forms, how to say what is unusual).
  package private(set) var notes: [String] = []
  /// What its arguments can be, for shell completion (`.listed(.rules)` for `rules show ID`).
  package private(set) var argumentValues: CompletionValues = .text

  /// A command whose options are the cases of `Option`, run by `run`.
  package init<Option: CommandOption>(
    _ path: String, _ synopsis: String, _ summary: String, options: Option.Type,
    positionals: ClosedRange<Int> = 0...0,
    run: @escaping @Sendable (Invocation<Option>) async throws -> Void
  ) {
    self.init(
      path, synopsis, summary, options: Option.allCases.map { $0 }, positionals: positionals,
      availability: .ready { try await run(Invocation($0)) })
  }

  /// A command without options of its own, run by `run`.
  package init(
    _ path: String, _ synopsis: String, _ summary: String, positionals: ClosedRange<Int> = 0...0,
    run: @escaping @Sendable (Invocation<NoOption>) async throws -> Void
  ) {
    self.init(path, synopsis, summary, options: NoOption.self, positionals: positionals, run: run)
  }

  private init(
    _ path: String, _ synopsis: String, _ summary: String, options: [any CommandOption],
    positionals: ClosedRange<Int>, availability: Availability
  ) {
    self.path = path.split(separator: " ").map(String.init)
    self.synopsis = synopsis
    self.summary = summary
    self.options = options
    self.positionals = positionals
    self.availability = availability
  }

  /// A command listed in `--help` that is not built yet: it exits 2, saying so.
  package static func notBuiltYet(_ path: String, _ synopsis: String, _ summary: String)
    -> CommandSpec
  {
    CommandSpec(
      path, synopsis, summary, options: [], positionals: 0...0, availability: .notBuiltYet)
  }

  /// A command of a module this build left out: listed, and exits 2 naming the `trait`.
  package static func notInThisBuild(
    trait: String, _ path: String, _ synopsis: String, _ summary: String
  ) -> CommandSpec {
    CommandSpec(
      path, synopsis, summary, options: [], positionals: 0...0,
      availability: .notInThisBuild(trait: trait))
  }

  /// The same command with `extra` options after its own (a plug-in's `rules add` options).
  package func adding(options extra: [any CommandOption]) -> CommandSpec {
    var command = self
    command.options += extra
    return command
  }

  /// The same command with `lines` printed in its `--help` after the options: how to type
  /// what its options take.
  package func noting(_ lines: [String]) -> CommandSpec {
    var command = self
    command.notes += lines
    return command
  }

  /// The same command with its arguments completed from `values` (`jamaal completion`).
  package func completing(_ values: CompletionValues) -> CommandSpec {
    var command = self
    command.argumentValues = values
    return command
  }

  /// "rules add".
  package var name: String { path.joined(separator: " ") }

  /// Whether it runs in this build.
  package var isBuilt: Bool {
    if case .ready = availability { return true }
    return false
  }

  /// The option called `name` ("date" for `--date`), if the command takes one.
  package func option(named name: String) -> (any CommandOption)? {
    options.first { $0.rawValue == name }
  }

  /// Runs the command with what the parser read.
  /// - Throws: `CLIError.usage` for a command not built, else whatever the command throws.
  package func run(_ arguments: Arguments) async throws {
    switch availability {
    case .ready(let run): try await run(arguments)
    case .notBuiltYet: throw CLIError.usage("jamaal \(name): not built yet")
    case .notInThisBuild(let trait): throw Self.notInThisBuild(name, trait: trait)
    }
  }

  /// The refusal of a command whose module this build left out.
  static func notInThisBuild(_ name: String, trait: String) -> CLIError {
    CLIError.usage("jamaal \(name): not in this build (built without the \(trait) trait)")
  }
}
