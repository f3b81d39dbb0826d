public import Foundation
public import JamaalModel
import JamaalPrayerTimes
import JamaalSchedule

/// The sources the targets read configs and presets with: those `jamaal` registers (scheduled,
/// prayer windows).
public enum FuzzSources {
  /// Every source, in a fixed order (the config target picks one by the input's first byte).
  public static let all: [any AnchorSource] = [ScheduledSource(), PrayerWindowSource()]

  /// A registry of ``all``.
  public static let registry: SourceRegistry = {
    guard let registry = try? SourceRegistry(all) else { fatalError("two sources share a key") }
    return registry
  }()

  /// A fixed instant: 2026-11-30 07:00 UTC (a Monday).
  public static let now = Date(timeIntervalSince1970: 1_796_022_000)

  /// The zone generation runs in.
  public static let zone: TimeZone = {
    guard let zone = TimeZone(identifier: "Europe/London") else { fatalError("no Europe/London") }
    return zone
  }()
}
