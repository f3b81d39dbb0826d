public import Foundation
public import JamaalModel
public import JamaalReminders
package import JamaalStorage

/// Everything ``Jamaal/open(_:)`` needs, given once: nothing of the facade is set after opening.
///
/// ```swift
/// var registry = try SourceRegistry([ScheduledSource(), PrayerWindowSource()])
/// let configuration = JamaalConfiguration(
///   store: .file(applicationSupport.appendingPathComponent("jamaal.sqlite")),
///   registry: registry, clock: SystemClock(),
///   reminders: .center(AppNotificationCenter()), extensions: [SyncExtension()])
/// switch Jamaal.open(configuration) { … }
/// ```
public struct JamaalConfiguration: Sendable {
  /// Where the store lives.
  public enum StoreLocation: Sendable, Equatable {
    /// A store file (made, with its folder, when missing).
    case file(URL)
    /// A store in memory only, gone when the facade is (previews, checks before a first write).
    case inMemory
  }

  /// Where reminders go.
  public enum Reminders: Sendable {
    /// Evaluating the day plans no reminders (a widget, a preview, a command that plans its own).
    case off
    /// The platform's notification center: evaluating the day re-plans reminders into it
    /// (SPEC §9's launch cycle: finalise missed → generate → plan reminders → Today).
    case center(any UserNotificationCenter)
    /// A center kept in the store's local preferences (``StoredNotificationCenter``): what
    /// `jamaal` uses, for a platform whose notifications are delivered by something else.
    case storedInStore
  }

  /// Where the store lives.
  public var store: StoreLocation
  /// The sources this build registers, keyed by `sourceKey`.
  public var registry: SourceRegistry
  /// Where now and the device's zone come from.
  public var clock: any DeviceClock
  /// Where reminders go.
  public var reminders: Reminders
  /// What plugs into the facade beside the sources (sync's rollover pause and Today's notices).
  public var extensions: [any JamaalExtension]
  /// What the store tells as it works (the CLI's write probe and statement trace, tests).
  package var storeObservers = StoreObservers()

  /// Makes a configuration.
  /// - Parameters:
  ///   - store: where the store lives.
  ///   - registry: the sources.
  ///   - clock: the clock (``/JamaalModel/SystemClock`` in an app).
  ///   - reminders: where reminders go (none unless given).
  ///   - extensions: the extensions, in the order their notices show.
  public init(
    store: StoreLocation, registry: SourceRegistry, clock: any DeviceClock = SystemClock(),
    reminders: Reminders = .off, extensions: [any JamaalExtension] = []
  ) {
    self.store = store
    self.registry = registry
    self.clock = clock
    self.reminders = reminders
    self.extensions = extensions
  }
}
