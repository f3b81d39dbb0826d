import Foundation
import JamaalTestSupport
import Testing

/// `jamaal calendar --ics` (issue 14 item 1): the coming days as iCalendar that strict readers
/// accept, an alarm exactly where an Anchor carries a reminder, the same UIDs every export, and
/// nothing for excepted days or paused rules.
@Suite(.serialized) struct CalendarCommandTests {
  private static let now = "2026-12-01T10:00:00Z"

  /// A London store with prayer times (reminders at the start), the school run (none) and a
  /// one-off with a closing reminder; returns the journey and the prayer and school rule ids.
  private static func journey() throws -> (LondonJourney, prayer: String, school: String) {
    let journey = LondonJourney()
    let prayer = try journey.add(
      ["--preset", "prayer-times", "--city", "London"], at: "2026-11-30T09:00:00Z")
    let school = try journey.add(["--preset", "school-run"], at: "2026-11-30T09:00:00Z")
    _ = try journey.text(
      [
        "oneoff", "add", "--title", "Dentist; Dr Khan, 2nd floor", "--date", "2026-12-02",
        "--start", "15:00", "--end", "16:00", "--remind-before-end", "10",
      ], at: "2026-11-30T09:00:00Z")
    _ = try journey.text(["today"], at: now)
    return (journey, prayer, school)
  }

  /// The export's events, each as its unfolded content lines, after checking every line.
  private static func export(
    _ journey: LondonJourney, days: Int = 4, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> (text: String, events: [[String]]) {
    let file = Fixtures.temporaryFolder("jamaal-ics").appendingPathComponent("jamaal.ics").path
    let result = try journey.runner.run(
      ["calendar", "--ics", "--days", "\(days)", "--out", file], now: now)
    #expect(result.status == 0, "\(result.stderr)", sourceLocation: sourceLocation)
    let text = try String(contentsOfFile: file, encoding: .utf8)
    let lines = try ICalendarLineCheck.contentLines(text)
    var events: [[String]] = []
    for line in lines {
      if line == "BEGIN:VEVENT" { events.append([]) }
      if !events.isEmpty { events[events.count - 1].append(line) }
    }
    return (text, events)
  }

  private static func value(_ name: String, in event: [String]) -> String? {
    event.first { $0.hasPrefix(name + ":") }.map { String($0.dropFirst(name.count + 1)) }
  }

  @Test func alarmsSitExactlyWhereRemindersAre() throws {
    let (journey, _, _) = try Self.journey()
    let (text, events) = try Self.export(journey)
    let summaries = events.compactMap { Self.value("SUMMARY", in: $0) }
    #expect(summaries.contains("Salah · Jumu'ah"), "Friday 4 December's Dhuhr")
    #expect(
      summaries.filter { $0.hasPrefix("School run") }.count == 8,
      "Tue–Fri, two slots (today's drop-off is there, missed)")
    #expect(Set(events.compactMap { Self.value("UID", in: $0) }).count == events.count)
    for event in events {
      let summary = Self.value("SUMMARY", in: event) ?? ""
      let triggers = event.filter { $0.hasPrefix("TRIGGER") }
      if summary.hasPrefix("Salah") && Self.value("X-JAMAAL-OUTCOME", in: event) == "pending" {
        #expect(triggers == ["TRIGGER;RELATED=START:PT0S"], "\(summary)")
      } else if summary.hasPrefix("Dentist") {
        #expect(summary == "Dentist\\; Dr Khan\\, 2nd floor")
        #expect(triggers == ["TRIGGER;RELATED=END:-PT10M"])
      } else {
        #expect(triggers.isEmpty, "\(summary)")
      }
    }
    // Today's Fajr closed unattended before 10:00: stored as missed, no alarm.
    let fajr = try #require(events.first { Self.value("SUMMARY", in: $0) == "Salah · Fajr" })
    #expect(Self.value("X-JAMAAL-OUTCOME", in: fajr) == "missed")
    #expect(Self.value("CATEGORIES", in: fajr) == "Jamaal,Missed")
    try ICalendarLineCheck.parsesWithPythonICalendar(
      text, events: events.count,
      alarms: events.flatMap { $0 }.filter { $0 == "BEGIN:VALARM" }.count)
  }

