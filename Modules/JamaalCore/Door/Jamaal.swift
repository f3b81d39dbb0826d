package import Foundation
public import JamaalModel
import JamaalPresentation
import JamaalReminders
package import JamaalSchedule
package import JamaalStorage
import Synchronization

/// The facade the app talks to: one open store, the registered sources, the clock, where
/// reminders go and the extensions, all given once in a ``JamaalConfiguration``.
///
/// It evaluates the day (finalises missed Anchors, generates today and tomorrow), acts on
/// Anchors, manages rules and builds view state. It imports neither `PrayerTimes` nor `Sync`:
/// the app registers the sources it has and passes sync in as an extension. It is `Sendable`:
/// every write is one store transaction, and the store serialises them.
///
/// ```swift
/// switch Jamaal.open(configuration) {
/// case .ready(let jamaal):
///   let today = try await jamaal.evaluateToday()   // evaluate, then Today's section
/// case .needsRecovery(let recovery):
///   show(recovery.reason)   // never a crash, never a silent reset
/// case .failed(let error):
///   show(error.message)
/// }
/// ```
public final class Jamaal: Sendable {
  /// The open store.
  package let store: Store
  /// Where now and the device zone come from.
  public let clock: any DeviceClock
  /// How this facade was opened.
  public let configuration: JamaalConfiguration
  /// Where reminders are scheduled; unless off, evaluating the day also re-plans them (SPEC §9's
  /// launch cycle: finalise missed → generate → plan reminders → Today).
  let reminderTarget: ReminderTarget
  /// What changes while the facade is open, under one lock.
  private let state: Mutex<State>

  /// What changes while the facade is open.
  private struct State {
    /// The rules engine, configured with the registry and the user's settings.
    var engine: ScheduleEngine
    /// Whether the daily rollover waits (G-80); an extension decides it when the facade opens.
    var isRolloverPaused = false
    /// The plan the last re-planning applied (what Today's banner reads), `nil` before any.
    var lastReminderPlan: ReminderPlan?
    /// Whether a changed day start waited when this facade opened (so evaluation looks again,
    /// inside its transaction, before putting it in force; a launch without one reads nothing).
    var hasWaitingDayStart = false
  }

  /// Wraps an open store.
  /// - Throws: `StoreError` when the settings cannot be read.
  package init(store: Store, configuration: JamaalConfiguration) throws {
    self.store = store
    self.configuration = configuration
    let clock = configuration.clock
    self.clock = clock
    switch configuration.reminders {
    case .off: reminderTarget = .off
    case .center(let center): reminderTarget = .platform(center)
    case .storedInStore: reminderTarget = .stored(StoredNotificationCenter(store: store))
    }
    var settings = try store.settings() ?? UserSettings(createdAt: clock.now)
    // A day start chosen yesterday is in force once its instant has come (SPEC §7), though
    // the next evaluation writes it.
    let next = try Self.nextDayStart(in: store)
    settings.dayStart = Self.dayStart(of: settings, next: next, now: clock.now)
    let engine = ScheduleEngine(
      registry: configuration.registry, settings: settings, deviceTimeZone: clock.timeZone)
    state = Mutex(State(engine: engine, hasWaitingDayStart: next != nil))
  }

  /// Wraps an open store with no reminders and no extensions (tests, tools).
  /// - Throws: `StoreError` when the settings cannot be read.
  package convenience init(store: Store, registry: SourceRegistry, clock: any DeviceClock) throws {
    try self.init(
      store: store,
      configuration: JamaalConfiguration(store: .inMemory, registry: registry, clock: clock))
  }

  /// Opens the store the configuration names: ready (its extensions asked whether the rollover
  /// waits), or what recovery it needs (G-81).
  public static func open(_ configuration: JamaalConfiguration) -> JamaalOpening {
    switch openStore(configuration) {
    case .ready(let store): return ready(store, configuration)
    case .needsRecovery(let recovery):
      return .needsRecovery(JamaalRecovery(recovery, configuration: configuration))
    case .failed(let error): return .failed(error)
    }
  }

