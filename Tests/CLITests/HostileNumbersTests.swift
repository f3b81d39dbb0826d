import Foundation
import JamaalTestSupport
import Testing

/// Issue 10, items 2 and 10: numbers at the integer limits and small wrong values, from the
/// command line and from a rule file, are refused where they enter with the field named — never
/// a trap on overflow — and the refusal creates no store.
@Suite(.serialized) struct HostileNumbersTests {
  static let cases: [(arguments: [String], field: String)] = [
    (
      ["prayer-times", "--lat", "51.5", "--lon", "-0.1", "--adjust", "fajr=-9223372036854775808"],
      "--adjust"
    ),
    (
      ["prayer-times", "--lat", "51.5", "--lon", "-0.1", "--adjust", "isha=9223372036854775807"],
      "--adjust"
    ),
    (["rules", "add", "--preset", "plants", "--set", "maxDays=9223372036854775807"], "maxDays"),
    (["rules", "add", "--preset", "plants", "--set", "minDays=-9223372036854775808"], "minDays"),
    (["rules", "add", "--preset", "custom", "--set", "every=9223372036854775807"], "every"),
    (["rules", "add", "--preset", "custom", "--set", "every=99999 days"], "every"),
    (["rules", "add", "--preset", "custom", "--set", "effort=9223372036854775807"], "effort"),
    (["rules", "add", "--preset", "custom", "--set", "window=0"], "window"),
    (
      [
        "oneoff", "add", "--title", "x", "--date", "2026-12-02", "--start", "10:00", "--end",
        "11:00", "--effort", "99999999999999999999",
      ], "--effort"
    ),
    (
      [
        "oneoff", "add", "--title", "x", "--date", "+202-01-01", "--start", "10:00", "--end",
        "11:00",
      ], "--date"
    ),
    (["today", "--now", "+202-01-01T00:00:00Z"], "--now"),
    (["today", "--now", "2026-12-01T00:00:00+14:30"], "--now"),
    (["today", "--now", "2026-12-01T00:00:00-15:00"], "--now"),
  ]

  @Test func limitsAreRefusedWithTheFieldNamed() throws {
    for (arguments, field) in Self.cases {
      let runner = JamaalRunner()
      let result = try JamaalRunner.raw(
        arguments + ["--store", runner.store, "--tz", "Europe/London"]
          + (arguments.contains("--now") ? [] : ["--now", runner.now]))
      #expect(result.status == 1, "\(arguments): \(result.status) \(result.stderr)")
      #expect(result.stderr.hasPrefix("jamaal: \(field)"), "\(arguments): \(result.stderr)")
      #expect(!FileManager.default.fileExists(atPath: runner.store), "\(arguments)")
    }
  }

  @Test func aRuleFileWithNumbersPastTheLimitsIsRefusedNamingTheField() throws {
    let folder = Fixtures.temporaryFolder("jamaal-hostile-rule")
    let bodies = [
      ("recurrence: {kind: afterLast, minDays: 3, maxDays: 9223372036854775807}", "maxDays"),
      ("recurrence: {kind: everyNDays, n: 9223372036854775807}", "recurrence.n"),
      ("recurrence: {kind: everyNDays, n: 2}\neffortMinutes: 9223372036854775807", "effortMinutes"),
    ]
    for (body, field) in bodies {
      let file = folder.appendingPathComponent("rule.yaml")
      let text = "source: scheduled\ntitle: Hostile\n\(body)\nslots:\n  - {id: a, allDay: true}\n"
      try Data(text.utf8).write(to: file)
      let runner = JamaalRunner()
      let result = try runner.run(["rules", "add", "--file", file.path])
      #expect(result.status == 1, "\(body): \(result.stderr)")
      #expect(result.stderr.contains(field), "\(body): \(result.stderr)")
    }
  }
}
