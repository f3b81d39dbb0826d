/// Commands CLI.md names that are not built yet: `--help` lists them honestly and each exits 2.
enum PlannedCommands {
  /// `jamaal reminders plan`.
  static let reminders = CommandSpec.notBuiltYet(
    "reminders plan", "[--permission STATE] [--switch on|off] [--horizon-days N]",
    "Prints the notification plan.")
  /// `jamaal calendar`.
  static let calendar = CommandSpec.notBuiltYet(
    "calendar", "[--days N] --ics [--out FILE]", "Exports the preview as iCalendar.")
  /// `jamaal focus start`.
  static let focusStart = CommandSpec.notBuiltYet(
    "focus start", "[--title T]", "Starts a focus session.")
  /// `jamaal focus stop`.
  static let focusStop = CommandSpec.notBuiltYet("focus stop", "", "Stops the focus session.")
  /// `jamaal plan`.
  static let plan = CommandSpec.notBuiltYet(
    "plan", "--date YYYY-MM-DD --planned|--skipped", "Marks a night planned or skipped.")
}
