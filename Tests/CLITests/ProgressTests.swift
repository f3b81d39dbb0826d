import Foundation
import JamaalModel
import JamaalStorage
import JamaalTestSupport
import Testing

/// Issue 14 item 4: long work shows progress on stderr when it is a terminal — an import of
/// thousands of rows counts them — and nothing extra in a pipe or with `--json`.
@Suite(.serialized) struct ProgressTests {
  /// An export of a store holding 2,500 one-offs.
  private static func bigExport() throws -> String {
    let folder = Fixtures.temporaryFolder("jamaal-progress")
    let source = folder.appendingPathComponent("source.sqlite")
    let clock = FixedClock(
      now: Fixtures.instant("2026-12-01T10:00:00Z"), timeZone: Fixtures.zone("Europe/London"))
    guard case .ready(let store) = Store.open(at: source, clock: clock) else {
      throw CocoaError(.fileReadCorruptFile)
    }
    let start = Fixtures.instant("2026-12-01T10:00:00Z")
    _ = try store.insertAnchors(
      (0..<2500).map { index in
        Anchor(
          rule: nil, title: "Errand \(index)", occurrenceDate: Fixtures.date("2026-12-01"),
          slotKey: "oneoff", windowStart: start, windowEnd: start + 3600, effortMinutes: 15,
          placement: .fixed, createdAt: start)
      })
    let file = folder.appendingPathComponent("big.json").path
    let exported = try JamaalRunner.raw(["export", "--store", source.path, "--out", file])
    #expect(exported.status == 0, "\(exported.stderr)")
    return file
  }

  /// `jamaal ARGS` on a pseudo-terminal (without colour), what it showed.
  private static func onTerminal(_ arguments: [String]) throws -> String {
    try JamaalRunner.onTerminal(arguments, noColour: true)
  }

  @Test(.enabled(if: JamaalRunner.hasTerminal))
  func anImportCountsItsRowsOnATerminalOnly() throws {
    let file = try Self.bigExport()
    let folder = Fixtures.temporaryFolder("jamaal-progress")
    let terminal = try Self.onTerminal(
      ["import", file, "--store", folder.appendingPathComponent("a.sqlite").path])
    // 2,500 Anchors and their 2,500 change-log entries.
    #expect(terminal.contains("import: 1,000 rows ("), "\(terminal)")
    #expect(terminal.contains("import: 5,000 rows (100%)"))
    #expect(terminal.contains("Imported "))
    let piped = try JamaalRunner.raw(
      ["import", file, "--store", folder.appendingPathComponent("b.sqlite").path])
    #expect(piped.status == 0, "\(piped.stderr)")
    #expect(piped.stderr.isEmpty)
    #expect(!piped.stdout.contains("import: "))
    let json = try Self.onTerminal(
      ["import", file, "--json", "--store", folder.appendingPathComponent("c.sqlite").path])
    #expect(!json.contains("import: "), "\(json)")
  }
}
