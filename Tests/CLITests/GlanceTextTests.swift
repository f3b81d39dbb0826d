import Foundation
import JamaalTestSupport
import Testing

/// Issue 14 item 3: Today read at a glance — a mark beside each window (○ upcoming, ● open,
/// ◐ closing soon, ✓ – ↷ ✗ once decided), colour only on a terminal and never with `NO_COLOR`
/// or in a pipe, and columns aligned by display width after titles in any script.
@Suite(.serialized) struct GlanceTextTests {
  private static let now = "2026-12-01T15:50:00Z"

  private static func journey() throws -> LondonJourney {
    let journey = LondonJourney()
    try journey.add(["--preset", "prayer-times", "--city", "London"], at: "2026-12-01T09:00:00Z")
    for (title, start, end) in [
      ("大扫除 Spring clean", "16:00", "17:00"), ("Groceries", "16:30", "17:30"),
      ("Física 🧪 revision with a very long title indeed", "17:00", "18:00"),
    ] {
      _ = try journey.text(
        [
          "oneoff", "add", "--title", title, "--date", "2026-12-01", "--start", start, "--end", end,
        ],
        at: "2026-12-01T09:00:00Z")
    }
    return journey
  }

  /// Terminal columns as a terminal draws them: CJK and emoji two, combining marks none.
  private static func columns(_ text: Substring) -> Int {
    text.unicodeScalars.reduce(0) { total, scalar in
      let value = scalar.value
      if scalar.properties.generalCategory == .nonspacingMark { return total }
      let wide = (0x4E00...0x9FFF).contains(value) || (0x1F300...0x1FAFF).contains(value)
      return total + (wide ? 2 : 1)
    }
  }

  @Test func eachWindowHasItsMarkAndTheIdsLineUp() throws {
    let journey = try Self.journey()
    let text = try journey.text(["today"], at: Self.now)
    let lines = text.split(separator: "\n")
    #expect(lines.contains { $0.hasPrefix("  ◐ Salah 0/4 · Asr · until 15:58") })
    #expect(lines.contains { $0.hasPrefix("    ✗ Dhuhr ") })
    #expect(lines.contains { $0.hasPrefix("    ◐ Asr ") })
    #expect(lines.contains { $0.hasPrefix("    ○ Maghrib ") })
    #expect(lines.contains { $0.hasPrefix("  ○ 大扫除 Spring clean · opens 16:00") })
    // Plain rows: the id column starts at one display column, whatever the title's script.
    let plain = lines.filter { $0.hasPrefix("  ○ ") && $0.contains(" id ") }
    #expect(plain.count == 3)
    let idColumns = plain.map { line in
      Self.columns(line[..<line.range(of: " id ")!.lowerBound])
    }
    #expect(Set(idColumns.dropLast()).count == 1, "\(text)")
    _ = try journey.text(["anchors", "attend", Self.id(of: "Asr", in: text)], at: Self.now)
    let after = try journey.text(["today"], at: Self.now)
    #expect(after.contains("    ✓ Asr "))
    #expect(!after.contains("\u{1B}["), "a pipe gets no escape codes")
  }

  private static func id(of title: String, in text: String) -> String {
    let line =
      text.split(separator: "\n").first { $0.hasPrefix("    ") && $0.contains(" \(title) ") } ?? ""
    let parts = line.components(separatedBy: "id ")
    return String(parts.count > 1 ? parts[1].prefix(8) : "")
  }

  /// `jamaal today` on a pseudo-terminal, with or without `NO_COLOR`.
  private static func onTerminal(
    _ journey: LondonJourney, noColour: Bool, emptyNoColor: Bool = false
  ) throws -> String {
    let runner = journey.runner
    return try JamaalRunner.onTerminal(
      ["today", "--store", runner.store, "--now", Self.now, "--tz", runner.timeZone],
      noColour: noColour, emptyNoColor: emptyNoColor)
  }

  @Test(.enabled(if: JamaalRunner.hasTerminal))
  func colourOnlyOnATerminalWithoutNoColor() throws {
    let journey = try Self.journey()
    let coloured = try Self.onTerminal(journey, noColour: false)
    #expect(coloured.contains("\u{1B}[33m◐\u{1B}[0m Salah 0/4"), "\(coloured)")
    #expect(coloured.contains("\u{1B}[31m✗\u{1B}[0m Dhuhr"))
    let plain = try Self.onTerminal(journey, noColour: true)
    #expect(plain.contains("◐ Salah 0/4"))
    #expect(!plain.contains("\u{1B}["))
    // Issue 25 item 14 (no-color.org): an empty NO_COLOR= leaves colour on.
    let empty = try Self.onTerminal(journey, noColour: false, emptyNoColor: true)
    #expect(empty.contains("\u{1B}[33m◐\u{1B}[0m Salah 0/4"), "\(empty)")
    let json = try journey.runner.run(["today", "--json"], now: Self.now)
    #expect(!json.stdout.contains("\u{1B}") && !json.stdout.contains("◐"))
  }
}
