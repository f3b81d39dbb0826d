import Foundation
import JamaalJSON
import JamaalModel
import JamaalTestSupport
import Testing

/// `ConfigJSON.patch` edits a config as a `JSONValue` object: unknown keys survive (G-82) and
/// the text is what the `JSONSerialization` patch wrote.
@Suite struct ConfigJSONTests {
  /// A config as a newer version might write it, with keys this build does not know.
  private static let stored = #"""
    {"version":1,"futureKey":{"nested":[1,2.5,"a/b",null]},"recurrence":{"kind":"weekdays",
    "days":["mon"],"cadence":"x"},"slots":[{"id":"a","start":"08:15","windowMinutes":30,
    "colour":"red"}],"effortMinutes":10,"Zeta":true,"a10":1,"a9":2,"label":"é\u00e9\n"}
    """#

  /// The patch as it was, through `JSONSerialization`.
  private static func foundationPatch(
    _ data: Data, _ body: (inout [String: Any]) -> Void
  ) throws -> Data {
    var object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    body(&object)
    return try JSONSerialization.data(
      withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes])
  }

  @Test func unknownKeysSurviveAndTheTextIsAsBefore() throws {
    let data = Data(Self.stored.utf8)
    let ours = try ConfigJSON.patch(data) { object in
      object["effortMinutes"] = .integer(20)
      var recurrence = object["recurrence"]?.object ?? [:]
      recurrence["days"] = ["mon", "tue"]
      object["recurrence"] = .object(recurrence)
      object["endDate"] = nil
    }
    let theirs = try Self.foundationPatch(data) { object in
      object["effortMinutes"] = 20
      var recurrence = object["recurrence"] as? [String: Any] ?? [:]
      recurrence["days"] = ["mon", "tue"]
      object["recurrence"] = recurrence
      object["endDate"] = nil
    }
    #expect(ours == theirs, "\(String(decoding: ours, as: UTF8.self))")
    let object = try JSONValue(parsing: ours).object
    #expect(object?["futureKey"] == ["nested": [1, 2.5, "a/b", .null]])
    #expect(object?["recurrence"]?.object?["cadence"] == "x")
    #expect(object?["slots"]?.objects?.first?["colour"] == "red")
  }

  @Test func onlyAnObjectIsPatched() {
    for text in ["[1]", "1", "not json", #"{"a":1,}"#] {
      let error = #expect(throws: FieldError.self) {
        try ConfigJSON.patch(Data(text.utf8)) { _ in }
      }
      #expect(error?.description == "config: is not a JSON object")
    }
  }

  @Test func anExceptionRangeIsTheJSONItsEncoderWrites() throws {
    let ranges = try [
      ExceptionRange(
        start: Fixtures.date("2026-12-20"), end: Fixtures.date("2027-01-02"), reason: .holiday),
      ExceptionRange(start: Fixtures.date("2026-12-01"), end: nil, reason: .unknown("sabbatical")),
    ]
    for range in ranges {
      #expect(try JSONValue(parsing: JSONEncoder().encode(range)) == range.jsonValue)
    }
  }
}
