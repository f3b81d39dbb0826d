/// Commands CLI.md names that are not built yet: `--help` lists them honestly and each exits 2.
enum PlannedCommands {
  /// `jamaal sync` (the `Sync` trait's plug-in will bring it).
  static let sync = CommandSpec.notBuiltYet(
    "sync", "--cloud DIR [--device NAME]", "Syncs with a folder-backed cloud.")
}
