import Foundation
import JamaalPrayerCommands
import JamaalPrayerTimes
import Testing

/// The region table reaches an app as a resource of the product (issue 26, item 2).
@Suite struct BundledRegionsTests {
  @Test func theBundledTableChoosesAsTheYAMLDoes() throws {
    let bundled = try RegionTable.bundled()
    let yaml = try RegionTable.load(presetsFolder: PrayerRuleFixtures.presets)
    for code in ["PK", "SA", "GB", "MY", "EG", "US", "zz", nil] as [String?] {
      #expect(
        bundled.suggestion(forCountry: code) == yaml.suggestion(forCountry: code), "\(code ?? "-")")
    }
    #expect(bundled.suggestion(forCountry: "PK").method == .karachi)
    #expect(bundled.suggestion(forCountry: "PK").madhab == .hanafi)
  }
}
