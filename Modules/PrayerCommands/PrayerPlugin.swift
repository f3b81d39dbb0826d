package import Foundation
package import JamaalCommandLine
package import JamaalCore
package import JamaalModel
import JamaalPlaces
import JamaalPrayerTimes
package import JamaalSchedule

/// The prayer-times and places part of `jamaal`: the `prayer-times` and `places search`
/// commands, `rules add --preset prayer-times` options, the `prayerWindow` source and the demo's
/// prayer rule. Built only with the `PrayerTimes` trait (`Modules/JamaalCLI/Plugins.swift`).
package struct PrayerPlugin: CommandPlugin {
  /// The plug-in.
  package init() {}

  /// `prayer-times` after `today`, `places search` after `presets show`.
  package var commands: [PluggedCommand] {
    [
      PluggedCommand(PrayerTimesCommand.command, after: "today"),
      PluggedCommand(PlacesCommand.command, after: "presets show"),
    ]
  }

  /// `--lat/--lon` or `--city`, `--method`, `--madhab` for prayer rules.
  package var ruleOptions: [any RuleOptionsPlugin] { [PrayerRuleOptions()] }

  /// Registers `PrayerWindowSource`.
  package func register(in registry: inout SourceRegistry) throws {
    try registry.register(PrayerWindowSource())
  }

  /// The offline gazetteer and region table of the presets folder, for a form's city field.
  package func placeFinding(_ session: Session) throws -> (any PlaceFinding)? {
    GazetteerPlaces(
      places: Gazetteer(presetsFolder: session.environment.presetsFolder),
      regions: try PrayerArguments.regionTable(session))
  }

  /// Prayer times for the device zone's principal city, else Makkah.
  package func demoDraft(library: PresetLibrary, jamaal: Jamaal, presets: URL) throws
    -> RuleDraft?
  {
    try DemoPrayer.draft(library: library, jamaal: jamaal, presets: presets)
  }
}
