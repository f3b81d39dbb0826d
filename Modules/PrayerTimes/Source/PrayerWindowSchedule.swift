public import Foundation
import JamaalJSON
public import JamaalModel

/// A decoded `prayerWindow` rule: the prayers of one place as Anchors (SPEC §5, D-9).
///
/// Made by ``PrayerWindowSource/decode(_:)``. Each prayer is a slot (slotKey `fajr` … `isha`,
/// titled "Fajr" … "Isha"; Friday's Dhuhr "Jumu'ah" with `fridayLabel`). Windows: Fajr → sunrise,
/// Dhuhr → Asr, Asr → Maghrib, Maghrib → Isha, Isha → Islamic midnight or the next Fajr. Times
/// are those of the occurrence's calendar date in the location's zone, whatever the device's
/// (D-5); a prayer whose window lacks a start or an end that day is not generated
/// (``missingPrayers(on:)`` says why).
public struct PrayerWindowSchedule: RuleSchedule {
  /// The rule's id, copied into each Anchor.
  public let ruleID: UUID
  /// The checked config.
  public let config: PrayerWindowConfig
  /// Where.
  public let location: PrayerLocation
  /// The calculation method.
  public let method: CalculationMethod
  /// The Asr convention.
  public let madhab: Madhab
  /// Minutes of effort per Anchor (the rule's column, which the editor keeps equal to
  /// `durationMinutes`).
  public let effortMinutes: Int
  /// The location's zone: always set, so travelling never shifts the times (D-5).
  public let timeZone: TimeZone?
  /// The calculator, prepared once for the rule.
  let calculator: PrayerTimesCalculator

  /// Reads a rule's config.
  /// - Parameter rule: a rule whose `sourceKey` is `prayerWindow`.
  /// - Throws: ``/JamaalModel/FieldError`` naming the field when the config is unreadable, invalid, or
  ///   lacks its location, method or madhab.
  public init(rule: AnchorRule) throws(FieldError) {
    try self.init(rule: rule, config: PrayerWindowConfig.read(rule.configData))
  }

  /// Reads a rule whose config is already parsed.
  /// - Parameters:
  ///   - rule: a rule whose `sourceKey` is `prayerWindow`.
  ///   - document: its `configData`, parsed.
  /// - Throws: ``/JamaalModel/FieldError`` as ``init(rule:)``.
  init(rule: AnchorRule, document: JSONDocument) throws(FieldError) {
    try self.init(rule: rule, config: PrayerWindowConfig.read(document))
  }

  /// The rule with its config read.
  private init(rule: AnchorRule, config: PrayerWindowConfig) throws(FieldError) {
    guard let location = config.location else {
      throw FieldError(field: "location", message: "is missing")
    }
    guard let method = config.method else {
      throw FieldError(field: "method", message: "is missing")
    }
    guard let madhab = config.madhab else {
      throw FieldError(field: "madhab", message: "is missing")
    }
    guard let zone = TimeZone(identifier: location.timeZone) else {
      throw FieldError(
        field: "location.timeZone", message: "'\(location.timeZone)' is not a time zone")
    }
    do {
      calculator = try PrayerTimesCalculator(
        coordinates: location.coordinates, timeZone: zone,
        parameters: config.parameters(method: method, madhab: madhab))
    } catch {
      throw FieldError(field: error.field, message: error.message)
    }
    self.ruleID = rule.id
    self.config = config
    self.location = location
    self.method = method
    self.madhab = madhab
    self.effortMinutes = rule.effortMinutes
    self.timeZone = zone
  }

  /// The one-line summary for the rules list: "5 prayers · Muslim World League · Shafi".
  public var summary: String {
    PrayerWords.summary(prayerCount: config.prayers.count, method: method, madhab: madhab)
  }

  /// The summary counting the prayers that have a window on `date`: "4 of 5 prayers · …" when
  /// one has none (polar night, an Isha that would begin after midnight).
  public func summary(on date: LogicalDate) -> String {
    let open = windows(on: date).filter {
      if case .open = $0 { return true }
      return false
    }.count
    return PrayerWords.summary(
      prayerCount: open, of: config.prayers.count, method: method, madhab: madhab)
  }

  /// The Anchors of `date`'s prayers, pending, created at `context.now`; none on an excepted date.
  ///
  /// Every window of the date is returned, closed or not: generation stores only those that have
  /// not closed (SPEC §4.3).
  public func anchors(for date: LogicalDate, context: GenerationContext) -> [Anchor] {
    var result: [Anchor] = []
    result.reserveCapacity(config.prayers.count)
    for case .open(let prayer, let start, let end) in windows(on: date) {
      result.append(
        makeAnchor(prayer: prayer, date: date, start: start, end: end, now: context.now))
    }
    return result
  }

  /// The chosen prayers with no window on `date`, and why, in words for the rule detail
  /// ("the sun does not rise (polar night), so there is no sunrise to end it"; shown after the
  /// prayer's name).
  /// - Parameter date: the calendar date in the location's zone.
  /// - Returns: one entry per chosen prayer not generated that day, in canonical order.
  public func missingPrayers(on date: LogicalDate) -> [(prayer: Prayer, reason: String)] {
    var result: [(prayer: Prayer, reason: String)] = []
    for case .missing(let prayer, let reason, _) in windows(on: date) {
      result.append((prayer, reason))
    }
    return result
  }

  /// The chosen prayers with no window on `date`, and why, for rule detail.
  public func missingWindows(on date: LogicalDate) -> [MissingWindow] {
    var result: [MissingWindow] = []
    for case .missing(let prayer, let reason, let kind) in windows(on: date) {
      result.append(
        MissingWindow(date: date, title: prayer.displayName, kind: kind, reason: reason))
    }
    return result
  }

  /// The title of `prayer`'s Anchor on `date`: its name, or "Jumu'ah" for Friday's Dhuhr.
  func title(of prayer: Prayer, on date: LogicalDate) -> String {
    if prayer == .dhuhr, config.fridayLabel, date.weekday == .friday { return PrayerWords.jumuah }
    return PrayerWords.name(of: prayer)
  }

  private func makeAnchor(
    prayer: Prayer, date: LogicalDate, start: Date, end: Date, now: Date
  ) -> Anchor {
    Anchor(
      id: Anchor.generatedID(rule: ruleID, occurrenceDate: date, slotKey: prayer.rawValue),
      rule: ruleID,
      title: title(of: prayer, on: date), occurrenceDate: date, slotKey: prayer.rawValue,
      windowStart: start, windowEnd: end, effortMinutes: effortMinutes, placement: .fixed,
      remindBeforeStartMinutes: config.reminder.atStart ? 0 : nil,
      remindBeforeEndMinutes: config.reminder.beforeEndMinutes, createdAt: now)
  }
}
