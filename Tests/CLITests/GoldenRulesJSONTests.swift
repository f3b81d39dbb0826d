import Foundation
import Testing

/// The whole `rules list --json` and `rules show --json` on the 14:05 journey's store, byte for
/// byte (ids named): CLI.md's shapes are a contract.
@Suite(.serialized) struct GoldenRulesJSONTests {
  @Test func theRulesList() throws {
    let store = try JourneyStore()
    #expect(
      try store.output(["rules", "list", "--json"])
        == """
        [
          {
            "config" : {
              "effortMinutes" : 10,
              "exceptions" : [

              ],
              "placement" : "flexible",
              "recurrence" : {
                "kind" : "afterLast",
                "maxDays" : 4,
                "minDays" : 3,
                "startDate" : "2026-11-26"
              },
              "reminder" : {
                "atStart" : false
              },
              "slots" : [
                {
                  "allDay" : true,
                  "id" : "water"
                }
              ],
              "version" : 1
            },
            "effortMinutes" : 10,
            "id" : "<rule Water the plants>",
            "next" : {
              "title" : "Water the plants",
              "windowEnd" : "2026-12-01T00:00:00Z",
              "windowStart" : "2026-11-29T00:00:00Z"
            },
            "placement" : "flexible",
            "sourceKey" : "scheduled",
            "state" : "active",
            "summary" : "3–4 days after last done · All day",
            "title" : "Water the plants"
          },
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
                "latitude" : 24.7136,
                "longitude" : 46.6753,
                "name" : "Riyadh",
                "timeZone" : "Asia/Riyadh"
              },
              "madhab" : "shafi",
              "method" : "ummAlQura",
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
            "id" : "<rule Salah>",
            "next" : {
              "title" : "Dhuhr",
              "windowEnd" : "2026-11-29T11:43:00Z",
              "windowStart" : "2026-11-29T08:42:00Z"
            },
            "placement" : "fixed",
            "sourceKey" : "prayerWindow",
            "state" : "active",
            "summary" : "5 prayers · Umm al-Qura · Shafi",
            "title" : "Salah"
          },
          {
            "config" : {
              "effortMinutes" : 30,
              "exceptions" : [

              ],
              "placement" : "fixed",
              "recurrence" : {
                "days" : [
                  "mon",
                  "tue",
                  "wed",
                  "thu",
                  "fri"
                ],
                "kind" : "weekdays"
              },
              "reminder" : {
                "atStart" : false
              },
              "slots" : [
                {
                  "id" : "dropoff",
                  "label" : "Drop-off",
                  "start" : "08:15",
                  "windowMinutes" : 30
                },
                {
                  "id" : "pickup",
                  "label" : "Pick-up",
                  "start" : "15:15",
                  "windowMinutes" : 30
                }
              ],
              "version" : 1
            },
            "effortMinutes" : 30,
            "id" : "<rule School run>",
            "next" : {
              "title" : "Drop-off",
              "windowEnd" : "2026-11-30T05:45:00Z",
              "windowStart" : "2026-11-30T05:15:00Z"
            },
            "placement" : "fixed",
            "sourceKey" : "scheduled",
            "state" : "active",
            "summary" : "Mon–Fri · 08:15, 15:15 · 30 min",
            "title" : "School run"
          },
          {
            "config" : {
              "effortMinutes" : 10,
              "exceptions" : [

              ],
              "placement" : "flexible",
              "recurrence" : {
                "days" : [
                  "tue"
                ],
                "kind" : "weekdays"
              },
              "reminder" : {
                "atStart" : false
              },
              "slots" : [
                {
                  "id" : "bins",
                  "start" : "19:00",
                  "windowMinutes" : 180
                }
              ],
              "version" : 1
            },
            "effortMinutes" : 10,
            "id" : "<rule Bin night>",
            "next" : null,
            "placement" : "flexible",
            "sourceKey" : "scheduled",
            "state" : "paused",
            "summary" : "Tue · 19:00 · 3 h",
            "title" : "Bin night"
          }
        ]

        """)
  }

  @Test func aRulesDetail() throws {
    var store = try JourneyStore()
    let plants = String(store.rule("Water the plants").prefix(8))
    let shown = try store.runner.run(["rules", "show", plants, "--json"])
    store.nameUpcoming(of: try JamaalRunner.json(shown) as? [String: Any] ?? [:])
    #expect(
      try store.output(["rules", "show", plants, "--json"])
        == """
        {
          "config" : {
            "effortMinutes" : 10,
            "exceptions" : [

            ],
            "placement" : "flexible",
            "recurrence" : {
              "kind" : "afterLast",
              "maxDays" : 4,
              "minDays" : 3,
              "startDate" : "2026-11-26"
            },
            "reminder" : {
              "atStart" : false
            },
            "slots" : [
              {
                "allDay" : true,
                "id" : "water"
              }
            ],
            "version" : 1
          },
          "effortMinutes" : 10,
          "exceptions" : [

          ],
          "id" : "<rule Water the plants>",
          "lastDone" : "2026-11-26",
          "next" : {
            "title" : "Water the plants",
            "windowEnd" : "2026-12-01T00:00:00Z",
            "windowStart" : "2026-11-29T00:00:00Z"
          },
          "placement" : "flexible",
          "sourceKey" : "scheduled",
          "state" : "active",
          "summary" : "3–4 days after last done · All day",
          "title" : "Water the plants",
          "upcoming" : [
            {
              "effortMinutes" : 10,
              "id" : "<Water the plants>",
              "occurrenceDate" : "2026-11-29",
              "placement" : "flexible",
              "remindBeforeEndMinutes" : null,
              "remindBeforeStartMinutes" : null,
              "resolvedAt" : null,
              "rule" : "<rule Water the plants>",
              "slotKey" : "water",
              "status" : "pending",
              "title" : "Water the plants",
              "windowEnd" : "2026-12-01T00:00:00Z",
              "windowStart" : "2026-11-29T00:00:00Z"
            }
          ]
        }

        """)
  }
}
