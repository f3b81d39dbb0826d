/// Commands CLI.md names that are not built yet: `--help` lists them honestly and each exits 2.
enum PlannedCommands {
  /// `jamaal reminders plan`.
  static let reminders = CommandSpec.notBuiltYet(
    "reminders plan", "[--permission STATE] [--switch on|off] [--horizon-days N]",
    "Prints the notification plan.")
  /// `jamaal focus start`.
  static let focusStart = CommandSpec.notBuiltYet(
    "focus start", "[--title T]", "Starts a focus session.")
  /// `jamaal focus stop`.
  static let focusStop = CommandSpec.notBuiltYet("focus stop", "", "Stops the focus session.")
  /// `jamaal plan`.
  static let plan = CommandSpec.notBuiltYet(
    "plan", "--date YYYY-MM-DD --planned|--skipped", "Marks a night planned or skipped.")
}
