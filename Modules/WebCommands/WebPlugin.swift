package import JamaalCommandLine

/// The web part of `jamaal`: the `serve` command. Built only with the `Web` trait
/// (`Modules/JamaalCLI/Plugins.swift`), so a lighter build neither compiles the web app nor
/// links libmicrohttpd.
package struct WebPlugin: CommandPlugin {
  /// The plug-in.
  package init() {}

  /// `serve` after `calendar`.
  package var commands: [PluggedCommand] {
    [PluggedCommand(ServeCommand.command, after: "calendar")]
  }
}