  /// Opens the store and the facade, then runs `body` on it, the facade's own reads and
  /// `body`'s in one read-first scope (`Store.readFirst`): a `jamaal today` with nothing to
  /// write reads each table it needs once, in one read transaction.
  /// - Returns: the opening, and what `body` returned — nil when it needed to write (run it
  ///   again on the facade) or the store did not open.
  /// - Throws: what `body` throws.
  package static func open<T>(
    _ configuration: JamaalConfiguration, readingFirst body: (Jamaal) throws -> T
  ) throws -> (opening: JamaalOpening, result: T?) {
    let store: Store
    switch openStore(configuration) {
    case .ready(let opened): store = opened
    case .needsRecovery(let recovery):
      return (.needsRecovery(JamaalRecovery(recovery, configuration: configuration)), nil)
    case .failed(let error): return (.failed(error), nil)
    }
    var inside: JamaalOpening?
    let result = try store.readFirst { () -> T? in
      let opened = ready(store, configuration)
      inside = opened
      guard case .ready(let jamaal) = opened else { return nil }
      return try body(jamaal)
    }
    // A facade not made inside the scope (one of its reads there wanted a write) is made again
    // outside it, where writes are allowed; its failure there is the one reported.
    guard let inside, case .ready = inside else { return (ready(store, configuration), nil) }
    return (inside, result ?? nil)
  }

  /// What opening the configuration's store found.
  private enum StoreOpened {
    case ready(Store)
    case needsRecovery(StoreRecovery)
    case failed(JamaalError)
  }

  /// Opens the configuration's store (made when missing).
  private static func openStore(_ configuration: JamaalConfiguration) -> StoreOpened {
    let opening: StoreOpening
    switch configuration.store {
    case .file(let url):
      opening = Store.open(
        at: url, clock: configuration.clock, observers: configuration.storeObservers)
    case .inMemory:
      do {
        opening = .ready(
          try Store.inMemory(clock: configuration.clock, observers: configuration.storeObservers))
      } catch {
        return .failed(JamaalError(.storeUnreadable, "no store could be made in memory: \(error)"))
      }
    }
    switch opening {
    case .ready(let store): return .ready(store)
    case .needsRecovery(let recovery): return .needsRecovery(recovery)
    }
  }

  /// The facade over a store that opened.
  package static func ready(_ store: Store, _ configuration: JamaalConfiguration) -> JamaalOpening {
    let jamaal: Jamaal
    do {
      jamaal = try Jamaal(store: store, configuration: configuration)
    } catch {
      return .failed(
        JamaalError(
          .storeUnreadable, "the store opened but its settings could not be read: \(error)"))
    }
    do {
      let paused = try configuration.extensions.contains { try $0.pausesRollover(jamaal) }
      jamaal.state.withLock { $0.isRolloverPaused = paused }
    } catch {
      return .failed(
        JamaalError(.storeUnreadable, "an extension could not read the store: \(error)"))
    }
    return .ready(jamaal)
  }

  /// Opens the store at `url` with no reminders and no extensions (tests, tools).
  package static func open(storeAt url: URL, registry: SourceRegistry, clock: any DeviceClock)
    -> JamaalOpening
  {
    open(JamaalConfiguration(store: .file(url), registry: registry, clock: clock))
  }

  /// The rules engine, configured with the registry and the user's settings.
  package var engine: ScheduleEngine { state.withLock { $0.engine } }

  /// Replaces the engine (a day start now in force).
  func setEngine(_ engine: ScheduleEngine) { state.withLock { $0.engine = engine } }

  /// Whether the daily rollover waits (G-80: an extension said so when the facade opened):
  /// evaluation then finalises and generates nothing, and Today shows what is stored.
  public var isRolloverPaused: Bool { state.withLock { $0.isRolloverPaused } }

  /// The plan the last re-planning applied (what Today's banner reads), `nil` before any.
  var lastReminderPlan: ReminderPlan? {
    state.withLock { $0.lastReminderPlan }
  }

  /// Records the plan a re-planning applied.
  func setLastReminderPlan(_ plan: ReminderPlan) { state.withLock { $0.lastReminderPlan = plan } }

  /// Whether a changed day start waits (evaluation looks again inside its transaction).
  var hasWaitingDayStart: Bool {
    get { state.withLock { $0.hasWaitingDayStart } }
    set { state.withLock { $0.hasWaitingDayStart = newValue } }
  }

  /// The device's logical day (zone and day start).
  public var logicalDay: LogicalDay { engine.logicalDay }

  /// The logical today.
  public var today: LogicalDate { engine.today(at: clock.now) }
}
