/// An option of one command, as a case of that command's `Option` enum: its raw value is the
/// option's name without dashes (`case remindAtStart = "remind-at-start"`).
///
/// The compiler checks every lookup (`invocation.value(.date)`); the help line is built only for
/// `--help`.
package protocol CommandOption: RawRepresentable<String>, CaseIterable, Hashable, Sendable {
  /// The placeholder for its value ("YYYY-MM-DD"), or `nil` for a flag.
  var valueName: String? { get }
  /// Whether it may be given more than once (`--set`).
  var isRepeatable: Bool { get }
  /// One line of help.
  var help: String { get }
}

extension CommandOption {
  /// Options are given once unless they say otherwise.
  package var isRepeatable: Bool { false }

  /// "--date YYYY-MM-DD", as `--help` lists it.
  var usage: String { "--\(rawValue)" + (valueName.map { " \($0)" } ?? "") }
}

/// The options of a command that takes none besides the global ones.
package enum NoOption: CommandOption {
  package init?(rawValue: String) { nil }
  package var rawValue: String { switch self {} }
  package static var allCases: [NoOption] { [] }
  package var valueName: String? { switch self {} }
  package var help: String { switch self {} }
}
