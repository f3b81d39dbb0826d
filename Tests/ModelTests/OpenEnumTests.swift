import Foundation
import JamaalModel
import Testing

@Suite struct OpenEnumTests {
  @Test func knownValuesReadAsTheirCase() {
    #expect(AttendanceStatus(rawValue: "attended") == .attended)
    #expect(Placement(rawValue: "flexible") == .flexible)
    #expect(ExceptionReason(rawValue: "termBreak") == .termBreak)
    #expect(DayPlanState(rawValue: "skipped") == .skipped)
  }

  @Test func unknownValuesKeepTheirExactText() {
    let status = AttendanceStatus(rawValue: "postponed")
    #expect(status == .unknown("postponed"))
    #expect(status.rawValue == "postponed")
    #expect(!status.isKnown)
    #expect(!status.isDecided)
    // Case matters: "Attended" is not "attended", and is kept as written.
    #expect(AttendanceStatus(rawValue: "Attended").rawValue == "Attended")
  }

  @Test func unknownValuesRoundTripThroughJSONByteIdentical() throws {
    struct Row: Codable, Equatable {
      var status: AttendanceStatus
      var placement: Placement
      var reason: ExceptionReason
      var state: DayPlanState
      var source: SourceKey
    }
    let json = Data(
      #"{"placement":"floating","reason":"pilgrimage","source":"medication","state":"half","status":"postponed"}"#
        .utf8)
    let row = try JSONDecoder().decode(Row.self, from: json)
    #expect(row.status == .unknown("postponed"))
    #expect(row.reason == .unknown("pilgrimage"))
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    #expect(try encoder.encode(row) == json)
  }

  @Test func everyKnownCaseRoundTrips() {
    for status in AttendanceStatus.knownCases {
      #expect(AttendanceStatus(rawValue: status.rawValue) == status)
    }
    for reason in ExceptionReason.knownCases {
      #expect(ExceptionReason(rawValue: reason.rawValue) == reason)
    }
  }
}
