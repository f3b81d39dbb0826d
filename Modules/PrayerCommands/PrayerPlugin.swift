/// The prayer-times and places parts of the command line: present only with the `PrayerTimes`
/// trait (a lighter build lists the commands as not built).
enum PrayerOptions {
  /// Options `rules add` takes from the modules this build has.
  static var forRules: [OptionSpec] { Sources.ruleOptions.flatMap(\.options) }

  /// Options of `jamaal prayer-times`.
  static var forTimes: [OptionSpec] {
    #if PrayerTimes
      PrayerTimesCommand.options
    #else
      []
    #endif
  }

  /// What a command of a module left out of this build does: exit 2, saying so.
  static func notInThisBuild(_ invocation: Invocation) throws {
    throw CLIError.usage(
      "jamaal \(invocation.command.name): not in this build (built without the PrayerTimes trait)")
  }

  /// `jamaal prayer-times`, when built.
  static var timesCommand: (Invocation) throws -> Void {
    #if PrayerTimes
      PrayerTimesCommand.run
    #else
      notInThisBuild
    #endif
  }

  /// `jamaal places search`, when built.
  static var placesCommand: (Invocation) throws -> Void {
    #if PrayerTimes
      PlacesCommand.search
    #else
      notInThisBuild
    #endif
  }
}
