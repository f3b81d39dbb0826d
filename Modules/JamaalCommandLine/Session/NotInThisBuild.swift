/// Stands in for a module a package trait left out: its commands are listed and exit 2, naming
/// the trait. The executable (`Modules/JamaalCLI`) holds the tables of the modules it may leave
/// out, so this framework names none of them; `Scripts/check-light-build` holds their words to
/// the modules' own.
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
