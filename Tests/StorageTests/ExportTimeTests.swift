import Foundation
import JamaalTestSupport
import Testing

@testable import JamaalStorage

/// Times in an export are ISO 8601 UTC text that reads back as exactly the stored `Double`.
@Suite struct ExportTimeTests {
  @Test func knownTimesReadAsAPersonWritesThem() {
    #expect(ExportTime.text(0) == "2001-01-01T00:00:00Z")
    #expect(ExportTime.text(-0.25) == "2000-12-31T23:59:59.75Z")
    #expect(ExportTime.text(817_643_100) == "2026-11-29T11:05:00Z")
    #expect(ExportTime.text(817_643_100.5) == "2026-11-29T11:05:00.5Z")
    #expect(ExportTime.text(ExportTime.earliest) == "0001-01-01T00:00:00Z")
    #expect(ExportTime.text(ExportTime.end - 1) == "9999-12-31T23:59:59Z")
    #expect(ExportTime.text(1e-300).hasPrefix("2001-01-01T00:00:00.000"))
    #expect(ExportTime.seconds("2026-11-29T11:05:00.500Z") == 817_643_100.5)
  }

  @Test func aWholeSecondWrittenDigitByDigitIsItsTextAndReadsBack() {
    var seconds: [Double] = [
      0, -1, 1, -86_400, 817_643_100, ExportTime.earliest, ExportTime.end - 1, -978_307_200,
    ]
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<2000 {
      let span = ExportTime.end - ExportTime.earliest
      seconds.append(
        (ExportTime.earliest + Double.random(in: 0..<span, using: &generator)).rounded(.down))
    }
    // A time with a fraction is written through its text, in quotes too.
    seconds += [817_643_100.5, -0.25, 815_000_000.123_456_789]
    for value in seconds {
      var bytes: [UInt8] = []
      ExportTime.append(value, to: &bytes)
      #expect(String(decoding: bytes, as: UTF8.self) == "\"" + ExportTime.text(value) + "\"")
      #expect(ExportTime.seconds(ExportTime.text(value)) == value, "\(value)")
    }
  }

  @Test func everyTimeInRangeReadsBackExactly() {
    var random = SplitMix64(seed: 0x7157)
    var samples: [Double] = [
      0, -0.25, 1e-300, -1e-300, Double.leastNonzeroMagnitude, ExportTime.earliest,
    ]
    samples.append(ExportTime.end.nextDown)
    for _ in 0..<2000 {
      let whole = Double.random(in: ExportTime.earliest..<ExportTime.end, using: &random)
      samples.append(whole)
      samples.append(whole.rounded())
      samples.append(Double.random(in: -1000...1000, using: &random))
    }
    for seconds in samples {
      let text = ExportTime.text(seconds)
      #expect(ExportTime.seconds(text) == seconds, "\(seconds) → \(text)")
    }
  }

  @Test func textsOutsideTheFormAreRefused() {
    let refused = [
      "0000-12-31T23:59:59Z", "10000-01-01T00:00:00Z", "+202-01-01T00:00:00Z",
      "2026-02-30T00:00:00Z", "2026-11-29T24:00:00Z", "2026-11-29T14:60:00Z",
      "2026-11-29T14:05:60Z", "2026-11-29T14:05:00+03:00", "2026-11-29T14:05:00.Z",
      "2026-11-29T14:05:00.5", "2026-11-29 14:05:00Z", "2026-11-29T14:05Z", "", "yesterday",
      "2026-11-29T14:05:00.-5Z",
    ]
    for text in refused { #expect(ExportTime.seconds(text) == nil, "\(text)") }
    #expect(ExportTime.date("2026-11-29") != nil)
    for text in ["0000-01-01", "+202-01-01", "2026-2-01", "2026-02-30", "20261129"] {
      #expect(ExportTime.date(text) == nil, "\(text)")
    }
  }
}
