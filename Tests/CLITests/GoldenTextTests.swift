import Foundation
import Testing

/// The whole text output of `today`, `rules list` and `rules show` on the 14:05 journey's store,
/// word for word (ids named).
@Suite(.serialized) struct GoldenTextTests {
  @Test func todayAt1405() throws {
    let store = try JourneyStore()
    #expect(
      try store.output(["today"])
        == """
        Today · Sun 2026-11-29 · Asia/Riyadh
          ● Water the plants · open · closes Mon          id <Water the plants>  Attended · Not today · Someone else did it
          ● Salah 0/4 · Dhuhr · until 14:43
            ● Dhuhr     11:42–14:43  open                  id <Dhuhr>  Attended · Not today · Someone else did it
            ○ Asr       14:43–17:04  upcoming              id <Asr>  Not today · Someone else did it
            ○ Maghrib   17:04–18:34  upcoming              id <Maghrib>  Not today · Someone else did it
            ○ Isha      18:34–23:01  upcoming              id <Isha>  Not today · Someone else did it

        """)
  }

  @Test func theRulesList() throws {
    let store = try JourneyStore()
    #expect(
      try store.output(["rules", "list"])
        == """
        <rule Water the plants>  Water the plants · 3–4 days after last done · All day
                  next: Today 2026-11-29 · until Mon 2026-11-30 · Water the plants
        <rule Salah>  Salah · 5 prayers · Umm al-Qura · Shafi
                  next: Today 2026-11-29 · 11:42–14:43 · Dhuhr
        <rule School run>  School run · Mon–Fri · 08:15, 15:15 · 30 min
                  next: Tomorrow 2026-11-30 · 08:15–08:45 · Drop-off
        <rule Bin night>  Bin night · Tue · 19:00 · 3 h  [paused]

        """)
  }

  @Test func aRulesDetailWithAnException() throws {
    var store = try JourneyStore()
    let school = String(store.rule("School run").prefix(8))
    let except = try store.output([
      "rules", "except", school, "--from", "2026-12-02", "--to", "2026-12-03", "--reason",
      "termBreak",
    ])
    #expect(
      except
        == """
        Added an exception to School run: 2026-12-02 to 2026-12-03, term break. Removed 0 pending Anchors.

        """)
    let shown = try store.runner.run(["rules", "show", school, "--json"])
    store.nameUpcoming(of: try JamaalRunner.json(shown) as? [String: Any] ?? [:])
    #expect(
      try store.output(["rules", "show", school])
        == """
        School run · Mon–Fri · 08:15, 15:15 · 30 min
        id <rule School run>  source scheduled
        except 2026-12-02–2026-12-03 (term break)
        Next 7 days: Tomorrow · Tue · Fri
          Tomorrow 2026-11-30 · 08:15–08:45 · Drop-off
          Tomorrow 2026-11-30 · 15:15–15:45 · Pick-up
          Tue 2026-12-01 · 08:15–08:45 · Drop-off
          Tue 2026-12-01 · 15:15–15:45 · Pick-up
          Fri 2026-12-04 · 08:15–08:45 · Drop-off
          Fri 2026-12-04 · 15:15–15:45 · Pick-up

        """)
  }
}
