/// An option of one command, as a case of that command's `Option` enum: its raw value is the
/// option's name without dashes (`case remindAtStart = "remind-at-start"`).
///
/// The compiler checks every lookup (`invocation.value(.date)`); `--help` is the only reader of
/// the help line.
package protocol CommandOption: RawRepresentable<String>, CaseIterable, Hashable, Sendable {
  /// The placeholder for its value ("YYYY-MM-DD", `nil` for a flag) and its line of help, one
  /// row per option: `case .date: ("YYYY-MM-DD", "the day")`.
  var usage: (value: String?, help: String) { get }
  /// Whether it may be given more than once (`--set`).
  var isRepeatable: Bool { get }
  /// What its value can be, for shell completion (`.text` unless it says otherwise).
  var completion: CompletionValues { get }
}

extension CommandOption {
  /// Options are given once unless they say otherwise.
  package var isRepeatable: Bool { false }

  /// A value is anything typed unless the option says otherwise.
  package var completion: CompletionValues { .text }

  /// The placeholder for its value, or `nil` for a flag.
  package var valueName: String? { usage.value }

  /// Its line of help.
  package var help: String { usage.help }

  /// "--date YYYY-MM-DD", as `--help` lists it.
  var heading: String { "--\(rawValue)" + (valueName.map { " \($0)" } ?? "") }
}

/// The options of a command that takes none besides the global ones.
package enum NoOption: CommandOption {
  package init?(rawValue: String) { nil }
  package var rawValue: String { switch self {} }
  package static var allCases: [NoOption] { [] }
  package var usage: (value: String?, help: String) { switch self {} }
}
