import JamaalCommandLine
import JamaalMedicationSource
import JamaalModel
import JamaalPrayerCommands
import Testing

/// What the plug-ins of a build add up to: the registry is theirs and no one else's.
@Suite struct PluginSetTests {
  @Test func theRegistryHoldsTheScheduledSourceAndEveryPluginsSources() throws {
    #expect(try PluginSet([]).registry().keys == ["scheduled"])
    let plugins = PluginSet([PrayerPlugin(), SourcePlugin(MedicationSource())])
    #expect(try plugins.registry().keys == ["medication", "prayerWindow", "scheduled"])
    #expect(plugins.ruleOptions.map(\.sourceKey) == ["prayerWindow"])
  }

  @Test func aSourceListedTwiceIsRefused() {
    let plugins = PluginSet([SourcePlugin(MedicationSource()), SourcePlugin(MedicationSource())])
    #expect(throws: SourceRegistry.DuplicateSourceKey.self) { try plugins.registry() }
  }
}
