import Foundation
import Testing

@testable import Storage

/// Small things of issue 11 met after the first pass: an archived rule takes no exception (the
/// refusal in words, nothing written), and an archived rule a newer version wrote still says
/// what it is.
@Suite(.serialized) struct ArchivedRuleTests {
  let now = "2026-12-01T10:00:00Z"

  @Test func anArchivedRuleTakesNoException() throws {
    let journey = LondonJourney()
    let rule = String(try journey.add(["--preset", "school-run"], at: now).prefix(8))
    _ = try journey.text(["rules", "archive", rule], at: now)
    let before = try journey.runner.run(["export"], now: now).stdout
    let refused = try journey.runner.run(
      ["rules", "except", rule, "--from", "2026-12-07", "--reason", "holiday"], now: now)
    #expect(refused.status == 1)
    #expect(
      refused.stderr
        == "jamaal: School run is archived: an archived rule takes no exceptions (it generates"
        + " nothing)\n")
    #expect(try journey.runner.run(["export"], now: now).stdout == before)
  }

  /// D-15: a rule from a newer version, archived, reads "Update Jamaal to see this rule" rather
  /// than an empty summary.
  @Test func anArchivedNewerRuleSaysWhatItIs() throws {
    let journey = LondonJourney()
    let id = try journey.add(["--preset", "school-run"], at: now)
    do {
      let connection = try Connection(path: journey.runner.store, readOnly: false)
      try connection.execute(
        "UPDATE rules SET config_data = CAST(json_set(CAST(config_data AS TEXT), '$.version', 9)"
          + " AS BLOB)")
    }
    let rule = String(id.prefix(8))
    let archived = try journey.runner.run(["rules", "archive", rule], now: now)
    #expect(archived.status == 0, "\(archived.stderr)")
    let shown = try journey.text(["rules", "show", rule], at: now)
    #expect(
      shown.hasPrefix("School run · Update Jamaal to see this rule  [archived]"), "\(shown)")
    #expect(try journey.show(id, at: now)["summary"] as? String == "Update Jamaal to see this rule")
  }
}
