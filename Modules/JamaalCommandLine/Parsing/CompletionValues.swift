package import JamaalModel

/// What the value of an option or a command's argument can be, as the shell completion script
/// offers it (`jamaal completion bash|zsh`). Each option says so beside its help line, from the
/// enums that read the value, so the script cannot drift from what `jamaal` accepts.
package enum CompletionValues: Sendable, Equatable {
  /// Anything typed (a title, a date, a number): nothing is offered.
  case text
  /// One of these words (`--madhab shafi|hanafi`).
  case oneOf([String])
  /// A file's path (`--store`, `--out`).
  case file
  /// A folder's path (`--presets`, `--cloud`).
  case folder
  /// A time zone's IANA identifier (`--tz Europe/London`).
  case zone
  /// What `jamaal completion ids LIST` prints when completing: ids from the store, preset keys.
  case listed(CompletionList)

  /// The raw values of every case of `type` (`CalculationMethod.self`), in declaration order.
  package static func cases<Value: CaseIterable & RawRepresentable>(of type: Value.Type)
    -> CompletionValues where Value.RawValue == String
  {
    .oneOf(type.allCases.map(\.rawValue))
  }

  /// The raw values of the cases of `type` this version knows (`ExceptionReason.self`).
  package static func known<Value: OpenEnum>(of type: Value.Type) -> CompletionValues {
    .oneOf(type.knownCases.map(\.rawValue))
  }
}

/// A list the completion script asks `jamaal` for when completing (`jamaal completion ids`), as
/// it depends on the store or the preset folder named on the line being completed.
package enum CompletionList: String, CaseIterable, Sendable {
  /// The ids of the rules not archived.
  case rules
  /// The ids of the Anchors Today shows.
  case anchors
  /// The keys of the presets of the preset folder.
  case presets
}
