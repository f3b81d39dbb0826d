import Foundation
import JamaalModel
import JamaalTestSupport
import Testing

/// `--tz " Europe/London "`, `--set "title = Fajr"` and typed times drop the spaces around them
/// exactly as Foundation's `trimmingCharacters(in: .whitespaces)` did before Model trimmed them
/// itself: tabs, every space separator and the zero-width space, never a newline or U+FEFF.
@Suite struct TrimmingSpacesTests {
  static let pool: [String] = [
    " ", "\t", "\n", "\r", "\u{85}", "\u{A0}", "\u{2009}", "\u{3000}", "\u{200B}", "\u{FEFF}",
    "a", "Z", "/", "é", "e\u{301}", "ب", "🇬🇧", "\u{1F469}\u{200D}\u{1F4BB}",
  ]

  @Test func agreesWithFoundationOnMixedText() {
    var random = SplitMix64(seed: 0x7269_6D73)
    for _ in 0..<5_000 {
      let length = Int.random(in: 0...8, using: &random)
      let text = (0..<length).map { _ in Self.pool.randomElement(using: &random)! }.joined()
      #expect(
        text.trimmingSpaces == text.trimmingCharacters(in: .whitespaces),
        "\(Array(text.unicodeScalars))")
    }
  }

  @Test func keepsWhatIsInside() {
    #expect(" \u{A0}Europe/London\t\u{3000}".trimmingSpaces == "Europe/London")
    #expect("title = Fajr".trimmingSpaces == "title = Fajr")
    #expect("\nFajr\n".trimmingSpaces == "\nFajr\n")
    #expect(" \t ".trimmingSpaces == "")
  }

  @Test func aZoneWithSpacesAroundItResolves() throws {
    #expect(try ZoneName.resolve("  Europe/London\t").identifier == "Europe/London")
  }
}
