/// Stands in for a module a package trait left out: its commands are listed and exit 2, naming
/// the trait.
package struct NotInThisBuild: CommandPlugin {
  /// The commands listed as not in this build.
  package let commands: [PluggedCommand]

  /// The commands `(path, synopsis, summary, after)` of the module behind `trait`.
  package init(
    trait: String,
    commands: [(path: String, synopsis: String, summary: String, after: String)]
  ) {
    self.commands = commands.map {
      PluggedCommand(
        .notInThisBuild(trait: trait, $0.path, $0.synopsis, $0.summary), after: $0.after)
    }
  }
}

extension NotInThisBuild {
  /// The commands of `PrayerCommands`, for a build without the `PrayerTimes` trait: the same
  /// words as `PrayerPlugin`'s (a test holds them equal), so `--help` lists what is missing.
  package static let prayerTimes = NotInThisBuild(
    trait: "PrayerTimes",
    commands: [
      (
        "prayer-times", "--lat D --lon D [--date YYYY-MM-DD] [--days N] [--method NAME] …",
        "Prints prayer times for a place.", after: "today"
      ),
      (
        "places search", "TEXT [--limit N]", "Searches places offline (zone, country, method).",
        after: "presets show"
      ),
    ])

  /// `sync` and `sync dismiss`, when the `Sync` trait is off.
  package static let sync = NotInThisBuild(
    trait: "Sync",
    commands: [
      (
        "sync", "--cloud DIR [--device NAME] [--continue]", "Syncs with a folder-backed cloud.",
        after: "calendar"
      ),
      (
        "sync dismiss", "", "Hides Today's sync problem line for a day (it returns if still true).",
        after: "sync"
      ),
    ])
}
