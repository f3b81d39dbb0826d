import Foundation
import Testing

/// Golden text and JSON of `today`, `rules list` and `rules show` in London (issue 11): grouped
/// members with every outcome, a June Fajr across the 03:00 day start (D-12) and a polar rule
/// (item 5). Ids are replaced by `<id>`, byte for byte otherwise.
@Suite(.serialized) struct OutcomeGoldenTests {
  /// Prayer times in London and Tromsø and the school run, added Monday evening; on Tuesday Fajr
  /// attended at 06:30, Dhuhr not today and Asr someone else did it, at 10:00.
  func decemberStore() throws -> (journey: LondonJourney, tromso: String) {
    let journey = LondonJourney()
    try journey.add(["--preset", "prayer-times", "--city", "London"], at: "2026-11-30T20:00:00Z")
    try journey.add(["--preset", "school-run"], at: "2026-11-30T20:01:00Z")
    let tromso = try journey.add(
      [
        "--preset", "prayer-times", "--lat", "69.6492", "--lon", "18.9553", "--set",
        "polar=unresolved", "--title", "Salah Tromsø",
      ], at: "2026-11-30T20:02:00Z")
    let ids = try journey.anchors(at: "2026-12-01T06:30:00Z").mapValues {
      String(($0["anchor"] as? String ?? "").prefix(8))
    }
    for (verb, title, time) in [
      ("attend", "Fajr", "06:30"), ("skip", "Dhuhr", "10:00"), ("delegate", "Asr", "10:00"),
    ] {
      let done = try journey.runner.run(
        ["anchors", verb, ids[title] ?? ""], now: "2026-12-01T\(time):00Z")
      #expect(done.status == 0, "\(title): \(done.stderr)")
    }
    return (journey, tromso)
  }

  /// Ids replaced: full UUIDs and 8-character prefixes.
  static func normalised(_ text: String) -> String {
    text.replacing(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/, with: "<id>")
      .replacing(/(?m)(^|id )[0-9a-f]{8}\b/) { "\($0.output.1)<id>" }
  }

  func output(
    _ journey: LondonJourney, _ arguments: [String], at now: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> String {
    Self.normalised(try journey.text(arguments, at: now, sourceLocation: sourceLocation))
  }

  @Test func todayWithEveryOutcome() throws {
    let (journey, _) = try decemberStore()
    #expect(
      try output(journey, ["today"], at: "2026-12-01T17:40:00Z")
        == """
        Today · Tue 2026-12-01 · Europe/London
          ● Salah 2/5 · Isha · until 23:02
            ✓ Fajr      06:04–07:44  attended 06:30        id <id>
            – Dhuhr     11:55–13:36  not today             id <id>
            ↷ Asr       13:36–15:58  someone else did it   id <id>
            ✗ Maghrib   15:58–17:29  missed                id <id>  Mark as done after all
            ● Isha      17:29–23:02  open                  id <id>  Attended · Not today · Someone else did it
          · School run 0/2 · done
            ✗ Drop-off  08:15–08:45  missed                id <id>  Mark as done after all
            ✗ Pick-up   15:15–15:45  missed                id <id>  Mark as done after all

        """)
  }

