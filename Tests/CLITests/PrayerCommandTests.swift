import Foundation
import Testing

@Suite(.serialized) struct PrayerCommandTests {
  @Test func prayerTimesPrintsUTCInJSONAndNullForPolarTimes() throws {
    let runner = JamaalRunner()
    let makkah = try runner.run([
      "prayer-times", "--lat", "21.4225", "--lon", "39.8262", "--date", "2026-11-29", "--json",
    ])
    #expect(makkah.status == 0, "\(makkah.stderr)")
    let days = try #require(try JamaalRunner.json(makkah) as? [[String: Any]])
    #expect(days.count == 1)
    #expect(days[0]["timeZone"] as? String == "Asia/Riyadh")
    #expect(days[0]["method"] as? String == "ummAlQura")
    #expect((days[0]["fajr"] as? String)?.hasSuffix("Z") == true)
    // Tromsø in December: the sun does not rise, so sunrise is null (not absent, not NaN).
    let tromso = try runner.run([
      "prayer-times", "--lat", "69.6492", "--lon", "18.9553", "--date", "2026-12-21", "--json",
    ])
    let polar = try #require((try JamaalRunner.json(tromso) as? [[String: Any]])?.first)
    #expect(polar["sunrise"] is NSNull)
    #expect(polar["timeZone"] as? String == "Europe/Oslo")
  }

  @Test func theMethodIsSuggestedFromTheRegionUnlessGiven() throws {
    let runner = JamaalRunner()
    func method(_ extra: [String]) throws -> String? {
      let result = try runner.run(
        ["prayer-times", "--lat", "24.8607", "--lon", "67.0011", "--json"] + extra)
      return (try JamaalRunner.json(result) as? [[String: Any]])?.first?["method"] as? String
    }
    #expect(try method([]) == "karachi")
    #expect(try method(["--country", "TR"]) == "turkey")
    #expect(try method(["--method", "egyptian"]) == "egyptian")
  }

