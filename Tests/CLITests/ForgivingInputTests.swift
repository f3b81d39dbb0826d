import Foundation
import Testing

/// Issue 11 item 9: input a person would type — names in any case, day ranges, `8:15`, `every`
/// that means what it says on the rule at hand, a one-off across midnight, "did you mean", and
/// zone abbreviations refused with the IANA zones they may mean.
@Suite(.serialized) struct ForgivingInputTests {
  let now = "2026-12-01T10:00:00Z"

  /// `rules show ID --json`'s summary of the rule `rules add ARGS` made.
  private func summary(_ journey: LondonJourney, _ arguments: [String]) throws -> String {
    let id = try journey.add(arguments, at: now)
    return try journey.show(id, at: now)["summary"] as? String ?? "none"
  }

  @Test func namesAreReadInAnyCase() throws {
    let journey = LondonJourney()
    #expect(try summary(journey, ["--preset", "School-Run"]) == "Mon–Fri · 08:15, 15:15 · 30 min")
    let times = try journey.runner.run(
      [
        "prayer-times", "--lat", "51.5", "--lon", "-0.12", "--method", "muslimworldleague",
        "--madhab", "Hanafi", "--json",
      ], now: now)
    let day = (try JamaalRunner.json(times) as? [[String: Any]])?.first
    #expect(day?["method"] as? String == "muslimWorldLeague", "\(times.stderr)")
    #expect(day?["madhab"] as? String == "hanafi")
    let zoned = JamaalRunner(now: now, timeZone: "europe/london")
    let today = try zoned.run(["today", "--json"])
    #expect(today.status == 0, "\(today.stderr)")
    let edited = try journey.runner.run(
      ["rules", "add", "--preset", "custom", "--set", "timeZone=asia/KARACHI", "--json"],
      now: now)
    #expect(edited.status == 0, "\(edited.stderr)")
    #expect(edited.stdout.contains("Asia/Karachi"), "\(edited.stdout)")
  }

  @Test(arguments: [
    ("days=Mon-Fri", "Mon–Fri · 09:00 · 30 min"),
    ("days=Mon–Fri", "Mon–Fri · 09:00 · 30 min"),
    ("days=tue - thu", "Tue–Thu · 09:00 · 30 min"),
    ("days=Fri-Mon", "Mon, Fri–Sun · 09:00 · 30 min"),
    ("start=8:15", "Every day · 08:15 · 30 min"),
    ("every=3", "Every 3 days · 09:00 · 30 min"),
    ("every=3d", "Every 3 days · 09:00 · 30 min"),
    ("every=3 days", "Every 3 days · 09:00 · 30 min"),
    ("every=2w", "Every 2 weeks · Every day · 09:00 · 30 min"),
    ("every=2 weeks", "Every 2 weeks · Every day · 09:00 · 30 min"),
  ])
  func valuesAsTyped(_ set: String, _ expected: String) throws {
    let journey = LondonJourney()
    #expect(try summary(journey, ["--preset", "custom", "--set", set]) == expected)
  }

  /// A bare number on a rule for some weekdays still counts weeks: every other Mon–Fri week.
  @Test func everyOnAWeekdayRuleCountsWeeks() throws {
    let journey = LondonJourney()
    let summary = try summary(journey, ["--preset", "school-run", "--set", "every=2"])
    #expect(summary.hasPrefix("Every 2 weeks · Mon–Fri"), "\(summary)")
  }

  @Test func theHelpSaysHowToType() throws {
    let add = try JamaalRunner.raw(["rules", "add", "--help"])
    for form in ["3d", "3 days", "2w", "2 weeks", "Mon-Fri", "8:15"] {
      #expect(add.stdout.contains(form), "\(form) not in\n\(add.stdout)")
    }
    let oneOff = try JamaalRunner.raw(["oneoff", "add", "--help"])
    #expect(oneOff.stdout.contains("crosses midnight") && oneOff.stdout.contains("--end-date"))
  }

  @Test func aOneOffCrossesMidnightWithItsEndDate() throws {
    let journey = LondonJourney()
    let base = ["oneoff", "add", "--title", "Night shift", "--date", "2026-12-03"]
    let refused = try journey.runner.run(base + ["--start", "23:00", "--end", "1:00"], now: now)
    #expect(refused.status == 1)
    #expect(refused.stderr.contains("crosses midnight, add --end-date 2026-12-04"))
    let added = try journey.runner.run(
      base + ["--start", "23:00", "--end", "1:00", "--end-date", "2026-12-04", "--json"],
      now: now)
    #expect(added.status == 0, "\(added.stderr)")
    let anchor = try JamaalRunner.json(added) as? [String: Any]
    #expect(anchor?["windowStart"] as? String == "2026-12-03T23:00:00Z")
    #expect(anchor?["windowEnd"] as? String == "2026-12-04T01:00:00Z")
    let far = try journey.runner.run(
      base + ["--start", "23:00", "--end", "01:00", "--end-date", "2026-12-20"], now: now)
    #expect(far.status == 1 && far.stderr.contains("up to 7 days after"), "\(far.stderr)")
  }

