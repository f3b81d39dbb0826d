import Foundation
import Testing

/// The whole `today --json` on the 14:05 journey's store, byte for byte (ids named): CLI.md's
/// shapes are a contract.
@Suite(.serialized) struct GoldenJSONTests {
  @Test func todayAt1405() throws {
    let store = try JourneyStore()
    #expect(
      try store.output(["today", "--json"])
        == """
        {
          "date" : "2026-11-29",
          "now" : "2026-11-29T11:05:00Z",
          "rows" : [
            {
              "actions" : [
                "attend",
                "skip",
                "delegate"
              ],
              "anchor" : "<Water the plants>",
              "kind" : "plain",
              "resolvedAt" : null,
              "rule" : "<rule Water the plants>",
              "state" : "open",
              "status" : "pending",
              "text" : "Water the plants · open · closes Mon",
              "title" : "Water the plants",
              "windowEnd" : "2026-12-01T00:00:00Z",
              "windowStart" : "2026-11-29T00:00:00Z"
            },
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
                  "anchor" : "<Dhuhr>",
                  "slotKey" : "dhuhr",
                  "state" : "open",
                  "status" : "pending",
                  "title" : "Dhuhr",
                  "windowEnd" : "2026-11-29T11:43:00Z",
                  "windowStart" : "2026-11-29T08:42:00Z"
                },
                {
                  "actions" : [
                    "skip",
                    "delegate"
                  ],
                  "anchor" : "<Asr>",
                  "slotKey" : "asr",
                  "state" : "upcoming",
                  "status" : "pending",
                  "title" : "Asr",
                  "windowEnd" : "2026-11-29T14:04:00Z",
                  "windowStart" : "2026-11-29T11:43:00Z"
                },
                {
                  "actions" : [
                    "skip",
                    "delegate"
                  ],
                  "anchor" : "<Maghrib>",
                  "slotKey" : "maghrib",
                  "state" : "upcoming",
                  "status" : "pending",
                  "title" : "Maghrib",
                  "windowEnd" : "2026-11-29T15:34:00Z",
                  "windowStart" : "2026-11-29T14:04:00Z"
                },
                {
                  "actions" : [
                    "skip",
                    "delegate"
                  ],
                  "anchor" : "<Isha>",
                  "slotKey" : "isha",
                  "state" : "upcoming",
                  "status" : "pending",
                  "title" : "Isha",
                  "windowEnd" : "2026-11-29T20:01:00Z",
                  "windowStart" : "2026-11-29T15:34:00Z"
                }
              ],
              "rule" : "<rule Salah>",
              "state" : "open",
              "text" : "Salah 0/4 · Dhuhr · until 14:43",
              "title" : "Salah",
              "total" : 4
            }
          ]
        }

        """)
  }
}
