import Foundation
import Testing

/// The words after acting on an Anchor, and Today's members once decided, on the 14:05 journey's
/// store: closing soon, the outcomes, "Mark as done after all" and a late correction.
@Suite(.serialized) struct GoldenActionTests {
  func act(
    _ store: JourneyStore, _ verb: String, _ title: String, at time: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> String {
    let id = store.names.first { $0.value == title }?.key ?? "none"
    let result = try store.runner.run(
      ["anchors", verb, String(id.prefix(8))], now: "2026-11-29T\(time):00+03:00")
    #expect(result.status == 0, "\(result.stderr)", sourceLocation: sourceLocation)
    return result.stdout
  }

  @Test func actionsConfirmNeutrallyAndMembersShowTheirOutcome() throws {
    let store = try JourneyStore()
    let closing = try store.runner.run(["today"], now: "2026-11-29T14:30:00+03:00")
    #expect(
      store.normalised(closing.stdout).split(separator: "\n")[3]
        == "    ◐ Dhuhr     11:42–14:43  closing soon          id <Dhuhr>  Attended · Not today ·"
        + " Someone else did it")
    #expect(
      try act(store, "attend", "Dhuhr", at: "14:31") == "Dhuhr (2026-11-29): attended 14:31.\n")
    #expect(try act(store, "skip", "Isha", at: "14:32") == "Isha (2026-11-29): not today.\n")
    #expect(
      try act(store, "delegate", "Maghrib", at: "14:33")
        == "Maghrib (2026-11-29): someone else did it.\n")
    let evening = try store.runner.run(["today"], now: "2026-11-29T17:10:00+03:00")
    #expect(
      store.normalised(evening.stdout)
        == """
        Today · Sun 2026-11-29 · Asia/Riyadh
          ● Water the plants · open · closes Mon          id <Water the plants>  Attended · Not today · Someone else did it
          · Salah 2/4 · done
            ✓ Dhuhr     11:42–14:43  attended 14:31        id <Dhuhr>
            ✗ Asr       14:43–17:04  missed                id <Asr>  Mark as done after all
            ↷ Maghrib   17:04–18:34  someone else did it   id <Maghrib>
            – Isha      18:34–23:01  not today             id <Isha>

        """)
    #expect(try act(store, "attend", "Asr", at: "17:12") == "Asr (2026-11-29): attended 17:12.\n")
  }
}
