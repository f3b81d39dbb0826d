public import Foundation
public import JamaalModel

/// The rules engine: pure functions of (rules, stored Anchors, settings, now, device zone) that
/// return what to write. It never reads a clock or a store.
///
/// ```swift
/// let engine = ScheduleEngine(registry: registry, settings: settings, deviceTimeZone: zone)
/// let plan = engine.evaluate(rules: rules, stored: anchors, now: clock.now)
/// // write plan.updates (missed finalised), then plan.inserts (today and tomorrow)
/// ```
public struct ScheduleEngine: Sendable {
  /// The sources that read rules.
  public let registry: SourceRegistry
  /// The device's zone (rules without their own use it, D-5).
  public let deviceTimeZone: TimeZone
  /// Where the logical day starts (D-1).
  public let dayStart: WallClockTime
  /// The first day of the week (every-N-weeks counting).
  public let weekStart: Weekday
  /// Rule readings already made by this engine (and its copies).
  private let cache = ReadingCache()

  /// Makes an engine from the user's settings.
  public init(registry: SourceRegistry, settings: UserSettings, deviceTimeZone: TimeZone) {
    self.init(
      registry: registry, deviceTimeZone: deviceTimeZone, dayStart: settings.dayStart,
      weekStart: settings.weekStart)
  }

  /// Makes an engine; the day starts at 03:00 and the week on Monday unless given.
  ///
  /// Keep one engine for as long as the registry and settings hold: it remembers how each rule
  /// read and decodes a rule's config again only when the rule changed.
  public init(
    registry: SourceRegistry, deviceTimeZone: TimeZone,
    dayStart: WallClockTime = .defaultDayStart, weekStart: Weekday = .monday
  ) {
    self.registry = registry
    self.deviceTimeZone = deviceTimeZone
    self.dayStart = dayStart
    self.weekStart = weekStart
  }

  /// The device's logical day (D-1).
  public var logicalDay: LogicalDay { LogicalDay(dayStart: dayStart, timeZone: deviceTimeZone) }

  /// The logical date `now` belongs to on the device.
  public func today(at now: Date) -> LogicalDate { logicalDay.logicalDate(of: now) }

  /// What a rule does now: active, paused, archived, or why it needs attention (AN-07).
  public func state(of rule: AnchorRule) -> RuleState {
    if rule.isArchived { return .archived }
    if case .needsAttention(let why) = read(rule) { return .needsAttention(why) }
    return rule.isPaused ? .paused : .active
  }

  /// The rule's one-line summary (D-12), or `nil` when it needs attention (its state says why).
  /// - Parameters:
  ///   - rule: the rule.
  ///   - date: the day the summary counts what the rule can generate on ("4 of 5 prayers");
  ///     `nil` for the rule as written.
  /// - Returns: the summary, or `nil`.
  public func summary(of rule: AnchorRule, on date: LogicalDate? = nil) -> String? {
    switch read(rule) {
    case .ready(let schedule): date.map(schedule.summary(on:)) ?? schedule.summary
    case .needsAttention: nil
    }
  }

  /// The full evaluation: finalise missed Anchors, then generate today and tomorrow.
  /// - Parameters:
  ///   - rules: every stored rule (paused, archived and unreadable ones are skipped).
  ///   - stored: every stored Anchor that generation must not duplicate (at least the rules'
  ///     Anchors from yesterday on, and the whole history of `afterLast` rules).
  ///   - now: the current instant.
  /// - Returns: `updates` = missed finalised, `inserts` = new Anchors.
  public func evaluate(rules: [AnchorRule], stored: [Anchor], now: Date) -> GenerationPlan {
    var plan = generate(rules: rules, stored: stored, now: now)
    plan.updates = MissedAnchors.finalise(stored, now: now)
    return plan
  }

  /// Generates the Anchors missing from logical today and tomorrow (SPEC §4.3).
  ///
  /// Idempotent: an Anchor whose natural key is stored is never made again, so a second run
  /// returns an empty plan. Each Anchor's id derives from its natural key (D-14), so it equals
  /// the id ``preview(_:from:days:stored:now:)`` showed. A window that has already closed is inserted only as missed, and only
  /// when it belongs to today and the rule existed before it opened (D-13): so a rule created
  /// at 14:05 gets only today's windows still to come, and days before today are never
  /// backfilled. Nothing is made for paused, archived or needs-attention rules, after a
  /// rule's end date, or on an excepted occurrence date.
  /// - Parameters:
  ///   - rules: the stored rules.
  ///   - stored: the stored Anchors (see ``evaluate(rules:stored:now:)``).
  ///   - now: the current instant.
  /// - Returns: a plan with `inserts` only.
  public func generate(rules: [AnchorRule], stored: [Anchor], now: Date) -> GenerationPlan {
    var byRule: [UUID: [Anchor]] = [:]
    var keys = Set<NaturalKey>(minimumCapacity: stored.count + rules.count * 4)
    for anchor in stored {
      keys.insert(anchor.naturalKey)
      if let rule = anchor.rule { byRule[rule, default: []].append(anchor) }
    }
    let today = self.today(at: now)
    var inserts: [Anchor] = []
    inserts.reserveCapacity(rules.count * 4)
    // Today, tomorrow, and the day either side an all-day or shifted window reaches.
    var shared = context(now: now, existing: [])
    shared.readSteadyOffsets(from: today.adding(days: -1), days: 4)
    for rule in rules where !rule.isPaused && !rule.isArchived {
      guard case .ready(let schedule) = read(rule) else { continue }
      var context = shared
      context.existing = byRule[rule.id] ?? []
      let (first, count) = coverage(today: today, now: now, zone: schedule.timeZone)
      for offset in 0..<count {
        let date = first.adding(days: offset)
        for var anchor in schedule.anchors(for: date, context: context) {
          let missed = isUnseenMissed(anchor, rule: rule, today: today, now: now)
          guard mayStore(anchor, now: now) || missed, keys.insert(anchor.naturalKey).inserted
          else { continue }
          anchor.id = Self.generatedID(of: anchor, rule: rule.id)
          if missed {
            anchor.attendanceStatus = .missed
            anchor.resolvedAt = anchor.windowEnd
          }
          inserts.append(anchor)
        }
      }
    }
    return GenerationPlan(inserts: inserts)
  }

