import Foundation
import JamaalCore
import Model
import Schedule

#if PrayerTimes
  import PrayerTimes
#endif

/// The sources this build of `jamaal` registers: the one place the traits decide.
enum Sources {
  /// A fresh registry with every source this build has.
  static func registry() throws -> SourceRegistry {
    var registry = SourceRegistry()
    try registry.register(ScheduledSource())
    registerOptional(&registry)
    return registry
  }

  /// Whether this build has prayer times (the `PrayerTimes` trait).
  static var hasPrayerTimes: Bool {
    #if PrayerTimes
      return true
    #else
      return false
    #endif
  }

  /// The `rules add` options each module adds for its source's drafts.
  static var ruleOptions: [any RuleOptionsPlugin] {
    #if PrayerTimes
      return [PrayerRuleOptions()]
    #else
      return []
    #endif
  }

  /// The demo's prayer-times rule, when this build has prayer times.
  static func demoPrayerDraft(library: PresetLibrary, jamaal: Jamaal, presets: URL) throws
    -> RuleDraft?
  {
    #if PrayerTimes
      return try DemoPrayer.draft(library: library, jamaal: jamaal, presets: presets)
    #else
      return nil
    #endif
  }

  private static func registerOptional(_ registry: inout SourceRegistry) {
    #if PrayerTimes
      // PrayerWindowSource's key is unique by construction; a clash would be a programming error.
      try? registry.register(PrayerWindowSource())
    #endif
  }

}
