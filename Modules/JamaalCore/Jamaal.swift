public import Foundation
public import JamaalModel
public import JamaalPresentation
public import JamaalReminders
public import JamaalSchedule
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
  public var lastReminderPlan: ReminderPlan? {
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

  /// Finalises missed Anchors and generates today and tomorrow, in one transaction that also
  /// holds every read deciding it, so a concurrent action or edit is never overwritten.
  /// Running it twice writes nothing the second time.
  /// - Returns: what was written.
  /// - Throws: `StoreError`.
  @discardableResult
  public func evaluate() async throws -> GenerationPlan {
    try await evaluateReadingContext(now: clock.now).plan
  }

  /// ``evaluate()`` at `now`, also returning the rules and the stored Anchors it read (as they
  /// are after its writes), for a command that shows them next without reading them again.
  /// The platform's center is re-planned after the transaction, none open while it is awaited.
  func evaluateReadingContext(now: Date) async throws -> EvaluationContext {
    let context = try evaluateInStore(now: now)
    if case .platform(let center) = reminderTarget {
      try await replanReminders(
        on: center, rules: context.rules, now: now, stored: context.stored,
        beyond: context.beyond)
    }
    return context
  }

  /// The evaluation's transaction, then (with `jamaal`'s stored center) the re-planning of
  /// reminders, all synchronous: what a read-first scope can run. The platform's center is
  /// left to ``evaluateReadingContext(now:)``.
  func evaluateInStore(now: Date) throws -> EvaluationContext {
    let (evaluation, rules) = try store.transaction {
      try applyDueDayStart(now: now)
      let rules = try store.rules()
      return (try evaluateKeepingContext(rules: rules, now: now), rules)
    }
    try replanRemindersInStore(
      rules: rules, now: now, stored: evaluation.stored, beyond: evaluation.beyond)
    return EvaluationContext(
      rules: rules, stored: evaluation.stored, beyond: evaluation.beyond, plan: evaluation.plan)
  }

  /// What an evaluation read and wrote: the rules, the stored Anchors as its writes leave them
  /// (with those past today + 2 up to the reminder horizon in `beyond`), and its plan.
  struct EvaluationContext {
    /// The rules read.
    var rules: [AnchorRule]
    /// The stored Anchors generation saw, after the plan.
    var stored: [Anchor]
    /// The stored Anchors of today + 3 … today + 4 not in `stored`.
    var beyond: [Anchor]
    /// What was written.
    var plan: GenerationPlan
  }

  /// Today's Anchors section (D-3, D-12).
  /// - Throws: `StoreError`.
  public func todaySection() throws -> TodaySection {
    try todaySection(rules: try store.rules(), now: clock.now)
  }

  /// Evaluates the day, re-plans reminders (with a notification center), then builds Today's
  /// section: what a launch and `jamaal today` do.
  ///
  /// One read of the rules serves both steps (evaluation writes Anchors, never rules), at one
  /// instant; every rule's latest Anchor comes in one query. Nothing is kept after the call, so
  /// a later call sees every write made in between.
  /// - Returns: Today's section after the evaluation's writes.
  /// - Throws: `StoreError`.
  public func evaluateToday() async throws -> TodaySection {
    let now = clock.now
    return try todaySection(rules: try await evaluateReadingContext(now: now).rules, now: now)
  }

  /// ``evaluateToday()`` on the synchronous path (reminders off or in the store).
  func evaluateTodayInStore() throws -> TodaySection {
    let now = clock.now
    return try todaySection(rules: try evaluateInStore(now: now).rules, now: now)
  }

  /// ``evaluate()`` on rules already read (inside the caller's transaction).
  @discardableResult
  func evaluate(rules: [AnchorRule], now: Date) throws -> GenerationPlan {
    try evaluateKeepingContext(rules: rules, now: now).plan
  }

  /// ``evaluate(rules:now:)``, also returning the stored Anchors it read as the plan leaves
  /// them (deletions gone, updates in place, inserts added), so re-planning reminders right
  /// after needs no second read of them.
  /// The stored Anchors dated past today + 2 up to the reminder horizon come back too, from
  /// the same read, in `beyond` (generation never sees them, nor changes them).
  func evaluateKeepingContext(rules: [AnchorRule], now: Date) throws
    -> (plan: GenerationPlan, stored: [Anchor], beyond: [Anchor])
  {
    let (stored, beyond) = try generationContext(now: now, readingThrough: 4)
    let plan =
      isRolloverPaused ? GenerationPlan() : engine.evaluate(rules: rules, stored: stored, now: now)
    try apply(plan)
    return (plan, plan.isEmpty ? stored : plan.applied(to: stored), beyond)
  }

  /// ``todaySection()`` with titles from rules already read.
  func todaySection(rules: [AnchorRule], now: Date) throws -> TodaySection {
    let date = logicalDay.logicalDate(of: now)
    let anchors = try store.todayAnchors(
      date: date, interval: logicalDay.interval(of: date), now: now)
    let titles = Dictionary(rules.map { ($0.id, $0.title) }) { first, _ in first }
    return TodaySection(anchors: anchors, ruleTitles: titles, now: now, logicalDay: logicalDay)
  }

  /// Every rule's title by id (archived ones too: their Anchors keep their names).
  /// - Throws: `StoreError`.
  public func ruleTitles() throws -> [UUID: String] {
    Dictionary(try store.rules().map { ($0.id, $0.title) }) { first, _ in first }
  }

  /// The stored Anchors generation must see: a few days around today, every pending one that
  /// closed, and each rule's latest (the history an `afterLast` rule schedules from).
  func generationContext(now: Date? = nil) throws -> [Anchor] {
    try generationContext(now: now ?? clock.now, readingThrough: 2).stored
  }

  /// ``generationContext(now:)``, its range read through today + `last` (≥ 2) in the same
  /// query: the Anchors past today + 2 not otherwise in it come back in `beyond`.
  func generationContext(now: Date, readingThrough last: Int) throws
    -> (stored: [Anchor], beyond: [Anchor])
  {
    let today = engine.today(at: now)
    let edge = today.adding(days: 2)
    let range = try store.anchors(from: today.adding(days: -2), through: today.adding(days: last))
    var seen: Set<UUID> = []
    let candidates =
      try range.filter { $0.occurrenceDate <= edge } + store.pendingAnchors(closedBy: now)
      + store.latestAnchorPerRule()
    let stored = candidates.filter { seen.insert($0.id).inserted }
    return (stored, range.filter { $0.occurrenceDate > edge && !seen.contains($0.id) })
  }

  /// Writes a plan in one transaction.
  func apply(_ plan: GenerationPlan) throws {
    guard !plan.isEmpty else { return }
    try store.transaction {
      if !plan.deletions.isEmpty { _ = try store.deletePendingAnchors(ids: plan.deletions) }
      for anchor in plan.updates { try store.updateAnchor(anchor) }
      if !plan.inserts.isEmpty { try store.insertAnchors(plan.inserts) }
    }
  }
}