  /// The Anchors a rule would generate from `from` for `days` logical days, with no writes
  /// (G-34): exactly what generation stores for those days when they are today and tomorrow.
  ///
  /// Windows already closed at `now` are left out; an `afterLast` rule shows its single next
  /// window (the stored pending one, or the one projected from its stored history).
  /// - Parameters:
  ///   - rule: the rule.
  ///   - from: the first logical date.
  ///   - days: how many dates.
  ///   - stored: the rule's stored Anchors (its history, for `afterLast`).
  ///   - now: the current instant.
  /// - Returns: the Anchors, sorted by window start; empty for a paused, archived or unreadable
  ///   rule.
  public func preview(
    _ rule: AnchorRule, from: LogicalDate, days: Int, stored: [Anchor], now: Date
  ) -> [Anchor] {
    guard !rule.isPaused, !rule.isArchived, days > 0,
      case .ready(let schedule) = read(rule)
    else { return [] }
    let context = context(now: now, existing: stored.filter { $0.rule == rule.id })
    var keys: Set<NaturalKey> = []
    var result: [Anchor] = []
    for offset in 0..<days {
      for var anchor in schedule.anchors(for: from.adding(days: offset), context: context)
      where mayStore(anchor, now: now) && keys.insert(anchor.naturalKey).inserted {
        anchor.id = Self.generatedID(of: anchor, rule: rule.id)
        result.append(anchor)
      }
    }
    return result.sorted { ($0.windowStart, $0.slotKey) < ($1.windowStart, $1.slotKey) }
  }

  /// The registry's reading of `rule` (AN-07), remembered while the rule is unchanged.
  public func read(_ rule: AnchorRule) -> RuleReading { cache.read(rule, registry: registry) }

  /// A generation context for one rule.
  func context(now: Date, existing: [Anchor]) -> GenerationContext {
    GenerationContext(
      now: now, deviceTimeZone: deviceTimeZone, dayStart: dayStart, weekStart: weekStart,
      existing: existing)
  }

  /// The id every generated Anchor gets, whatever its source gave it (D-14): derived from its
  /// natural key, so a preview and the row generation stores share it.
  static func generatedID(of anchor: Anchor, rule: UUID) -> UUID {
    Anchor.generatedID(rule: rule, occurrenceDate: anchor.occurrenceDate, slotKey: anchor.slotKey)
  }

  /// Whether a window generation finds already closed is stored as missed (D-13, a day the app
  /// did not open): it belongs to the logical today and the rule, as it is now, existed before
  /// the window opened (a rule created, edited or resumed later yields nothing for it). Days
  /// before today are never backfilled.
  private func isUnseenMissed(
    _ anchor: Anchor, rule: AnchorRule, today: LogicalDate, now: Date
  ) -> Bool {
    anchor.windowEnd <= now && anchor.occurrenceDate == today
      && max(rule.createdAt, rule.modifiedAt) < anchor.windowStart
  }

  /// Whether a generated Anchor may be stored: its window has not closed (the registry's
  /// schedule already leaves out excepted dates).
  private func mayStore(_ anchor: Anchor, now: Date) -> Bool {
    anchor.windowEnd > now
  }

  /// The logical dates generation covers: today and tomorrow on the device, and in the rule's
  /// own zone when it has one (D-5), so both calendars' "today and tomorrow" are stored.
  /// - Returns: the first date and how many consecutive dates.
  private func coverage(
    today: LogicalDate, now: Date, zone: TimeZone?
  ) -> (first: LogicalDate, count: Int) {
    guard let zone, zone.identifier != deviceTimeZone.identifier else { return (today, 2) }
    let ruleToday = LogicalDay(dayStart: dayStart, timeZone: zone).logicalDate(of: now)
    let first = min(today, ruleToday)
    return (first, first.days(to: max(today, ruleToday)) + 2)
  }
}
