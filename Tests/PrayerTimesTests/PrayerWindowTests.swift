import Foundation
import JamaalModel
import JamaalPrayerTimes
import JamaalSchedule
import JamaalTestSupport
import Testing

/// The prayerWindow source: prayers as Anchors, windows D-9, titles G-36, D-2 and D-5 (SPEC §5).
@Suite struct PrayerWindowTests {
  typealias F = PrayerRuleFixtures

  /// An engine on a device in `deviceZone` that reads scheduled and prayer rules.
  private func engine(_ deviceZone: String) throws -> ScheduleEngine {
    ScheduleEngine(
      registry: try SourceRegistry([ScheduledSource(), PrayerWindowSource()]),
      deviceTimeZone: Fixtures.zone(deviceZone))
  }

  @Test func journeyFourCreatedAt1405YieldsTheWindowsStillToComeAndAllOfTomorrow() throws {
    // London, 29 November: Dhuhr's window closed at Asr (13:37) before the rule was made.
    let now = Fixtures.instant("2026-11-29T14:05:00+00:00")
    let rule = F.rule(
      try F.config(
        latitude: 51.5074, longitude: -0.1278, zone: "Europe/London",
        method: "moonsightingCommittee"), created: now)
    let plan = try engine("Europe/London").evaluate(rules: [rule], stored: [], now: now)
    let today = plan.inserts.filter { $0.occurrenceDate == Fixtures.date("2026-11-29") }
    let tomorrow = plan.inserts.filter { $0.occurrenceDate == Fixtures.date("2026-11-30") }
    #expect(today.map(\.title) == ["Asr", "Maghrib", "Isha"])
    #expect(today.map(\.slotKey) == ["asr", "maghrib", "isha"])
    #expect(tomorrow.map(\.title) == ["Fajr", "Dhuhr", "Asr", "Maghrib", "Isha"])
    #expect(plan.inserts.count == 8)
    #expect(plan.inserts.allSatisfy { $0.rule == rule.id && $0.attendanceStatus == .pending })
    // Generation is idempotent: a second run writes nothing.
    let again = try engine("Europe/London").evaluate(
      rules: [rule], stored: plan.applied(to: []), now: now)
    #expect(again.isEmpty)
  }

  @Test func makkahAt1405KeepsDhuhrWhoseWindowRunsUntilAsr() throws {
    let now = Fixtures.instant("2026-11-29T14:05:00+03:00")
    let rule = F.rule(
      try F.config(
        latitude: F.makkah.latitude, longitude: F.makkah.longitude, zone: F.makkah.zone,
        method: "ummAlQura"), created: now)
    let schedule = try F.schedule(rule)
    let context = GenerationContext(now: now, deviceTimeZone: Fixtures.zone(F.makkah.zone))
    let today = schedule.anchors(for: Fixtures.date("2026-11-29"), context: context)
      .filter { $0.windowEnd > now }
    let tomorrow = schedule.anchors(for: Fixtures.date("2026-11-30"), context: context)
      .filter { $0.windowEnd > now }
    // Fajr closed at sunrise (06:40); Dhuhr (12:09) stays open until Asr at 15:16 (D-9).
    #expect(today.map(\.title) == ["Dhuhr", "Asr", "Maghrib", "Isha"])
    #expect(today.first.map { F.clock($0.windowEnd, F.makkah.zone) } == "15:16")
    #expect(tomorrow.map(\.slotKey) == ["fajr", "dhuhr", "asr", "maghrib", "isha"])
    let plan = try engine(F.makkah.zone).evaluate(rules: [rule], stored: [], now: now)
    #expect(plan.inserts.map(\.title) == today.map(\.title) + tomorrow.map(\.title))
  }