  @Test func exportingAgainChangesOnlyWhatChanged() throws {
    let (journey, _, school) = try Self.journey()
    let first = try Self.export(journey)
    #expect(try Self.export(journey).text == first.text, "nothing changed, nothing moves")
    let byUID = { (events: [[String]]) in
      Dictionary(uniqueKeysWithValues: events.map { (Self.value("UID", in: $0) ?? "", $0) })
    }
    let before = byUID(first.events)
    // Attend today's Dhuhr (opened 11:5x) and move the school run's drop-off.
    let dhuhr = try #require(
      first.events.first { Self.value("SUMMARY", in: $0) == "Salah · Dhuhr" })
    let dhuhrID = try #require(Self.value("UID", in: dhuhr))
    _ = try journey.text(
      ["anchors", "attend", String(dhuhrID.prefix(8))], at: "2026-12-01T12:30:00Z")
    _ = try journey.text(
      ["rules", "edit", String(school.prefix(8)), "--set", "start=08:30"],
      at: "2026-12-01T12:31:00Z")
    let after = byUID(try Self.export(journey).events)
    #expect(Set(after.keys) == Set(before.keys), "the same UIDs")
    for (uid, event) in after {
      let summary = Self.value("SUMMARY", in: event) ?? ""
      let old = try #require(before[uid])
      if uid == dhuhrID {
        #expect(Self.value("X-JAMAAL-OUTCOME", in: event) == "attended")
        #expect(Self.value("LAST-MODIFIED", in: event) == "20261201T123000Z")
        #expect(!event.contains("BEGIN:VALARM"))
      } else if summary == "School run · Drop-off"
        && Self.value("DTSTART", in: old)?.hasPrefix("20261201") == false
      {
        #expect(Self.value("DTSTART", in: event) != Self.value("DTSTART", in: old))
        #expect(Self.value("LAST-MODIFIED", in: event) == "20261201T123100Z", "\(uid)")
      } else if !summary.hasPrefix("School run") {
        #expect(event == old, "\(summary) did not change")
      }
    }
  }

  @Test func exceptionsAndPausedRulesLeaveNoEvents() throws {
    let (journey, prayer, school) = try Self.journey()
    _ = try journey.text(
      [
        "rules", "except", String(school.prefix(8)), "--from", "2026-12-03", "--to", "2026-12-03",
        "--reason", "holiday",
      ], at: Self.now)
    _ = try journey.text(["rules", "pause", String(prayer.prefix(8))], at: Self.now)
    let events = try Self.export(journey).events
    let starts = events.compactMap { Self.value("DTSTART", in: $0) }
    #expect(!starts.contains { $0.hasPrefix("20261203") })
    #expect(!events.contains { Self.value("SUMMARY", in: $0)?.hasPrefix("Salah") == true })
    #expect(events.contains { Self.value("SUMMARY", in: $0)?.hasPrefix("Dentist") == true })
  }

  @Test func refusalsNameTheOption() throws {
    let runner = JamaalRunner(now: Self.now, timeZone: "Europe/London")
    let missing = try runner.run(["calendar"])
    #expect(missing.status == 2)
    #expect(missing.stderr.contains("--ics"))
    let zero = try runner.run(["calendar", "--ics", "--days", "0"])
    #expect(zero.status == 1)
    #expect(zero.stderr.contains("--days: '0' is not a whole number from 1 to 366"))
    let folder = Fixtures.temporaryFolder("jamaal-ics").path
    let intoFolder = try runner.run(["calendar", "--ics", "--out", folder])
    #expect(intoFolder.status == 1)
    #expect(intoFolder.stderr.contains("--out"))
    #expect(!FileManager.default.fileExists(atPath: runner.store), "a read writes no store")
  }
}
