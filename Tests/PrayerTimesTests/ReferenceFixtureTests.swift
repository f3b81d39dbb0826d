import Foundation
import JamaalModel
import JamaalPrayerTimes
import JamaalTestSupport
import Testing

/// A1: every time of every case of the Adhan shared test data within the file's variance.
@Suite struct ReferenceFixtureTests {
  @Test(
    "A1: all 2,772 reference times within their variance",
    .enabled(if: Fixtures.referenceFolder != nil, "reference folder absent: A1 skipped"))
  func everyFixtureWithinVariance() throws {
    var checks = 0
    for (name, fixture) in try ReferenceFixture.all() {
      let result = try fixture.check(name: name)
      checks += result.checks
      for failure in result.failures { Issue.record(Comment(rawValue: failure)) }
    }
    #expect(checks == 2_772)
  }
}