  @Test func windowsFollowD9ToTheMinute() throws {
    let date = Fixtures.date("2026-11-29")
    let zone = F.makkah.zone
    let created = Fixtures.instant("2026-11-01T00:00:00Z")
    let context = GenerationContext(now: created, deviceTimeZone: Fixtures.zone(zone))
    let midnightRule = F.rule(
      try F.config(
        latitude: F.makkah.latitude, longitude: F.makkah.longitude, zone: zone,
        method: "ummAlQura"), created: created)
    let anchors = try F.schedule(midnightRule).anchors(for: date, context: context)
    let windows = anchors.map { "\(F.clock($0.windowStart, zone))–\(F.clock($0.windowEnd, zone))" }
    #expect(windows == ["05:20–06:40", "12:09–15:16", "15:16–17:37", "17:37–19:07", "19:07–23:29"])
    let calculator = try TestCalculators.make(
      F.makkah.latitude, F.makkah.longitude, zone: zone, CalculationParameters(method: .ummAlQura))
    let times = calculator.times(from: date, days: 2)
    #expect(anchors.last?.windowEnd == times[0].midnight.date)
    #expect(anchors.first?.windowEnd == times[0].sunrise.date)

    let nextFajrRule = F.rule(
      try F.config(
        latitude: F.makkah.latitude, longitude: F.makkah.longitude, zone: zone,
        method: "ummAlQura", extra: ["ishaEndsAt": "nextFajr"]), created: created)
    let isha = try F.schedule(nextFajrRule).anchors(for: date, context: context).last
    #expect(isha?.slotKey == "isha")
    #expect(isha?.windowStart == times[0].isha.date)
    #expect(isha?.windowEnd == times[1].fajr.date)
    // The effort is the duration, not the window; reminders at the start by default (G-30).
    #expect(anchors.allSatisfy { $0.effortMinutes == 10 && $0.placement == .fixed })
    #expect(anchors.allSatisfy { $0.remindBeforeStartMinutes == 0 })
    #expect(anchors.allSatisfy { $0.remindBeforeEndMinutes == nil })
  }

  @Test func fridaysDhuhrReadsJumuahUnlessTheLabelIsOff() throws {
    let created = Fixtures.instant("2026-11-01T00:00:00Z")
    let context = GenerationContext(now: created, deviceTimeZone: Fixtures.zone("Europe/London"))
    let friday = Fixtures.date("2026-12-04")
    let labelled = try F.schedule(
      F.rule(
        try F.config(latitude: 51.5074, longitude: -0.1278, zone: "Europe/London"),
        created: created))
    let fridayAnchors = labelled.anchors(for: friday, context: context)
    #expect(fridayAnchors.map(\.title) == ["Fajr", "Jumu'ah", "Asr", "Maghrib", "Isha"])
    #expect(fridayAnchors[1].slotKey == "dhuhr")
    let thursday = labelled.anchors(for: friday.adding(days: -1), context: context)
    #expect(thursday[1].title == "Dhuhr")
    // Same window, only the name changes.
    let unlabelled = try F.schedule(
      F.rule(
        try F.config(
          latitude: 51.5074, longitude: -0.1278, zone: "Europe/London",
          extra: ["fridayLabel": false]), created: created))
    let plain = unlabelled.anchors(for: friday, context: context)
    #expect(plain[1].title == "Dhuhr")
    #expect(plain[1].window == fridayAnchors[1].window)
  }

