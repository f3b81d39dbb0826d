import Foundation
import JamaalModel
import JamaalPrayerTimes
import JamaalTestSupport
import JamaalYAML
import Testing

/// Drafts from the preset, `--set` editing, and setting a location (AN-04, D-11).
@Suite struct PrayerRuleEditorTests {
  typealias F = PrayerRuleFixtures
  let now = Fixtures.instant("2026-11-29T14:05:00+03:00")

  private func object(_ data: Data) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
  }

  private func makkah() throws -> PrayerLocation {
    try PrayerLocation(
      latitude: F.makkah.latitude, longitude: F.makkah.longitude, name: "Makkah",
      timeZone: F.makkah.zone)
  }

  private let saudi = MethodSuggestion(
    method: .ummAlQura, madhab: .shafi, country: "SA", isFallback: false)

  @Test func thePresetMakesADraftThatNeedsALocationBeforeItCanBeRead() throws {
    let draft = try F.presetDraft()
    #expect(draft.title == "Salah")
    #expect(draft.sourceKey == .prayerWindow)
    #expect(draft.effortMinutes == 10)
    #expect(draft.placement == .fixed)
    let config = try PrayerWindowConfig.read(draft.configData)
    #expect(config.location == nil && config.method == nil && config.madhab == nil)
    #expect(config.prayers == [.fajr, .dhuhr, .asr, .maghrib, .isha])
    #expect(config.reminder == PrayerReminder(atStart: true))
    #expect(config.ishaEndsAt == .islamicMidnight && config.fridayLabel)
    #expect(throws: FieldError(field: "location", message: "is missing")) {
      try PrayerWindowSchedule(rule: F.rule(draft.configData, created: now))
    }
    // With a location and the region's suggestion it becomes a rule that reads.
    let located = try PrayerRuleEditor.setLocation(try makkah(), on: draft, suggestion: saudi)
    let schedule = try F.schedule(F.rule(located.configData, created: now))
    #expect(schedule.method == .ummAlQura && schedule.madhab == .shafi)
    #expect(schedule.location.name == "Makkah")
    #expect(schedule.summary == "5 prayers · Umm al-Qura · Shafi")
  }

  @Test func aRuleFileWithABadValueNamesItsLine() throws {
    let text = """
      title: Salah
      method: julian
      madhab: shafi

      """
    #expect(throws: YAMLError.self) {
      try YAMLDecoder().decode(F.DraftBox.self, from: text, file: "salah.yaml")
    }
    do {
      _ = try YAMLDecoder().decode(F.DraftBox.self, from: text, file: "salah.yaml")
    } catch let error as YAMLError {
      #expect(error.line == 2)
      #expect(error.keyPath == "method")
      #expect(error.message.hasPrefix("'julian' is not a method (muslimWorldLeague, egyptian"))
    }
    let full = try YAMLDecoder().decode(
      F.DraftBox.self,
      from: """
        title: Fajr only
        durationMinutes: 5
        prayers: [fajr]
        location: {latitude: 24.8607, longitude: 67.0011, timeZone: Asia/Karachi}
        method: karachi
        madhab: hanafi
        adjustments: {fajr: 2}
        polarResolution: unresolved
        """
    ).draft
    #expect(full.effortMinutes == 5)
    let schedule = try F.schedule(F.rule(full.configData, created: now, effort: 5))
    #expect(schedule.summary == "1 prayer · Karachi · Hanafi")
    #expect(schedule.config.adjustments == PrayerAdjustments(fajr: 2))
  }

  @Test func setLocationKeepsAMethodAlreadyChosen() throws {
    let draft = try PrayerRuleEditor().apply(
      ["method=karachi"], to: try F.presetDraft(),
      context: EditContext(today: Fixtures.date("2026-12-01"), now: .distantPast))
    let located = try PrayerRuleEditor.setLocation(try makkah(), on: draft, suggestion: saudi)
    let config = try PrayerWindowConfig.read(located.configData)
    #expect(config.method == .karachi)
    #expect(config.madhab == .shafi)
  }

  @Test func theFormPreselectsNearestDayAbove65Degrees() throws {
    let draft = try F.presetDraft()
    let tromso = try PrayerLocation(latitude: 69.6492, longitude: 18.9553, timeZone: "Europe/Oslo")
    let north = try PrayerRuleEditor.setLocation(tromso, on: draft, suggestion: nil)
    #expect(try PrayerWindowConfig.read(north.configData).polarResolution == .nearestDay)
    let south = try PrayerLocation(latitude: -66, longitude: 0, timeZone: "Antarctica/Troll")
    let southDraft = try PrayerRuleEditor.setLocation(south, on: draft, suggestion: nil)
    #expect(try PrayerWindowConfig.read(southDraft.configData).polarResolution == .nearestDay)
    let london = try PrayerLocation(latitude: 51.5, longitude: 0, timeZone: "Europe/London")
    let mid = try PrayerRuleEditor.setLocation(london, on: draft, suggestion: nil)
    #expect(try PrayerWindowConfig.read(mid.configData).polarResolution == nil)
    // A choice already made is kept.
    let chosen = try PrayerRuleEditor().apply(
      ["polar=unresolved"], to: draft,
      context: EditContext(today: Fixtures.date("2026-12-01"), now: .distantPast))
    let kept = try PrayerRuleEditor.setLocation(tromso, on: chosen, suggestion: nil)
    #expect(try PrayerWindowConfig.read(kept.configData).polarResolution == .unresolved)
    // Typing the coordinates does the same.
    let typed = try PrayerRuleEditor().apply(
      ["latitude=69.65", "longitude=18.96", "timeZone=Europe/Oslo"], to: draft,
      context: EditContext(today: Fixtures.date("2026-12-01"), now: .distantPast))
    #expect(try PrayerWindowConfig.read(typed.configData).polarResolution == .nearestDay)
  }

  @Test func everyKeyEditsTheConfig() throws {
    let rule = F.rule(
      try F.config(latitude: F.makkah.latitude, longitude: F.makkah.longitude, zone: F.makkah.zone),
      created: now)
    let edited = try PrayerRuleEditor().apply(
      [
        "title=Prayers", "method=moonsightingCommittee", "madhab=hanafi", "prayers=isha,fajr",
        "ishaEndsAt=nextFajr", "fridayLabel=false", "highLatitudeRule=seventhOfTheNight",
        "duration=15", "remindAtStart=false", "remindBeforeEnd=10", "polar=nearestLatitude",
        "latitude=51.5074", "longitude=-0.1278", "timeZone=Europe/London", "name=London",
        "adjust=fajr:2,isha=-1",
      ], to: rule,
      context: EditContext(today: Fixtures.date("2026-12-01"), now: now.addingTimeInterval(60)))
    #expect(edited.title == "Prayers")
    #expect(edited.effortMinutes == 15)
    #expect(edited.modifiedAt == now.addingTimeInterval(60))
    let config = try PrayerWindowConfig.read(edited.configData)
    #expect(config.method == .moonsightingCommittee && config.madhab == .hanafi)
    #expect(config.prayers == [.fajr, .isha])
    #expect(config.ishaEndsAt == .nextFajr && !config.fridayLabel)
    #expect(config.highLatitudeRule == .seventhOfTheNight)
    #expect(config.durationMinutes == 15)
    #expect(config.reminder == PrayerReminder(atStart: false, beforeEndMinutes: 10))
    #expect(config.polarResolution == .nearestLatitude)
    #expect(
      config.location
        == (try PrayerLocation(
          latitude: 51.5074, longitude: -0.1278, name: "London", timeZone: "Europe/London")))
    #expect(config.adjustments == PrayerAdjustments(fajr: 2, isha: -1))
    let cleared = try PrayerRuleEditor().apply(
      ["adjust=none", "remindBeforeEnd=none", "name=none"], to: edited,
      context: EditContext(today: Fixtures.date("2026-12-01"), now: now))
    let clearedConfig = try PrayerWindowConfig.read(cleared.configData)
    #expect(clearedConfig.adjustments == PrayerAdjustments())
    #expect(clearedConfig.reminder.beforeEndMinutes == nil)
    #expect(clearedConfig.location?.name == nil)
  }

  @Test func badAssignmentsAreRefusedNamingTheKey() throws {
    let draft = try F.presetDraft()
    let cases: [(String, String)] = [
      (
        "colour=green",
        "colour: unknown key; valid keys: title, method, madhab, prayers, ishaEndsAt, "
          + "fridayLabel, highLatitudeRule, duration, remindAtStart, remindBeforeEnd, polar, "
          + "latitude, longitude, timeZone, name, adjust"
      ),
      (
        "method=julian",
        "method: 'julian' is not a method (muslimWorldLeague, egyptian, karachi, ummAlQura, "
          + "dubai, moonsightingCommittee, northAmerica, kuwait, qatar, singapore, tehran, "
          + "turkey, other)"
      ),
      ("madhab=maliki", "madhab: 'maliki' is not a madhab (shafi, hanafi)"),
      (
        "prayers=fajr,sunrise",
        "prayers: 'sunrise' is not a prayer (fajr, dhuhr, asr, maghrib, isha)"
      ),
      ("prayers=", "prayers: choose at least one prayer"),
      (
        "ishaEndsAt=dawn",
        "ishaEndsAt: 'dawn' is not when Isha ends (islamicMidnight, nextFajr)"
      ),
      ("fridayLabel=yes", "fridayLabel: 'yes' is not true or false"),
      (
        "polar=ignore",
        "polar: 'ignore' is not a polar resolution (unresolved, nearestDay, nearestLatitude)"
      ),
      ("duration=-1", "duration: '-1' is not a whole number from 1 to 1440"),
      ("remindBeforeEnd=0", "remindBeforeEnd: '0' is not a whole number from 1 to 1440"),
      ("latitude=95", "latitude: '95' is not a latitude (a number from -90 to 90)"),
      ("longitude=east", "longitude: 'east' is not a longitude (a number from -180 to 180)"),
      (
        "timeZone=Mars/Olympus",
        "timeZone: 'Mars/Olympus' is not a time zone identifier (e.g. Europe/London)"
      ),
      (
        "adjust=fajr:x",
        "adjust: 'fajr:x' is not an adjustment (prayer:minutes from -120 to 120, "
          + "e.g. fajr:2,isha:-1)"
      ),
      (
        "adjust=zuhr:2",
        "adjust: 'zuhr' is not a prayer time (fajr, sunrise, dhuhr, asr, maghrib, isha)"
      ),
      ("title= ", "title: must not be empty"),
      ("method", "--set: expected key=value, got 'method'"),
      ("latitude=10", "location.longitude: is missing"),
    ]
    for (assignment, text) in cases {
      #expect(throws: FieldError.self) {
        try PrayerRuleEditor().apply(
          [assignment], to: draft,
          context: EditContext(today: Fixtures.date("2026-12-01"), now: .distantPast))
      }
      do {
        _ = try PrayerRuleEditor().apply(
          [assignment], to: draft,
          context: EditContext(today: Fixtures.date("2026-12-01"), now: .distantPast))
      } catch {
        #expect(error.description == text, "\(assignment)")
      }
    }
    #expect(throws: FieldError(field: "method", message: "is given twice")) {
      try PrayerRuleEditor().apply(
        ["method=karachi", "method=qatar"], to: draft,
        context: EditContext(today: Fixtures.date("2026-12-01"), now: .distantPast))
    }
  }

  @Test func keysThisBuildDoesNotKnowSurviveAnEdit() throws {
    let data = try F.config(
      latitude: F.makkah.latitude, longitude: F.makkah.longitude, zone: F.makkah.zone,
      extra: [
        "futureOption": ["level": 3],
        "reminder": ["atStart": true, "sound": "adhan"],
      ])
    var withElevation = try object(data)
    var location = try #require(withElevation["location"] as? [String: Any])
    location["elevation"] = 277
    withElevation["location"] = location
    let rule = F.rule(try JSONSerialization.data(withJSONObject: withElevation), created: now)
    let edited = try PrayerRuleEditor().apply(
      ["method=karachi", "remindBeforeEnd=5", "name=Makkah"], to: rule,
      context: EditContext(today: Fixtures.date("2026-12-01"), now: now))
    let result = try object(edited.configData)
    #expect((result["futureOption"] as? [String: Any])?["level"] as? Int == 3)
    #expect((result["reminder"] as? [String: Any])?["sound"] as? String == "adhan")
    #expect((result["location"] as? [String: Any])?["elevation"] as? Int == 277)
    #expect(result["method"] as? String == "karachi")
  }

  @Test func aLocationIsCheckedWhenMade() {
    #expect(
      throws: FieldError(field: "latitude", message: "must be between -90 and 90 (got 91.0)")
    ) { try PrayerLocation(latitude: 91, longitude: 0, timeZone: "UTC") }
    #expect(throws: FieldError(field: "timeZone", message: "'Nowhere' is not a time zone")) {
      try PrayerLocation(latitude: 0, longitude: 0, timeZone: "Nowhere")
    }
  }
}
