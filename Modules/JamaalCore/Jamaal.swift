public import Foundation
public import JamaalModel
public import JamaalPresentation
public import JamaalReminders
public import JamaalSchedule
public import JamaalStorage

/// The facade the app talks to: one open store, the registered sources and the clock.
///
/// It evaluates the day (finalises missed Anchors, generates today and tomorrow), acts on
/// Anchors, manages rules and builds view state. It imports neither `PrayerTimes` nor `Sync`:
/// the app registers the sources it has.
///
/// ```swift
/// switch Jamaal.open(storeAt: url, registry: registry, clock: SystemClock()) {
/// case .ready(let jamaal):
///   let today = try jamaal.evaluateToday()   // evaluate, then Today's section
/// case .needsRecovery(let recovery):
///   show(recovery.reason)   // never a crash, never a silent reset
/// case .failed(let error):
///   show(error.message)
/// }
/// ```
public final class Jamaal {
  /// The open store.
  public let store: Store
  /// Where now and the device zone come from.
  public let clock: any DeviceClock
  /// The rules engine, configured with the registry and the user's settings.
  public internal(set) var engine: ScheduleEngine
  /// Where reminders are scheduled; when set, evaluating the day also re-plans them (SPEC §9's
  /// launch cycle: finalise missed → generate → plan reminders → Today).
  public var notificationCenter: (any UserNotificationCenter)?
  /// Whether the daily rollover waits (G-80: the sync account changed and the user has not yet
  /// gone on): evaluation then finalises and generates nothing, and Today shows what is stored.
  /// Whoever owns sync sets it; the facade imports no sync.
  public var isRolloverPaused = false
  /// The plan the last re-planning applied (what Today's banner reads), `nil` before any.
  public internal(set) var lastReminderPlan: ReminderPlan?
  /// Whether a changed day start waited when this facade opened (so evaluation looks again,
  /// inside its transaction, before putting it in force; a launch without one reads nothing more).
  var hasWaitingDayStart = false

  /// Wraps an open store.
  /// - Throws: `StoreError` when the settings cannot be read.
  public init(store: Store, registry: SourceRegistry, clock: any DeviceClock) throws {
    self.store = store
    self.clock = clock
    var settings = try store.settings() ?? UserSettings(createdAt: clock.now)
    // A day start chosen yesterday is in force once its instant has come (SPEC §7), though
    // the next evaluation writes it.
    let next = try Self.nextDayStart(in: store)
    hasWaitingDayStart = next != nil
    settings.dayStart = Self.dayStart(of: settings, next: next, now: clock.now)
    engine = ScheduleEngine(registry: registry, settings: settings, deviceTimeZone: clock.timeZone)
  }

  /// Opens the store at `url`: ready, or what recovery it needs (G-81).
  public static func open(storeAt url: URL, registry: SourceRegistry, clock: any DeviceClock)
    -> JamaalOpening
  {
    switch Store.open(at: url, clock: clock) {
    case .ready(let store):
      do {
        return .ready(try Jamaal(store: store, registry: registry, clock: clock))
      } catch {
        return .failed(
          JamaalError(
            .storeUnreadable, "the store opened but its settings could not be read: \(error)"))
      }
    case .needsRecovery(let recovery):
      return .needsRecovery(recovery)
    }
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
  public func evaluate() throws -> GenerationPlan {
    try evaluateReadingContext(now: clock.now).plan
  }

  /// ``evaluate()`` at `now`, also returning the rules and the stored Anchors it read (as they
  /// are after its writes), for a command that shows them next without reading them again.
  func evaluateReadingContext(now: Date) throws
    -> (rules: [AnchorRule], stored: [Anchor], plan: GenerationPlan)
  {
    let (evaluation, rules) = try store.transaction {
      try applyDueDayStart(now: now)
      let rules = try store.rules()
      return (try evaluateKeepingContext(rules: rules, now: now), rules)
    }
    try replanReminders(rules: rules, now: now, stored: evaluation.stored)
    return (rules, evaluation.stored, evaluation.plan)
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
  public func evaluateToday() throws -> TodaySection {
    let now = clock.now
    return try todaySection(rules: try evaluateReadingContext(now: now).rules, now: now)
  }

  /// ``evaluate()`` on rules already read (inside the caller's transaction).
  @discardableResult
  func evaluate(rules: [AnchorRule], now: Date) throws -> GenerationPlan {
    try evaluateKeepingContext(rules: rules, now: now).plan
  }

  /// ``evaluate(rules:now:)``, also returning the stored Anchors it read as the plan leaves
  /// them (deletions gone, updates in place, inserts added), so re-planning reminders right
  /// after needs no second read of them.
  func evaluateKeepingContext(rules: [AnchorRule], now: Date) throws
    -> (plan: GenerationPlan, stored: [Anchor])
  {
    let stored = try generationContext(now: now)
    let plan =
      isRolloverPaused ? GenerationPlan() : engine.evaluate(rules: rules, stored: stored, now: now)
    try apply(plan)
    return (plan, plan.isEmpty ? stored : plan.applied(to: stored))
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
    let now = now ?? clock.now
    let today = engine.today(at: now)
    var seen: Set<UUID> = []
    let candidates =
      try store.anchors(from: today.adding(days: -2), through: today.adding(days: 2))
      + store.pendingAnchors(closedBy: now) + store.latestAnchorPerRule()
    return candidates.filter { seen.insert($0.id).inserted }
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
