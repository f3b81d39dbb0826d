import Foundation
import Testing

/// Golden `--json` of `today` and `rules show` in London (issue 11): grouped members with every
/// outcome and `resolvedAt`, and a polar rule's missing windows (item 5).
@Suite(.serialized) struct OutcomeGoldenJSONTests {
  let golden = OutcomeGoldenTests()

  @Test func todayWithEveryOutcomeAsJSON() throws {
    let (journey, _) = try golden.decemberStore()
    #expect(
      try golden.output(journey, ["today", "--json"], at: "2026-12-01T17:40:00Z")
        == """
        {
          "date" : "2026-12-01",
          "now" : "2026-12-01T17:40:00Z",
          "rows" : [
            {
              "done" : 2,
              "kind" : "group",
              "members" : [
                {
                  "actions" : [

                  ],
                  "anchor" : "<id>",
                  "resolvedAt" : "2026-12-01T06:30:00Z",
                  "slotKey" : "fajr",
                  "state" : "closed",
                  "status" : "attended",
                  "title" : "Fajr",
                  "windowEnd" : "2026-12-01T07:44:00Z",
                  "windowStart" : "2026-12-01T06:04:00Z"
                },
                {
                  "actions" : [

                  ],
                  "anchor" : "<id>",
                  "resolvedAt" : "2026-12-01T10:00:00Z",
                  "slotKey" : "dhuhr",
                  "state" : "closed",
                  "status" : "skipped",
                  "title" : "Dhuhr",
                  "windowEnd" : "2026-12-01T13:36:00Z",
                  "windowStart" : "2026-12-01T11:55:00Z"
                },
                {
                  "actions" : [

                  ],
                  "anchor" : "<id>",
                  "resolvedAt" : "2026-12-01T10:00:00Z",
                  "slotKey" : "asr",
                  "state" : "closed",
                  "status" : "delegated",
                  "title" : "Asr",
                  "windowEnd" : "2026-12-01T15:58:00Z",
                  "windowStart" : "2026-12-01T13:36:00Z"
                },
                {
                  "actions" : [
                    "markDoneAfterAll"
                  ],
                  "anchor" : "<id>",
                  "resolvedAt" : "2026-12-01T17:29:00Z",
                  "slotKey" : "maghrib",
                  "state" : "closed",
                  "status" : "missed",
                  "title" : "Maghrib",
                  "windowEnd" : "2026-12-01T17:29:00Z",
                  "windowStart" : "2026-12-01T15:58:00Z"
                },
                {
                  "actions" : [
                    "attend",
                    "skip",
                    "delegate"
                  ],
                  "anchor" : "<id>",
                  "slotKey" : "isha",
                  "state" : "open",
                  "status" : "pending",
                  "title" : "Isha",
                  "windowEnd" : "2026-12-01T23:02:00Z",
                  "windowStart" : "2026-12-01T17:29:00Z"
                }
              ],
              "rule" : "<id>",
              "state" : "open",
              "text" : "Salah 2/5 · Isha · until 23:02",
              "title" : "Salah",
              "total" : 5
            },
            {
              "done" : 0,
              "kind" : "group",
              "members" : [
                {
                  "actions" : [
                    "markDoneAfterAll"
                  ],
                  "anchor" : "<id>",
                  "resolvedAt" : "2026-12-01T08:45:00Z",
                  "slotKey" : "dropoff",
                  "state" : "closed",
                  "status" : "missed",
                  "title" : "Drop-off",
                  "windowEnd" : "2026-12-01T08:45:00Z",
                  "windowStart" : "2026-12-01T08:15:00Z"
                },
                {
                  "actions" : [
                    "markDoneAfterAll"
                  ],
                  "anchor" : "<id>",
                  "resolvedAt" : "2026-12-01T15:45:00Z",
                  "slotKey" : "pickup",
                  "state" : "closed",
                  "status" : "missed",
                  "title" : "Pick-up",
                  "windowEnd" : "2026-12-01T15:45:00Z",
                  "windowStart" : "2026-12-01T15:15:00Z"
                }
              ],
              "rule" : "<id>",
              "state" : "closed",
              "text" : "School run 0/2 · done",
              "title" : "School run",
              "total" : 2
            }
          ]
        }

        """)
  }

  @Test func aPolarRuleAsJSON() throws {
    let (journey, tromso) = try golden.decemberStore()
    #expect(
      try golden.output(
        journey, ["rules", "show", String(tromso.prefix(8)), "--json"], at: "2026-12-01T17:40:00Z")
          == """
          {
            "config" : {
              "adjustments" : {

              },
              "durationMinutes" : 10,
              "exceptions" : [

              ],
              "fridayLabel" : true,
              "highLatitudeRule" : "recommended",
              "ishaEndsAt" : "islamicMidnight",
              "location" : {
                "latitude" : 69.6492,
                "longitude" : 18.9553,
                "name" : "Tromsø",
                "timeZone" : "Europe/Oslo"
              },
              "madhab" : "shafi",
              "method" : "muslimWorldLeague",
              "polarResolution" : "unresolved",
              "prayers" : [
                "fajr",
                "dhuhr",
                "asr",
                "maghrib",
                "isha"
              ],
              "reminder" : {
                "atStart" : true
              },
              "version" : 1
            },
            "effortMinutes" : 10,
            "exceptions" : [

            ],
            "id" : "<id>",
            "missing" : [
              {
                "date" : "2026-12-01",
                "kind" : "polarNight",
                "reason" : "the sun does not rise (polar night), so there is no sunrise to end it",
                "title" : "Fajr"
              },
              {
                "date" : "2026-12-01",
                "kind" : "polarNight",
                "reason" : "the sun does not rise (polar night), so there is no Asr to end it",
                "title" : "Dhuhr"
              },
              {
                "date" : "2026-12-01",
                "kind" : "polarNight",
                "reason" : "the sun does not rise (polar night), so it has no time that day",
                "title" : "Asr"
              },
              {
                "date" : "2026-12-01",
                "kind" : "polarNight",
                "reason" : "the sun does not rise (polar night), so it has no time that day",
                "title" : "Maghrib"
              },
              {
                "date" : "2026-12-01",
                "kind" : "polarNight",
                "reason" : "the sun does not rise (polar night), so there is no Islamic midnight to end it",
                "title" : "Isha"
              },
              {
                "date" : "2026-12-02",
                "kind" : "polarNight",
                "reason" : "the sun does not rise (polar night), so there is no sunrise to end it",
                "title" : "Fajr"
              },
              {
                "date" : "2026-12-02",
                "kind" : "polarNight",
                "reason" : "the sun does not rise (polar night), so there is no Asr to end it",
                "title" : "Dhuhr"
              },
              {
                "date" : "2026-12-02",
                "kind" : "polarNight",
                "reason" : "the sun does not rise (polar night), so it has no time that day",
                "title" : "Asr"
              },
              {
                "date" : "2026-12-02",
                "kind" : "polarNight",
                "reason" : "the sun does not rise (polar night), so it has no time that day",
                "title" : "Maghrib"
              },
              {
                "date" : "2026-12-02",
                "kind" : "polarNight",
                "reason" : "the sun does not rise (polar night), so there is no Islamic midnight to end it",
                "title" : "Isha"
              },
              {
                "date" : "2026-12-03",
                "kind" : "polarNight",
                "reason" : "the sun does not rise (polar night), so there is no sunrise to end it",
                "title" : "Fajr"
              },
              {
                "date" : "2026-12-03",
                "kind" : "polarNight",
                "reason" : "the sun does not rise (polar night), so there is no Asr to end it",
                "title" : "Dhuhr"
              },
              {
                "date" : "2026-12-03",
                "kind" : "polarNight",
                "reason" : "the sun does not rise (polar night), so it has no time that day",
                "title" : "Asr"
              },
              {
                "date" : "2026-12-03",
                "kind" : "polarNight",
                "reason" : "the sun does not rise (polar night), so it has no time that day",
                "title" : "Maghrib"
              },
              {
                "date" : "2026-12-03",
                "kind" : "polarNight",
                "reason" : "the sun does not rise (polar night), so there is no Islamic midnight to end it",
                "title" : "Isha"
              },
              {
                "date" : "2026-12-04",
                "kind" : "polarNight",
                "reason" : "the sun does not rise (polar night), so there is no sunrise to end it",
                "title" : "Fajr"
              },
              {
                "date" : "2026-12-04",
                "kind" : "polarNight",
                "reason" : "the sun does not rise (polar night), so there is no Asr to end it",
                "title" : "Dhuhr"
              },
              {
                "date" : "2026-12-04",
                "kind" : "polarNight",
                "reason" : "the sun does not rise (polar night), so it has no time that day",
                "title" : "Asr"
              },
              {
                "date" : "2026-12-04",
                "kind" : "polarNight",
                "reason" : "the sun does not rise (polar night), so it has no time that day",
                "title" : "Maghrib"
              },
              {
                "date" : "2026-12-04",
                "kind" : "polarNight",
                "reason" : "the sun does not rise (polar night), so there is no Islamic midnight to end it",
                "title" : "Isha"
              },
              {
                "date" : "2026-12-05",
                "kind" : "polarNight",
                "reason" : "the sun does not rise (polar night), so there is no sunrise to end it",
                "title" : "Fajr"
              },
              {
                "date" : "2026-12-05",
                "kind" : "polarNight",
                "reason" : "the sun does not rise (polar night), so there is no Asr to end it",
                "title" : "Dhuhr"
              },
              {
                "date" : "2026-12-05",
                "kind" : "polarNight",
                "reason" : "the sun does not rise (polar night), so it has no time that day",
                "title" : "Asr"
              },
              {
                "date" : "2026-12-05",
                "kind" : "polarNight",
                "reason" : "the sun does not rise (polar night), so it has no time that day",
                "title" : "Maghrib"
              },
              {
                "date" : "2026-12-05",
                "kind" : "polarNight",
                "reason" : "the sun does not rise (polar night), so there is no Islamic midnight to end it",
                "title" : "Isha"
              },
              {
                "date" : "2026-12-06",
                "kind" : "polarNight",
                "reason" : "the sun does not rise (polar night), so there is no sunrise to end it",
                "title" : "Fajr"
              },
              {
                "date" : "2026-12-06",
                "kind" : "polarNight",
                "reason" : "the sun does not rise (polar night), so there is no Asr to end it",
                "title" : "Dhuhr"
              },
              {
                "date" : "2026-12-06",
                "kind" : "polarNight",
                "reason" : "the sun does not rise (polar night), so it has no time that day",
                "title" : "Asr"
              },
              {
                "date" : "2026-12-06",
                "kind" : "polarNight",
                "reason" : "the sun does not rise (polar night), so it has no time that day",
                "title" : "Maghrib"
              },
              {
                "date" : "2026-12-06",
                "kind" : "polarNight",
                "reason" : "the sun does not rise (polar night), so there is no Islamic midnight to end it",
                "title" : "Isha"
              },
              {
                "date" : "2026-12-07",
                "kind" : "polarNight",
                "reason" : "the sun does not rise (polar night), so there is no sunrise to end it",
                "title" : "Fajr"
              },
              {
                "date" : "2026-12-07",
                "kind" : "polarNight",
                "reason" : "the sun does not rise (polar night), so there is no Asr to end it",
                "title" : "Dhuhr"
              },
              {
                "date" : "2026-12-07",
                "kind" : "polarNight",
                "reason" : "the sun does not rise (polar night), so it has no time that day",
                "title" : "Asr"
              },
              {
                "date" : "2026-12-07",
                "kind" : "polarNight",
                "reason" : "the sun does not rise (polar night), so it has no time that day",
                "title" : "Maghrib"
              },
              {
                "date" : "2026-12-07",
                "kind" : "polarNight",
                "reason" : "the sun does not rise (polar night), so there is no Islamic midnight to end it",
                "title" : "Isha"
              }
            ],
            "next" : null,
            "placement" : "fixed",
            "sourceKey" : "prayerWindow",
            "state" : "active",
            "summary" : "0 of 5 prayers · Muslim World League · Shafi",
            "title" : "Salah Tromsø",
            "upcoming" : [

            ]
          }

          """)
  }

  /// D-12: a June Fajr at 02:43 reads "until 04:43" on Today and as its times in rule detail.
}
