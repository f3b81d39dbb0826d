import Model
import Schedule

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

  private static func registerOptional(_ registry: inout SourceRegistry) {}
}
