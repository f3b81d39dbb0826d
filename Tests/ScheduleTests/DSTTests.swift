import Foundation
import JamaalModel
import JamaalSchedule
import JamaalTestSupport
import Testing

/// R4: every DST transition of 2026–2027 in six zones, slots around the changes.
@Suite struct DSTTests {
  static let zones = [
    "Europe/London", "America/New_York", "America/Santiago", "Australia/Sydney",
    "Australia/Lord_Howe", "Pacific/Chatham",
  ]

  /// Slots on and around every zone's change times (00:00 Santiago, 02:00, 02:45 Chatham …).
  static let starts = [
    "00:00", "00:30", "01:00", "01:30", "01:59", "02:00", "02:15", "02:30", "02:45", "03:00",
    "03:30", "03:45", "04:00", "23:30",
  ]

  /// The calendar dates (in the zone) of every transition in 2026–2027.
  static func transitions(in zone: TimeZone) -> [LogicalDate] {
    var result: [LogicalDate] = []
    var instant = Fixtures.instant("2026-01-01T00:00:00Z")
    let end = Fixtures.instant("2028-01-01T00:00:00Z")
    while let next = zone.nextDaylightSavingTimeTransition(after: instant), next < end {
      result.append(zone.wallClock(at: next).date)
      instant = next
    }
    return result
  }

  @Test(arguments: zones)
  func everyTransitionYieldsOneAnchorPerSlotPerDay(_ identifier: String) throws {
    let zone = Fixtures.zone(identifier)
    let dates = Self.transitions(in: zone)
    #expect(dates.count == 4, "two changes a year in \(identifier)")
    var slots = Self.starts.enumerated().map { index, start in
      ScheduleFixtures.slot("s\(index)", nil, start, 60)
    }
    slots.append(Slot(id: "day", timing: .allDay))
    let everyDay = ScheduledConfig(recurrence: .weekdays(days: Set(Weekday.allCases)), slots: slots)
    for dayStart in ["03:00", "00:00"] {
      // Once in the rule's own zone (D-5), once as the device's zone.
      let device = try ScheduleFixtures.engine(
        zone: zone, dayStart: ScheduleFixtures.time(dayStart))
      let elsewhere = try ScheduleFixtures.engine(
        zone: Fixtures.zone("Asia/Tokyo"), dayStart: ScheduleFixtures.time(dayStart))
      var pinned = everyDay
      pinned.timeZone = identifier
      for (engine, config) in [(device, everyDay), (elsewhere, pinned)] {
        for date in dates {
          try check(engine: engine, rule: ScheduleFixtures.rule(config), around: date, zone: zone)
        }
      }
    }
  }

  /// Generates day by day from three days before to three after, as the app would.
  private func check(
    engine: ScheduleEngine, rule: AnchorRule, around date: LogicalDate, zone: TimeZone
  )
    throws
  {
    // The first instant on the wall clock at or after the day start, found by searching.
    func dayStart(_ date: LogicalDate) -> Date {
      var instant = Date(timeIntervalSince1970: Double(date.daysSinceEpoch * 86_400 - 15 * 3600))
      while zone.wallClock(at: instant).date < date
        || zone.wallClock(at: instant).minutes < engine.dayStart.minutes
      {
        instant = instant.addingTimeInterval(60)
      }
      return instant
    }
    var stored: [Anchor] = []
    for offset in -4...3 {
      // An hour after each day starts (past any gap): every window of tomorrow is still to come.
      let now = dayStart(date.adding(days: offset)).addingTimeInterval(61 * 60)
      let plan = engine.generate(rules: [rule], stored: stored, now: now)
      stored = plan.applied(to: stored)
      #expect(engine.generate(rules: [rule], stored: stored, now: now).isEmpty)
    }
    let keys = stored.map(\.naturalKey)
    #expect(Set(keys).count == keys.count, "no doubled Anchor")
    for offset in -3...3 {
      let target = date.adding(days: offset)
      let ofDay = stored.filter { $0.occurrenceDate == target }
      #expect(ofDay.count == Self.starts.count + 1, "\(zone.identifier) \(target)")
      for anchor in ofDay {
        let length = anchor.windowEnd.timeIntervalSince(anchor.windowStart)
        if anchor.slotKey == "day" {
          // A whole logical day: 23, 23½, 24, 24½ or 25 hours, from the day start (or up to an
          // hour after it, in a gap) on its own date, contiguous with the next.
          #expect(length >= 23 * 3600 && length <= 25 * 3600)
          let wall = zone.wallClock(at: anchor.windowStart)
          #expect(wall.date == target)
          #expect(
            wall.minutes >= engine.dayStart.minutes && wall.minutes <= engine.dayStart.minutes + 60)
          if let next = stored.first(where: {
            $0.slotKey == "day" && $0.occurrenceDate == target.adding(days: 1)
          }) {
            #expect(next.windowStart == anchor.windowEnd)
          }
        } else {
          #expect(length == 3600, "\(zone.identifier) \(target) \(anchor.slotKey)")
          // D-4: the wall time is kept, or moved forward by the gap, on the same calendar date.
          let wall = zone.wallClock(at: anchor.windowStart)
          #expect(wall.date == target)
          let index = Int(anchor.slotKey.dropFirst()) ?? 0
          let wanted = ScheduleFixtures.time(Self.starts[index]).minutes
          #expect(
            wall.minutes >= wanted && wall.minutes <= wanted + 60,
            "\(zone.identifier) \(target) \(Self.starts[index]) wall \(wall.minutes) \(anchor.windowStart)"
          )
        }
      }
      // Windows of a slot on consecutive days are ordered and never overlap a day apart.
      if offset < 3 {
        let next = stored.filter { $0.occurrenceDate == target.adding(days: 1) }
        for anchor in ofDay {
          let following = next.first { $0.slotKey == anchor.slotKey }
          #expect((following?.windowStart ?? .distantPast) > anchor.windowStart)
        }
      }
    }
  }

  @Test func springForwardMovesAMissingTimeByTheGapAndFallBackTakesTheFirst() throws {
    let engine = try ScheduleFixtures.engine(zone: ScheduleFixtures.london)
    let rule = ScheduleFixtures.rule(
      ScheduledConfig(
        recurrence: .weekdays(days: Set(Weekday.allCases)),
        slots: [ScheduleFixtures.slot("a", nil, "01:30", 30)]))
    let spring = engine.preview(
      rule, from: Fixtures.date("2026-03-29"), days: 1, stored: [],
      now: Fixtures.instant("2026-03-28T00:00:00Z"))
    // 01:30 does not exist on 29 March 2026 in London (01:00 → 02:00): it moves to 02:30 BST.
    #expect(spring.map(\.windowStart) == [Fixtures.instant("2026-03-29T02:30:00+01:00")])
    let autumn = engine.preview(
      rule, from: Fixtures.date("2026-10-25"), days: 1, stored: [],
      now: Fixtures.instant("2026-10-24T00:00:00Z"))
    // 01:30 happens twice on 25 October 2026: the first (BST) one is used; 30 real minutes.
    #expect(autumn.map(\.windowStart) == [Fixtures.instant("2026-10-25T01:30:00+01:00")])
    #expect(autumn.map(\.windowEnd) == [Fixtures.instant("2026-10-25T01:00:00+00:00")])
  }
}
