public import Foundation
public import JamaalModel
public import JamaalPresentation
import JamaalSchedule
public import JamaalStorage

/// What `jamaal settings` changes; `nil` leaves a value as it is.
public struct SettingsChange: Hashable, Sendable {
  /// The planning time.
  public var planningTime: WallClockTime?
  /// The morning time.
  public var morningTime: WallClockTime?
  /// The day start, 00:00 … 06:00.
  public var dayStart: WallClockTime?
  /// The planning prompt on or off.
  public var planningPrompt: Bool?
  /// The morning nudge on or off.
  public var morningNudge: Bool?
  /// This device's switch.
  public var deviceSwitch: Bool?

  /// A change of the values given.
  public init(
    planningTime: WallClockTime? = nil, morningTime: WallClockTime? = nil,
    dayStart: WallClockTime? = nil, planningPrompt: Bool? = nil, morningNudge: Bool? = nil,
    deviceSwitch: Bool? = nil
  ) {
    self.planningTime = planningTime
    self.morningTime = morningTime
    self.dayStart = dayStart
    self.planningPrompt = planningPrompt
    self.morningNudge = morningNudge
    self.deviceSwitch = deviceSwitch
  }
}

extension ReminderPreference {
  /// A day start waiting for the next logical day: "HH:MM YYYY-MM-DD <ms since 1970>".
  public static let nextDayStart = PreferenceKey<NextDayStart>(
    "nextDayStart",
    decode: { text in
      let parts = text.split(separator: " ")
      guard parts.count == 3, let start = WallClockTime(parts[0]),
        let from = LogicalDate(parts[1]), let millis = Int64(parts[2])
      else { return nil }
      return NextDayStart(
        dayStart: start, from: from, at: Date(timeIntervalSince1970: Double(millis) / 1000))
    },
    encode: { next in
      let millis = Int64((next.at.timeIntervalSince1970 * 1000).rounded())
      return "\(next.dayStart) \(next.from) \(millis)"
    })
}

extension Jamaal.Settings {
  /// The settings as ST-03 shows them.
  /// - Throws: `StoreError`.
  public func day() throws -> DaySettings {
    try Jamaal.daySettings(in: store, now: clock.now)
  }

  /// Changes the settings in one transaction, then re-plans reminders. A new day start applies
  /// from the next logical day (SPEC §7): until then it waits, and Anchors already stored keep
  /// their dates.
  /// - Parameter change: the values to change.
  /// - Returns: the settings after the change.
  /// - Throws: ``JamaalError`` of kind `field` for a day start past 06:00; `StoreError`.
  @discardableResult
  public func change(_ change: SettingsChange) async throws -> DaySettings {
    if let start = change.dayStart, !UserSettings.isValidDayStart(start) {
      throw JamaalError.field(
        FieldError(field: "dayStart", message: "'\(start)' is not from 00:00 to 06:00"))
    }
    let now = clock.now
    var startsFrom: LogicalDate?
    try store.transaction {
      var settings = try storedSettings()
      if change.planningTime != nil || change.morningTime != nil {
        settings.planningTime = change.planningTime ?? settings.planningTime
        settings.morningTime = change.morningTime ?? settings.morningTime
        settings.modifiedAt = now
        try store.saveSettings(settings)
      }
      let waiting = try Jamaal.nextDayStart(in: store)
      if let start = change.dayStart, start != engine.dayStart || waiting != nil {
        startsFrom = try chooseDayStart(start, now: now)
      }
      try jamaal.reminders.setDaily(
        planningPrompt: change.planningPrompt, morningNudge: change.morningNudge)
      if let on = change.deviceSwitch { try jamaal.reminders.setSwitch(on) }
    }
    // Only once the transaction committed does this facade's engine take a start now in force.
    let stored = try storedSettings().dayStart
    if stored != engine.dayStart, try Jamaal.nextDayStart(in: store) == nil {
      let engine = self.engine
      jamaal.setEngine(
        ScheduleEngine(
          registry: engine.registry, deviceTimeZone: engine.deviceTimeZone, dayStart: stored,
          weekStart: engine.weekStart))
    }
    try await jamaal.reminders.replan()
    var settings = try day()
    settings.dayStartFrom = startsFrom
    return settings
  }

  /// Puts a waiting day start in force once its instant has come (read and written in the
  /// caller's transaction); the engine already uses it from ``init(store:registry:clock:)``.
  func applyDueDayStart(now: Date) throws {
    guard jamaal.hasWaitingDayStart, let next = try Jamaal.nextDayStart(in: store), now >= next.at
    else { return }
    var settings = try storedSettings()
    settings.dayStart = next.dayStart
    settings.modifiedAt = now
    try store.saveSettings(settings)
    try store.set(nil, for: ReminderPreference.nextDayStart)
  }

  /// Puts `start` in force at the first instant where it and the start in force agree on the
  /// logical date — now, unless now lies between the two starts' boundaries — so no day is
  /// skipped or repeated: the logical today keeps its start and its date, and the next day
  /// starts at `start` (SPEC §7). Until that instant it waits as a local preference.
  /// - Returns: the first logical day that starts at `start`.
  private func chooseDayStart(_ start: WallClockTime, now: Date) throws -> LogicalDate {
    try store.set(nil, for: ReminderPreference.nextDayStart)
    let old = logicalDay
    let new = LogicalDay(dayStart: start, timeZone: old.timeZone)
    let (oldDate, newDate) = (old.logicalDate(of: now), new.logicalDate(of: now))
    guard oldDate != newDate else {
      var settings = try storedSettings()
      settings.dayStart = start
      settings.modifiedAt = now
      try store.saveSettings(settings)
      return oldDate.adding(days: 1)
    }
    let agreed = max(oldDate, newDate)
    let at = max(old.start(of: agreed), new.start(of: agreed))
    let from = agreed.adding(days: 1)
    try store.set(
      NextDayStart(dayStart: start, from: from, at: at), for: ReminderPreference.nextDayStart)
    jamaal.hasWaitingDayStart = true
    return from
  }

  /// The stored settings, or the defaults before any were saved.
  private func storedSettings() throws -> UserSettings {
    try store.settings() ?? UserSettings(createdAt: clock.now)
  }
}

extension Jamaal {
  /// ``Jamaal/Settings/day()`` of a store open without the facade (`jamaal status`); nothing written.
  /// - Throws: `StoreError`.
  public static func daySettings(in store: Store, now: Date) throws -> DaySettings {
    let settings = try store.settings() ?? UserSettings(createdAt: now)
    let next = try nextDayStart(in: store)
    return DaySettings(
      planningTime: settings.planningTime, morningTime: settings.morningTime,
      dayStart: dayStart(of: settings, next: next, now: now),
      nextDayStart: next.flatMap { now < $0.at ? $0 : nil },
      planningPrompt: try store.value(of: ReminderPreference.planningPrompt) ?? true,
      morningNudge: try store.value(of: ReminderPreference.morningNudge) ?? false,
      deviceSwitch: try store.value(of: ReminderPreference.deviceSwitch) ?? true)
  }

  /// The day start in force at `now`: the stored one, or a waiting one whose instant has come.
  static func dayStart(of settings: UserSettings, next: NextDayStart?, now: Date) -> WallClockTime {
    guard let next, now >= next.at else { return settings.dayStart }
    return next.dayStart
  }

  /// The waiting day start in `store`, if any (an unreadable preference counts as none).
  static func nextDayStart(in store: Store) throws -> NextDayStart? {
    try store.value(of: ReminderPreference.nextDayStart)
  }
}