  @Test func theRulesListAndAPolarRule() throws {
    let (journey, tromso) = try decemberStore()
    #expect(
      try output(journey, ["rules", "list"], at: "2026-12-01T17:40:00Z")
        == """
        <id>  Salah · 5 prayers · Moonsighting Committee · Shafi
                  next: Today 2026-12-01 · 17:29–23:02 · Isha
        <id>  School run · Mon–Fri · 08:15, 15:15 · 30 min
                  next: Tomorrow 2026-12-02 · 08:15–08:45 · Drop-off
        <id>  Salah Tromsø · 0 of 5 prayers · Muslim World League · Shafi
                  nothing next: polar night: no Fajr, Dhuhr, Asr, Maghrib or Isha

        """)
    #expect(
      try output(journey, ["rules", "show", String(tromso.prefix(8))], at: "2026-12-01T17:40:00Z")
        == """
        Salah Tromsø · 0 of 5 prayers · Muslim World League · Shafi
        id <id>  source prayerWindow
        Nothing in the next 7 days: polar night: no Fajr, Dhuhr, Asr, Maghrib or Isha.
          Fajr · none Today, Tomorrow, Thu, Fri, Sat, Sun, Mon · the sun does not rise (polar night), so there is no sunrise to end it
          Dhuhr · none Today, Tomorrow, Thu, Fri, Sat, Sun, Mon · the sun does not rise (polar night), so there is no Asr to end it
          Asr · none Today, Tomorrow, Thu, Fri, Sat, Sun, Mon · the sun does not rise (polar night), so it has no time that day
          Maghrib · none Today, Tomorrow, Thu, Fri, Sat, Sun, Mon · the sun does not rise (polar night), so it has no time that day
          Isha · none Today, Tomorrow, Thu, Fri, Sat, Sun, Mon · the sun does not rise (polar night), so there is no Islamic midnight to end it

        """)
  }

  @Test func aJuneFajr() throws {
    let journey = LondonJourney()
    let salah = try journey.add(
      ["--preset", "prayer-times", "--city", "London"], at: "2026-06-20T20:00:00Z")
    #expect(
      try output(journey, ["today"], at: "2026-06-21T02:30:00Z")
        == """
        Today · Sun 2026-06-21 · Europe/London
          ● Salah 0/5 · Fajr · until 04:43
            ● Fajr      02:43–04:43  open                  id <id>  Attended · Not today · Someone else did it
            ○ Dhuhr     13:07–17:25  upcoming              id <id>  Not today · Someone else did it
            ○ Asr       17:25–21:25  upcoming              id <id>  Not today · Someone else did it
            ○ Maghrib   21:25–22:42  upcoming              id <id>  Not today · Someone else did it
            ○ Isha      22:42–00:04  upcoming              id <id>  Not today · Someone else did it

        """)
    #expect(
      try output(journey, ["today", "--json"], at: "2026-06-21T02:30:00Z")
        == """
        {
          "date" : "2026-06-21",
          "now" : "2026-06-21T02:30:00Z",
          "rows" : [
            {
              "done" : 0,
              "kind" : "group",
              "members" : [
                {
                  "actions" : [
                    "attend",
                    "skip",
                    "delegate"
                  ],
                  "anchor" : "<id>",
                  "slotKey" : "fajr",
                  "state" : "open",
                  "status" : "pending",
                  "title" : "Fajr",
                  "windowEnd" : "2026-06-21T03:43:00Z",
                  "windowStart" : "2026-06-21T01:43:00Z"
                },
                {
                  "actions" : [
                    "skip",
                    "delegate"
                  ],
                  "anchor" : "<id>",
                  "slotKey" : "dhuhr",
                  "state" : "upcoming",
                  "status" : "pending",
                  "title" : "Dhuhr",
                  "windowEnd" : "2026-06-21T16:25:00Z",
                  "windowStart" : "2026-06-21T12:07:00Z"
                },
                {
                  "actions" : [
                    "skip",
                    "delegate"
                  ],
                  "anchor" : "<id>",
                  "slotKey" : "asr",
                  "state" : "upcoming",
                  "status" : "pending",
                  "title" : "Asr",
                  "windowEnd" : "2026-06-21T20:25:00Z",
                  "windowStart" : "2026-06-21T16:25:00Z"
                },
                {
                  "actions" : [
                    "skip",
                    "delegate"
                  ],
                  "anchor" : "<id>",
                  "slotKey" : "maghrib",
                  "state" : "upcoming",
                  "status" : "pending",
                  "title" : "Maghrib",
                  "windowEnd" : "2026-06-21T21:42:00Z",
                  "windowStart" : "2026-06-21T20:25:00Z"
                },
                {
                  "actions" : [
                    "skip",
                    "delegate"
                  ],
                  "anchor" : "<id>",
                  "slotKey" : "isha",
                  "state" : "upcoming",
                  "status" : "pending",
                  "title" : "Isha",
                  "windowEnd" : "2026-06-21T23:04:00Z",
                  "windowStart" : "2026-06-21T21:42:00Z"
                }
              ],
              "rule" : "<id>",
              "state" : "open",
              "text" : "Salah 0/5 · Fajr · until 04:43",
              "title" : "Salah",
              "total" : 5
            }
          ]
        }

        """)
    #expect(
      try output(journey, ["rules", "show", String(salah.prefix(8))], at: "2026-06-21T02:30:00Z")
        == """
        Salah · 5 prayers · Moonsighting Committee · Shafi
        id <id>  source prayerWindow
        Next 7 days: Today · Tomorrow · Tue · Wed · Thu · Fri · Sat
          Today 2026-06-21 · 02:43–04:43 · Fajr
          Today 2026-06-21 · 13:07–17:25 · Dhuhr
          Today 2026-06-21 · 17:25–21:25 · Asr
          Today 2026-06-21 · 21:25–22:42 · Maghrib
          Today 2026-06-21 · 22:42–00:04 · Isha
          Tomorrow 2026-06-22 · 02:43–04:43 · Fajr
          Tomorrow 2026-06-22 · 13:08–17:25 · Dhuhr
          Tomorrow 2026-06-22 · 17:25–21:25 · Asr
          Tomorrow 2026-06-22 · 21:25–22:43 · Maghrib
          Tomorrow 2026-06-22 · 22:43–00:05 · Isha
          Tue 2026-06-23 · 02:44–04:44 · Fajr
          Tue 2026-06-23 · 13:08–17:26 · Dhuhr
          Tue 2026-06-23 · 17:26–21:25 · Asr
          Tue 2026-06-23 · 21:25–22:42 · Maghrib
          Tue 2026-06-23 · 22:42–00:05 · Isha
          Wed 2026-06-24 · 02:45–04:44 · Fajr
          Wed 2026-06-24 · 13:08–17:26 · Dhuhr
          Wed 2026-06-24 · 17:26–21:25 · Asr
          Wed 2026-06-24 · 21:25–22:42 · Maghrib
          Wed 2026-06-24 · 22:42–00:05 · Isha
          Thu 2026-06-25 · 02:45–04:44 · Fajr
          Thu 2026-06-25 · 13:08–17:26 · Dhuhr
          Thu 2026-06-25 · 17:26–21:25 · Asr
          Thu 2026-06-25 · 21:25–22:42 · Maghrib
          Thu 2026-06-25 · 22:42–00:06 · Isha
          Fri 2026-06-26 · 02:46–04:45 · Fajr
          Fri 2026-06-26 · 13:08–17:26 · Jumu'ah
          Fri 2026-06-26 · 17:26–21:25 · Asr
          Fri 2026-06-26 · 21:25–22:41 · Maghrib
          Fri 2026-06-26 · 22:41–00:06 · Isha
          Sat 2026-06-27 · 02:47–04:45 · Fajr
          Sat 2026-06-27 · 13:09–17:26 · Dhuhr
          Sat 2026-06-27 · 17:26–21:25 · Asr
          Sat 2026-06-27 · 21:25–22:41 · Maghrib
          Sat 2026-06-27 · 22:41–00:07 · Isha
        Reminders: at the start
        Notifications are off, so this reminder won't arrive · Turn on reminders

        """)
  }
}
