/// Commands CLI.md names that are not built yet: `--help` lists them honestly and each exits 2.
enum PlannedCommands {
  /// `jamaal reminders plan`.
  static let reminders = CommandSpec.notBuiltYet(
    "reminders plan", "[--permission STATE] [--switch on|off] [--horizon-days N]",
    "Prints the notification plan.")
  /// `jamaal sync` (the `Sync` trait's plug-in will bring it).
  static let sync = CommandSpec.notBuiltYet(
    "sync", "--cloud DIR [--device NAME]", "Syncs with a folder-backed cloud.")
  /// `jamaal plan`.
  static let plan = CommandSpec.notBuiltYet(
    "plan", "--date YYYY-MM-DD --planned|--skipped", "Marks a night planned or skipped.")
}
