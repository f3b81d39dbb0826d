import Foundation
import JamaalModel
import Testing

/// Names as a person types them, and zones as a person names them (issue 11 item 9).
@Suite struct NameMatchingTests {
  @Test func aNameMatchesInAnyCaseAndSpelling() {
    let names = ["muslimWorldLeague", "moonsightingCommittee", "school-run"]
    #expect(NameMatching.match("muslimworldleague", among: names) == "muslimWorldLeague")
    #expect(NameMatching.match("Muslim-World-League", among: names) == "muslimWorldLeague")
    #expect(NameMatching.match("School_Run", among: names) == "school-run")
    #expect(NameMatching.match("league", among: names) == nil)
  }

  @Test func aNearMissIsSuggestedOnlyWhenOneNameIsNearest() {
    #expect(NameMatching.suggestion(for: "plnats", among: ["plants", "custom"]) == "plants")
    #expect(NameMatching.suggestion(for: "hanafee", among: ["shafi", "hanafi"]) == "hanafi")
    #expect(NameMatching.suggestion(for: "bat", among: ["cat", "hat"]) == nil)
    #expect(NameMatching.suggestion(for: "zzzzzz", among: ["plants"]) == nil)
    #expect(NameMatching.editDistance("kitten", "sitting") == 3)
  }

  @Test func zonesAreNamedAsPeopleWriteThem() throws {
    #expect(try ZoneName.resolve("europe/london").identifier == "Europe/London")
    #expect(try ZoneName.resolve("America/New_York").identifier == "America/New_York")
    #expect(try ZoneName.resolve("utc").secondsFromGMT() == 0)
  }

  @Test(arguments: [
    ("BST", ["Europe/London", "Asia/Dhaka"]), ("EST", ["America/New_York"]),
    ("ist", ["Asia/Kolkata", "Europe/Dublin"]),
  ])
  func abbreviationsAreRefusedNamingTheirZones(_ text: String, _ zones: [String]) {
    #expect(throws: ZoneName.Problem.abbreviation(text, meaning: zones)) {
      try ZoneName.resolve(text)
    }
  }

  @Test func anUnknownZoneSuggestsTheNearest() {
    #expect(throws: ZoneName.Problem.unknown("london", suggestion: "Europe/London")) {
      try ZoneName.resolve("london")
    }
    #expect(throws: ZoneName.Problem.unknown("Europe/Londn", suggestion: "Europe/London")) {
      try ZoneName.resolve("Europe/Londn")
    }
  }
}
