import Foundation
import JamaalJSON
import JamaalModel
import JamaalTestSupport
import Testing

@testable import JamaalSchedule

/// `ScheduledConfig.read` reads plain configs straight from the parsed JSON and leaves anything
/// else to `Decodable`: for any config, stored or hand-edited, it must give what decoding with
/// `JSONDecoder` gave (the same config, or the same error naming the same field).
@Suite struct FastReadTests {
  /// What reading gave before the fast path: `JSONDecoder`, then validation.
  private static func reference(_ data: Data) -> Result<ScheduledConfig, FieldError> {
    do {
      let config = try JSONDecoder().decode(ScheduledConfig.self, from: data)
      try config.validate()
      return .success(config)
    } catch {
      return .failure(FieldError.from(error))
    }
  }

  private static func read(_ data: Data) -> Result<ScheduledConfig, FieldError> {
    do {
      return .success(try ScheduledConfig.read(data))
    } catch {
      return .failure(error)
    }
  }

  /// Changes a stored config the way a hand edit or another version might.
  private static func mutate(_ object: inout [String: Any], _ random: inout SplitMix64) {
    let paths: [[String]] = [
      ["version"], ["recurrence", "kind"], ["recurrence", "n"], ["recurrence", "days"],
      ["recurrence", "startDate"], ["recurrence", "minDays"], ["slots"], ["effortMinutes"],
      ["placement"], ["endDate"], ["timeZone"], ["exceptions"], ["reminder"],
      ["reminder", "atStart"], ["reminder", "beforeEndMinutes"], ["unknownKey"],
      ["slots", "0"], ["exceptions", "0"],
    ]
    let values: [Any] = [
      NSNull(), "x", 5, true, 1.0, [String](), ["Monday", "tue"], ["mon", 3], "2026-02-30",
      "2026-12-01", "07:30", "7am", ["atStart": true], [["start": "2026-12-01"]], "fixed",
      [["id": "a", "allDay": true], ["id": "b", "start": "08:00", "windowMinutes": 5]],
      [["id": "a", "start": "24:00", "windowMinutes": 5]], [["id": 1, "allDay": true]],
      "weekdays", "afterLast", "everyNDays", [["start": "2026-12-05", "end": "2026-12-01"]],
      [["start": "2026-12-05", "reason": "holiday"], ["start": "2026-12-01", "end": NSNull()]],
      ["id": "z", "allDay": false, "start": "06:00", "windowMinutes": 10],
      ["id": "z", "allDay": NSNull(), "start": 6], ["start": "2026-12-02", "reason": 4],
    ]
    let path = paths[Int(random.next() % UInt64(paths.count))]
    let remove = random.next() % 4 == 0
    let value = values[Int(random.next() % UInt64(values.count))]
    if path.count == 1 {
      object[path[0]] = remove ? nil : value
    } else if var inner = object[path[0]] as? [String: Any] {
      inner[path[1]] = remove ? nil : value
      object[path[0]] = inner
    } else if var list = object[path[0]] as? [Any], !list.isEmpty {
      // An item of a list: replaced, or (when removing) the list gets the value appended.
      if remove { list.append(value) } else { list[0] = value }
      object[path[0]] = list
    }
  }

  @Test func storedAndEditedConfigsReadAsDecodableReadsThem() throws {
    var random = SplitMix64(seed: 0xFA57_4EAD)
    let base = Fixtures.date("2026-11-30")
    var fast = 0
    for round in 0..<600 {
      let config = PropertyTests.randomConfig(&random, around: base)
      var data = config.jsonData()
      if round % 3 != 0 {
        var object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        for _ in 0...Int(random.next() % 2) { Self.mutate(&object, &random) }
        data = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
      } else {
        // A config as this build stores it takes the fast path, to the same value.
        var tookFastPath = false
        let direct = ScheduledConfig(json: try JSONDocument(parsing: data).root)
        tookFastPath = direct != nil
        let read = try ConfigDecoder().decode(ScheduledConfig.self, from: data)
        #expect(read == config && direct == config)
        fast += tookFastPath ? 1 : 0
      }
      #expect(Self.read(data) == Self.reference(data), "\(String(decoding: data, as: UTF8.self))")
    }
    #expect(fast == 200)
  }
}

extension FastReadTests {
  /// Texts `JSONSerialization` never writes: a name twice, a name with escapes, a name that is
  /// another to `String`'s comparison. The fast path must leave them to `Decodable`.
  @Test func namesWrittenTwiceOrEscapedReadAsDecodableReadsThem() throws {
    let slots = #""slots":[{"id":"a","start":"08:00","windowMinutes":30}]"#
    let recurrence = #""recurrence":{"kind":"weekdays","days":["mon"]}"#
    let texts = [
      #"{"version":1,"version":2,\#(recurrence),\#(slots)}"#,
      #"{"version":1,\#(recurrence),\#(slots),"effortMinutes":5,"effortMinutes":"x"}"#,
      #"{"versio\u006e":1,\#(recurrence),\#(slots)}"#,
      #"{"version":1,"recurrence":{"kind":"weekdays","kind":"afterLast","days":["mon"]},\#(slots)}"#,
      #"{"version":1,\#(recurrence),"slots":[{"id":"a","id":"b","allDay":true}]}"#,
      #"{"version":1,\#(recurrence),\#(slots),"exceptions":[{"start":"2026-12-01","st\u0061rt":"x"}]}"#,
      #"{"version":1,\#(recurrence),\#(slots),"reminder":{"atStart":true,"atStart":false}}"#,
      "{\"version\":1,\(recurrence),\(slots),\"\u{212A}ey\":1}",
    ]
    for text in texts {
      let data = Data(text.utf8)
      #expect(Self.read(data) == Self.reference(data), "\(text)")
    }
  }
}
