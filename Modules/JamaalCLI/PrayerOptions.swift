/// The prayer-times and places parts of the command line (`nil`/empty in a build without them).
enum PrayerOptions {
  /// Options `rules add --preset prayer-times` takes.
  static var forRules: [OptionSpec] { [] }

  /// Options of `jamaal prayer-times`.
  static var forTimes: [OptionSpec] { [] }

  /// `jamaal prayer-times`, when built.
  static var timesCommand: ((Invocation) throws -> Void)? { nil }

  /// `jamaal places search`, when built.
  static var placesCommand: ((Invocation) throws -> Void)? { nil }
}