  @Test func aNearMissIsNamed() throws {
    let journey = LondonJourney()
    let preset = try journey.runner.run(["rules", "add", "--preset", "plnats"], now: now)
    #expect(
      preset.status == 1 && preset.stderr.contains("did you mean plants?"), "\(preset.stderr)")
    let method = try journey.runner.run(
      ["prayer-times", "--lat", "51.5", "--lon", "-0.12", "--method", "muslimworldleage"],
      now: now)
    #expect(method.stderr.contains("did you mean muslimWorldLeague?"), "\(method.stderr)")
    let city = try journey.runner.run(
      ["rules", "add", "--preset", "prayer-times", "--city", "Karachii"], now: now)
    #expect(city.status == 1 && city.stderr.contains("did you mean Karachi"), "\(city.stderr)")
    let search = try journey.runner.run(["places", "search", "Karachii"], now: now)
    #expect(search.stdout.contains("Did you mean Karachi, Sindh, Pakistan?"), "\(search.stdout)")
    let prayer = try journey.add(["--preset", "prayer-times", "--city", "London"], at: now)
    let set = try journey.runner.run(
      ["rules", "edit", String(prayer.prefix(8)), "--set", "madhab=hanafee"], now: now)
    #expect(set.stderr.contains("did you mean hanafi?"), "\(set.stderr)")
  }

  @Test(arguments: [("BST", "Asia/Dhaka"), ("EST", "America/New_York"), ("pkt", "Asia/Karachi")])
  func zoneAbbreviationsAreRefused(_ abbreviation: String, _ named: String) throws {
    let runner = JamaalRunner(now: now, timeZone: abbreviation)
    let today = try runner.run(["today"])
    #expect(today.status == 1)
    #expect(today.stderr.contains("'\(abbreviation)' is an abbreviation"), "\(today.stderr)")
    #expect(today.stderr.contains(named))
    #expect(!FileManager.default.fileExists(atPath: runner.store))
    let journey = LondonJourney()
    let rule = try journey.runner.run(
      ["rules", "add", "--preset", "custom", "--set", "timeZone=\(abbreviation)"], now: now)
    #expect(rule.status == 1 && rule.stderr.contains(named), "\(rule.stderr)")
    #expect(!FileManager.default.fileExists(atPath: journey.runner.store))
  }

  @Test func aZoneIsNamedAsPeopleWriteIt() throws {
    let unknown = JamaalRunner(now: now, timeZone: "london")
    #expect(try unknown.run(["today"]).stderr.contains("did you mean Europe/London?"))
    #expect(try JamaalRunner(now: now, timeZone: "utc").run(["today"]).status == 0)
    #expect(try JamaalRunner(now: now, timeZone: "Etc/GMT+5").run(["today"]).status == 0)
  }
}

/// Issue 11 item 12: places read like places.
@Suite struct PlacesReadingTests {
  @Test func placesShowRegionAndCountryNamesInAlignedColumns() throws {
    let runner = JamaalRunner(now: "2026-12-01T10:00:00Z", timeZone: "Europe/London")
    let karachi = try runner.run(["places", "search", "karachi", "--limit", "2"])
    #expect(karachi.status == 0, "\(karachi.stderr)")
    let lines = karachi.stdout.split(separator: "\n")
    #expect(lines.first?.hasPrefix("Karachi, Sindh, Pakistan ") == true, "\(karachi.stdout)")
    // However long a name, the coordinates start in one column.
    let columns = lines.map { line in
      line.distance(from: line.startIndex, to: line.range(of: "  2")!.lowerBound)
    }
    #expect(Set(columns).count == 1, "\(karachi.stdout)")
    // The suggested method and madhab in words, never their code names.
    #expect(lines.allSatisfy { $0.hasSuffix("Asia/Karachi          Karachi · Hanafi") })
    let json = try JamaalRunner.json(try runner.run(["places", "search", "karachi", "--json"]))
    let first = (json as? [[String: Any]])?.first
    #expect(first?["country"] as? String == "PK" && first?["countryName"] as? String == "Pakistan")
    #expect(first?["region"] as? String == "Sindh")
  }

  @Test func aMatchOnAnotherNameSaysWhichName() throws {
    let runner = JamaalRunner(now: "2026-12-01T10:00:00Z", timeZone: "Europe/London")
    let bombay = try runner.run(["places", "search", "bombay", "--limit", "1"])
    #expect(bombay.stdout.hasPrefix("Mumbai, Maharashtra, India "), "\(bombay.stdout)")
    #expect(bombay.stdout.contains("(matched \"bombay\")"))
    let mumbai = try runner.run(["places", "search", "mumbai", "--limit", "1"])
    #expect(!mumbai.stdout.contains("matched"))
    let city = try runner.run(["rules", "add", "--preset", "prayer-times", "--city", "Bombay"])
    #expect(
      city.stderr.contains(
        "Using the place Mumbai, Maharashtra, India (matched by the name"
          + " 'Bombay')."), "\(city.stderr)")
    let json = try JamaalRunner.json(try runner.run(["places", "search", "mecca", "--json"]))
    let first = (json as? [[String: Any]])?.first
    #expect(first?["name"] as? String == "Makkah" && first?["matchedName"] as? String == "mecca")
  }
}
