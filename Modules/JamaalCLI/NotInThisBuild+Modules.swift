import JamaalCommandLine

extension NotInThisBuild {
  /// The commands of `PrayerCommands`, for a build without the `PrayerTimes` trait: the same
  /// words as `PrayerPlugin`'s (`Scripts/check-light-build` holds them equal), so `--help` lists
  /// what is missing.
  static let prayerTimes = NotInThisBuild(
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
  static let sync = NotInThisBuild(
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

  /// `serve`, when the `Web` trait is off.
  static let web = NotInThisBuild(
    trait: "Web",
    commands: [
      (
        "serve", "[--port N] [--open] [--listen ADDRESS]",
        "Serves the screens to a browser on this machine until interrupted.", after: "calendar"
      )
    ])

  /// `reminders deliver`, when the `Desktop` trait is off.
  static let desktop = NotInThisBuild(
    trait: "Desktop",
    commands: [
      (
        "reminders deliver", "[--once]",
        "Shows planned reminders through the desktop's notification service until stopped.",
        after: "reminders plan"
      )
    ])
}
