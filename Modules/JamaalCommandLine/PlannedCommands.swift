/// Commands CLI.md names that are not built yet: `--help` lists them honestly and each exits 2.
enum PlannedCommands {
  /// `jamaal calendar`.
  static let calendar = CommandSpec.notBuiltYet(
    "calendar", "[--days N] --ics [--out FILE]", "Exports the preview as iCalendar.")
  /// `jamaal sync` (the `Sync` trait's plug-in will bring it).
  static let sync = CommandSpec.notBuiltYet(
    "sync", "--cloud DIR [--device NAME]", "Syncs with a folder-backed cloud.")
  /// `jamaal focus start`.
  static let focusStart = CommandSpec.notBuiltYet(
    "focus start", "[--title T]", "Starts a focus session.")
  /// `jamaal focus stop`.
  static let focusStop = CommandSpec.notBuiltYet("focus stop", "", "Stops the focus session.")
}
