import Foundation
import JamaalModel
import JamaalPrayerTimes
import JamaalTestSupport
import Testing

/// Polar days, needs attention and configs that cannot be read.
@Suite struct PrayerWindowReadingTests {
  typealias F = PrayerRuleFixtures
  let created = Fixtures.instant("2026-11-01T00:00:00Z")

  @Test func tromsoInDecemberHasNoWindowWithoutAnEndAndSaysWhy() throws {
    let date = Fixtures.date("2026-12-15")
    let schedule = try F.schedule(
      F.rule(
        try F.config(latitude: 69.6492, longitude: 18.9553, zone: "Europe/Oslo"),
        created: created))
    let context = GenerationContext(now: created, deviceTimeZone: Fixtures.zone("Europe/Oslo"))
    // Fajr and Isha exist, but sunrise, Asr, Maghrib and midnight do not.
    #expect(schedule.anchors(for: date, context: context).isEmpty)
    let missing = schedule.missingPrayers(on: date)
    #expect(missing.map(\.prayer) == [.fajr, .dhuhr, .asr, .maghrib, .isha])
    #expect(
      missing.map { "\($0.prayer.displayName): \($0.reason)" } == [
        "Fajr: the sun does not rise (polar night), so there is no sunrise to end it",
        "Dhuhr: the sun does not rise (polar night), so there is no Asr to end it",
        "Asr: the sun does not rise (polar night), so it has no time that day",
        "Maghrib: the sun does not rise (polar night), so it has no time that day",
        "Isha: the sun does not rise (polar night), so there is no Islamic midnight to end it",
      ])
    // Borrowing from the nearest day with a sunrise (D-11) gives Fajr, Maghrib and Isha; on
    // that day the sun stays too low at noon to cast Asr's shadow, so Dhuhr and Asr still lack
    // a window, and the rule detail says so.
    let resolved = try F.schedule(
      F.rule(
        try F.config(
          latitude: 69.6492, longitude: 18.9553, zone: "Europe/Oslo",
          extra: ["polarResolution": "nearestDay"]), created: created))
    let anchors = resolved.anchors(for: date, context: context)
    #expect(anchors.map(\.slotKey) == ["fajr", "maghrib", "isha"])
    #expect(anchors.allSatisfy { $0.windowEnd > $0.windowStart })
    #expect(
      resolved.missingPrayers(on: date).map { "\($0.prayer.displayName): \($0.reason)" } == [
        "Dhuhr: the sun stays too low for Asr's shadow, so there is no Asr to end it",
        "Asr: the sun stays too low for Asr's shadow, so it has no time that day",
      ])
  }

  @Test func twilightAllNightLeavesIshaWithoutATime() throws {
    // Tromsø at midsummer: the sun never sets.
    let schedule = try F.schedule(
      F.rule(
        try F.config(
          latitude: 69.6492, longitude: 18.9553, zone: "Europe/Oslo", extra: ["prayers": ["isha"]]),
        created: created))
    let missing = schedule.missingPrayers(on: Fixtures.date("2026-06-21"))
    #expect(missing.map(\.prayer) == [.isha])
    #expect(
      missing.first?.reason == "the sun does not set (midnight sun), so it has no time that day")
  }

  @Test func aNewerConfigVersionNeedsAttention() throws {
    let data = try F.config(
      latitude: 51.5, longitude: 0, zone: "Europe/London", extra: ["version": 2])
    let registry = try SourceRegistry([PrayerWindowSource()])
    guard case .needsAttention(let why) = registry.read(F.rule(data, created: created)) else {
      Issue.record("a version 2 config was read")
      return
    }
    #expect(why == .newerVersion(found: 2, supported: 1))
  }

  @Test func aConfigWithoutLocationCannotBeDecoded() throws {
    let data = try JSONSerialization.data(withJSONObject: [
      "version": 1, "method": "muslimWorldLeague", "madhab": "shafi",
    ])
    let rule = F.rule(data, created: created)
    #expect(throws: FieldError(field: "location", message: "is missing")) {
      try PrayerWindowSchedule(rule: rule)
    }
    let registry = try SourceRegistry([PrayerWindowSource()])
    guard case .needsAttention(let why) = registry.read(rule) else {
      Issue.record("a rule without a location was read")
      return
    }
    #expect(why == .unreadable(detail: "location: is missing"))
  }

  @Test func badConfigValuesNameTheirField() throws {
    let cases: [([String: Any], String)] = [
      (
        ["location": ["latitude": 91, "longitude": 0, "timeZone": "Europe/London"]],
        "location.latitude: must be between -90 and 90 (got 91.0)"
      ),
      (
        ["location": ["latitude": 51, "longitude": 0, "timeZone": "Mars/Olympus"]],
        "location.timeZone: 'Mars/Olympus' is not a time zone"
      ),
      (
        ["method": "julian"],
        "method: 'julian' is not a method (muslimWorldLeague, egyptian, karachi, ummAlQura, "
          + "dubai, moonsightingCommittee, northAmerica, kuwait, qatar, singapore, tehran, "
          + "turkey, other)"
      ),
      (["prayers": [String]()], "prayers: choose at least one prayer"),
      (
        ["adjustments": ["isha": 500]],
        "adjustments.isha: 500 is not a whole number of minutes from -120 to 120"
      ),
    ]
    for (extra, text) in cases {
      let data = try F.config(latitude: 51.5, longitude: 0, zone: "Europe/London", extra: extra)
      #expect(throws: (any Error).self) {
        try PrayerWindowSchedule(rule: F.rule(data, created: created))
      }
      do {
        _ = try PrayerWindowSchedule(rule: F.rule(data, created: created))
      } catch {
        #expect(error.description == text)
      }
    }
  }
}
