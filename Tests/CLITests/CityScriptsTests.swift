import Foundation
import Testing

/// `places search` in the scripts people write, and `--city` qualified by region or country.
@Suite struct CityScriptsTests {
  @Test(arguments: [
    ("القاهرة", "Cairo"), ("مكة", "Makkah"), ("کراچی", "Karachi"), ("東京", "Tokyo"),
    ("Москва", "Moscow"), ("İstanbul", "Istanbul"), ("istanbul", "Istanbul"),
    ("Zürich", "Zürich"), ("zurich", "Zürich"), ("ＴＯＫＹＯ", "Tokyo"), ("مَكَّة", "Makkah"),
  ])
  func aCityIsFoundInTheScriptItsPeopleWrite(typed: String, name: String) throws {
    let result = try JamaalRunner().run(["places", "search", typed, "--limit", "1", "--json"])
    #expect(result.status == 0, "\(result.stderr)")
    let places = try #require(try JamaalRunner.json(result) as? [[String: Any]])
    #expect(places.first?["name"] as? String == name, "\(typed)")
  }

  @Test func eachWayOfTypingAQualifiedCityFindsIt() throws {
    for typed in ["Springfield, Illinois", "Springfield IL", "springfield, il, us"] {
      let result = try JamaalRunner().run(
        ["rules", "add", "--preset", "prayer-times", "--city", typed])
      #expect(result.status == 0, "\(typed): \(result.stderr)")
      #expect(
        (result.stdout + result.stderr).contains(
          "Using the place Springfield, Illinois, United States."),
        "\(typed)")
    }
  }

  @Test func aCountryNarrowsTheCandidatesToItsOwn() throws {
    for (typed, country) in [
      ("Springfield, US", "United States"), ("San Fernando, PH", "Philippines"),
    ] {
      let result = try JamaalRunner().run(
        ["rules", "add", "--preset", "prayer-times", "--city", typed])
      #expect(result.status == 1)
      let candidates = result.stderr.split(separator: "\n").dropFirst()
      #expect(candidates.count >= 2, "\(typed)")
      #expect(candidates.allSatisfy { $0.contains(", \(country)  ") }, "\(typed)")
    }
    // Without the country, San Fernando has candidates elsewhere too.
    let all = try JamaalRunner().run(
      ["rules", "add", "--preset", "prayer-times", "--city", "San Fernando"])
    #expect(all.stderr.contains("Spain"))
  }

  /// Every way of typing a candidate that the refusal shows resolves to that candidate.
  @Test func theWayShownForEachCandidateWorksAsTyped() throws {
    let refusal = try JamaalRunner().run(
      ["rules", "add", "--preset", "prayer-times", "--city", "Córdoba"])
    let lines = refusal.stderr.split(separator: "\n").dropFirst()
    #expect(lines.count >= 3)
    for line in lines {
      let parts = line.components(separatedBy: "--city \"")
      try #require(parts.count == 2, "\(line)")
      let label = parts[0].split(separator: ".", maxSplits: 1)[1]
        .trimmingCharacters(in: .whitespaces)
      let typed = String(parts[1].dropLast())
      let result = try JamaalRunner().run(
        ["rules", "add", "--preset", "prayer-times", "--city", typed])
      #expect(
        (result.stdout + result.stderr).contains("Using the place \(label)"),
        "\(typed): \(result.stderr)")
    }
  }
}
