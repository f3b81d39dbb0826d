package import JamaalCommandLine

/// The sync part of `jamaal`: the `sync` command. Built only with the `Sync` trait
/// (`Modules/JamaalCLI/Plugins.swift`).
package struct SyncPlugin: CommandPlugin {
  /// The plug-in.
  package init() {}

  /// `sync` after `calendar`.
  package var commands: [PluggedCommand] {
    [PluggedCommand(SyncCommand.command, after: "calendar")]
  }
}