  @Test func aFajrBeforeTheDayBoundaryKeepsItsOccurrenceDate() throws {
    // London at midsummer with the middle-of-the-night rule: Fajr at about 01:00 (D-2).
    let date = Fixtures.date("2026-06-21")
    let now = Fixtures.instant("2026-06-20T22:00:00+01:00")
    let rule = F.rule(
      try F.config(
        latitude: 51.5074, longitude: -0.1278, zone: "Europe/London",
        extra: ["highLatitudeRule": "middleOfTheNight"]), created: now)
    let plan = try engine("Europe/London").evaluate(rules: [rule], stored: [], now: now)
    let fajr = try #require(
      plan.inserts.first { $0.slotKey == "fajr" && $0.occurrenceDate == date })
    let day = LogicalDay(timeZone: Fixtures.zone("Europe/London"))
    #expect(fajr.windowStart < day.start(of: date))
    #expect(day.logicalDate(of: fajr.windowStart) == date.adding(days: -1))
    #expect(fajr.occurrenceDate == date)
  }

  @Test(arguments: [
    ("islamicMidnight", "2026-06-22T00:31:00+01:00"), ("nextFajr", "2026-06-22T03:40:00+01:00"),
  ])
  func anIshaEndingAfterMidnightKeepsItsOccurrenceDate(ends: String, end: String) throws {
    // London on 21 June (recommended rule: seventh of the night): Isha 22:25, next Fajr 03:40,
    // Maghrib 21:22 (adhanpy 1.0.5 as the oracle), so the middle of the night is 00:31 (D-2).
    let now = Fixtures.instant("2026-06-21T12:00:00+01:00")
    let rule = F.rule(
      try F.config(
        latitude: 51.5074, longitude: -0.1278, zone: "Europe/London",
        extra: ["ishaEndsAt": ends]), created: Fixtures.instant("2026-06-01T12:00:00Z"))
    let plan = try engine("Europe/London").evaluate(rules: [rule], stored: [], now: now)
    let isha = try #require(
      plan.inserts.first { $0.slotKey == "isha" && $0.windowStart < Fixtures.instant(end) })
    #expect(isha.windowStart == Fixtures.instant("2026-06-21T22:25:00+01:00"))
    #expect(isha.windowEnd == Fixtures.instant(end))
    #expect(isha.occurrenceDate == Fixtures.date("2026-06-21"))
    // The next day's Isha is its own Anchor, on its own date.
    let ishas = plan.inserts.filter { $0.slotKey == "isha" }.map(\.occurrenceDate.description)
    #expect(ishas == ["2026-06-21", "2026-06-22"])
  }

  @Test func travellingDoesNotShiftThePrayers() throws {
    let now = Fixtures.instant("2026-11-29T08:00:00Z")
    let rule = F.rule(
      try F.config(
        latitude: F.makkah.latitude, longitude: F.makkah.longitude, zone: F.makkah.zone),
      created: now)
    let schedule = try F.schedule(rule)
    let date = Fixtures.date("2026-11-30")
    let home = schedule.anchors(
      for: date, context: GenerationContext(now: now, deviceTimeZone: Fixtures.zone("Asia/Riyadh")))
    let away = schedule.anchors(
      for: date,
      context: GenerationContext(now: now, deviceTimeZone: Fixtures.zone("America/New_York")))
    #expect(home == away)
    #expect(schedule.timeZone?.identifier == "Asia/Riyadh")
    // Through the engine: the same prayer has the same instants whichever zone the device is in.
    let fromHome = try engine("Asia/Riyadh").evaluate(rules: [rule], stored: [], now: now).inserts
    let fromAway = try engine("Pacific/Auckland").evaluate(rules: [rule], stored: [], now: now)
      .inserts
    for anchor in fromAway {
      let match = fromHome.first { $0.naturalKey == anchor.naturalKey }
      if let match { #expect(match.window == anchor.window) }
    }
    #expect(
      fromAway.contains { anchor in fromHome.contains { $0.naturalKey == anchor.naturalKey } })
  }

  @Test func exceptedDatesHaveNoPrayers() throws {
    let now = Fixtures.instant("2026-11-29T04:00:00Z")
    let rule = F.rule(
      try F.config(
        latitude: 51.5074, longitude: -0.1278, zone: "Europe/London",
        extra: ["exceptions": [["start": "2026-11-30", "end": "2026-12-01", "reason": "travel"]]]),
      created: now)
    let schedule = try F.reading(rule)
    let context = GenerationContext(now: now, deviceTimeZone: Fixtures.zone("Europe/London"))
    #expect(schedule.anchors(for: Fixtures.date("2026-11-30"), context: context).isEmpty)
    #expect(schedule.anchors(for: Fixtures.date("2026-12-01"), context: context).isEmpty)
    #expect(schedule.anchors(for: Fixtures.date("2026-12-02"), context: context).count == 5)
    let plan = try engine("Europe/London").evaluate(rules: [rule], stored: [], now: now)
    #expect(Set(plan.inserts.map(\.occurrenceDate)) == [Fixtures.date("2026-11-29")])
  }

  @Test func summaryNamesTheCountMethodAndMadhab() throws {
    let created = Fixtures.instant("2026-11-01T00:00:00Z")
    let five = try F.schedule(
      F.rule(try F.config(latitude: 51.5, longitude: 0, zone: "Europe/London"), created: created))
    #expect(five.summary == "5 prayers · Muslim World League · Shafi")
    let one = try F.schedule(
      F.rule(
        try F.config(
          latitude: 40.7, longitude: -74, zone: "America/New_York", method: "northAmerica",
          madhab: "hanafi", extra: ["prayers": ["isha"]]), created: created))
    #expect(one.summary == "1 prayer · North America (ISNA) · Hanafi")
    #expect(CalculationMethod.turkey.displayName == "Turkey (Diyanet)")
    #expect(CalculationMethod.egyptian.displayName == "Egyptian General Authority")
  }

  @Test func remindersAndChosenPrayersAreCopied() throws {
    let created = Fixtures.instant("2026-11-01T00:00:00Z")
    let schedule = try F.schedule(
      F.rule(
        try F.config(
          latitude: 51.5, longitude: 0, zone: "Europe/London",
          extra: [
            "prayers": ["isha", "fajr"], "reminder": ["atStart": false, "beforeEndMinutes": 15],
          ]), created: created, effort: 20))
    let anchors = schedule.anchors(
      for: Fixtures.date("2026-11-30"),
      context: GenerationContext(now: created, deviceTimeZone: Fixtures.zone("Europe/London")))
    #expect(anchors.map(\.slotKey) == ["fajr", "isha"])
    #expect(anchors.allSatisfy { $0.remindBeforeStartMinutes == nil })
    #expect(anchors.allSatisfy { $0.remindBeforeEndMinutes == 15 && $0.effortMinutes == 20 })
  }
}
