import Foundation
import Testing

/// Issue 10, item 10: small values that are wrong are refused with the field named, not stored.
@Suite(.serialized) struct SmallWrongValuesTests {
  static let prayer = [
    "rules", "add", "--preset", "prayer-times", "--lat", "51.5", "--lon", "-0.1",
  ]

  static let cases: [(arguments: [String], field: String)] = [
    (prayer + ["--set", "prayers=fajr,fajr"], "prayers"),
    (prayer + ["--set", "duration=0"], "duration"),
    (["rules", "add", "--preset", "plants", "--set", "start=08:00"], "start"),
    (["rules", "add", "--preset", "plants", "--set", "window=20"], "window"),
    (["rules", "add", "--preset", "school-run", "--title", ""], "title"),
  ]

  @Test func wrongSmallValuesAreRefusedAndNothingIsStored() throws {
    for (arguments, field) in Self.cases {
      let runner = JamaalRunner(timeZone: "Europe/London")
      let result = try runner.run(arguments)
      #expect(result.status == 1, "\(arguments): \(result.stderr)")
      #expect(result.stderr.contains("jamaal: \(field)"), "\(arguments): \(result.stderr)")
      #expect(!FileManager.default.fileExists(atPath: runner.store), "\(arguments)")
    }
  }
}