  /// SPEC §5's region rule: in Türkiye the suggested Asr is the one Diyanet publishes (Ankara,
  /// 2019-01-01: 15:20, the first shadow; the second shadow would say 15:58).
  @Test func ankaraShowsTheAsrDiyanetPublishes() throws {
    let result = try JamaalRunner().run([
      "prayer-times", "--lat", "39.939382", "--lon", "32.819713", "--date", "2019-01-01",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    let lines = result.stdout.split(separator: "\n")
    #expect(lines.contains { $0.contains("Turkey (Diyanet) · Shafi") }, "\(result.stdout)")
    let day = try #require(lines.first { $0.hasPrefix("2019-01-01") }).split(separator: " ")
    #expect(day.count > 4 && day[4] == "15:20", "\(result.stdout)")
  }

  @Test func badCoordinatesAndSearchesAreClearErrors() throws {
    let runner = JamaalRunner()
    let north = try runner.run(["prayer-times", "--lat", "91", "--lon", "0"])
    #expect(north.status == 1)
    #expect(north.stderr.contains("latitude"))
    let nan = try runner.run(["prayer-times", "--lat", "nan", "--lon", "0"])
    #expect(nan.status == 1)
    #expect(nan.stderr.contains("latitude"))
    let east = try runner.run(["prayer-times", "--lat", "10", "--lon", "181"])
    #expect(east.status == 1)
    #expect(east.stderr.contains("longitude"))
    let method = try runner.run(["prayer-times", "--lat", "10", "--lon", "10", "--method", "x"])
    #expect(method.status == 1)
    #expect(method.stderr.contains("--method: 'x' is not one of:"))
    let empty = try runner.run(["places", "search", ""])
    #expect(empty.status == 1)
    #expect(empty.stderr == "jamaal: search text is empty\n")
    let long = try runner.run(["places", "search", String(repeating: "a", count: 10_000)])
    #expect(long.status == 1)
    #expect(long.stderr.contains("search text is too long"))
  }

  @Test func placesSearchRanksByPopulationAndSuggestsTheMethod() throws {
    let result = try JamaalRunner().run(["places", "search", "london", "--json", "--limit", "2"])
    let places = try #require(try JamaalRunner.json(result) as? [[String: Any]])
    #expect(places.map { $0["country"] as? String } == ["GB", "CA"])
    #expect(places.first?["method"] as? String == "moonsightingCommittee")
    let mecca = try JamaalRunner().run(["places", "search", "mecca", "--json", "--limit", "1"])
    let first = try #require((try JamaalRunner.json(mecca) as? [[String: Any]])?.first)
    #expect(first["country"] as? String == "SA")
    #expect(first["method"] as? String == "ummAlQura")
  }

  @Test func aCityGivesTheSameAnchorsAsItsCoordinateAndZone() throws {
    var byCity = JamaalRunner()
    byCity.timeZone = "Asia/Karachi"
    byCity.now = "2026-11-26T16:30:00+05:00"
    let added = try byCity.run([
      "rules", "add", "--preset", "prayer-times", "--city", "Karachi", "--json",
    ])
    #expect(added.status == 0, "\(added.stderr)")
    let rule = try #require(try JamaalRunner.json(added) as? [String: Any])
    #expect(rule["summary"] as? String == "5 prayers · Karachi · Hanafi")
    let config = try #require(rule["config"] as? [String: Any])
    let location = try #require(config["location"] as? [String: Any])
    let latitude = try #require(location["latitude"] as? Double)
    let longitude = try #require(location["longitude"] as? Double)
    #expect(location["timeZone"] as? String == "Asia/Karachi")

    var byCoordinate = byCity
    byCoordinate = JamaalRunner(now: byCity.now, timeZone: byCity.timeZone)
    let same = try byCoordinate.run([
      "rules", "add", "--preset", "prayer-times", "--lat", "\(latitude)", "--lon", "\(longitude)",
    ])
    #expect(same.status == 0, "\(same.stderr)")
    func windows(_ runner: JamaalRunner) throws -> [String] {
      let today = try JamaalRunner.json(try runner.run(["today", "--json"])) as? [String: Any]
      let rows = (today?["rows"] as? [[String: Any]]) ?? []
      return rows.flatMap { ($0["members"] as? [[String: Any]]) ?? [$0] }.map {
        "\($0["title"] ?? "") \($0["windowStart"] ?? "")–\($0["windowEnd"] ?? "")"
      }
    }
    let cityWindows = try windows(byCity)
    // Created at 16:30 on a Thursday in Karachi (Hanafi Asr opens 16:06): Fajr and Dhuhr had
    // closed and were never generated; Asr, Maghrib and Isha are still to come.
    #expect(cityWindows.map { $0.split(separator: " ")[0] } == ["Asr", "Maghrib", "Isha"])
    #expect(try windows(byCoordinate) == cityWindows)
  }

  @Test func anAmbiguousCityListsTheCandidatesWhenScripted() throws {
    let result = try JamaalRunner().run(
      ["rules", "add", "--preset", "prayer-times", "--city", "Springfield"])
    #expect(result.status == 1)
    #expect(result.stderr.contains("matches several places"))
    // Each candidate with its region and country, and the exact way to type it alone.
    let lines = result.stderr.split(separator: "\n").map(String.init)
    for state in ["Illinois", "Missouri", "Massachusetts", "Ohio", "Oregon"] {
      #expect(
        lines.contains {
          $0.contains("Springfield, \(state), United States")
            && $0.hasSuffix("--city \"Springfield, \(state)\"")
        }, "\(state)")
    }
    #expect(lines.dropFirst().allSatisfy { $0.contains("--city \"") })
    let unknown = try JamaalRunner().run(
      ["rules", "add", "--preset", "prayer-times", "--city", "Qwxyzzy"])
    #expect(unknown.status == 1)
    #expect(unknown.stderr == "jamaal: --city: no place called 'Qwxyzzy'\n")
  }
}

extension PrayerCommandTests {
  @Test func theAnswerNeverDependsOnTheHostZone() throws {
    let store = JamaalRunner().store
    func times(host: String, device: String, lat: String, lon: String) throws -> String {
      let result = try JamaalRunner.raw(
        [
          "prayer-times", "--lat", lat, "--lon", lon, "--date", "2026-02-14", "--days", "3",
          "--json", "--store", store, "--tz", device, "--now", "2026-02-14T00:00:00Z",
        ], environment: ["TZ": host])
      #expect(result.status == 0, "\(result.stderr)")
      return result.stdout
    }
    // Either side of the date line: Auckland and Apia, asked from hosts far east and far west.
    // The first day's sunrise, Dhuhr and Maghrib (Muslim World League, both at +13) are those
    // of praytimes.org's PrayTimes.py 2.3 and adhanpy 1.0.5 (PyPI), which agree to the minute.
    let expected = [
      "-36.8485": ["2026-02-13T17:50:00Z", "2026-02-14T00:36:00Z", "2026-02-14T07:19:00Z"],
      "-13.8333": ["2026-02-13T17:24:00Z", "2026-02-13T23:42:00Z", "2026-02-14T05:58:00Z"],
    ]
    for (lat, lon) in [("-36.8485", "174.7633"), ("-13.8333", "-171.7667")] {
      let reference = try times(host: "UTC", device: "UTC", lat: lat, lon: lon)
      for host in ["Pacific/Chatham", "Pacific/Kiritimati", "America/Adak", "Asia/Kolkata"] {
        #expect(try times(host: host, device: host, lat: lat, lon: lon) == reference, "\(host)")
      }
      let days = try #require(
        try JSONSerialization.jsonObject(with: Data(reference.utf8)) as? [[String: Any]])
      #expect(days.map { $0["date"] as? String } == ["2026-02-14", "2026-02-15", "2026-02-16"])
      let first = try #require(days.first)
      #expect(["sunrise", "dhuhr", "maghrib"].map { first[$0] as? String ?? "" } == expected[lat])
    }
  }
}
