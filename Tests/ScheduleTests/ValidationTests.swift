import Foundation
import JamaalModel
import JamaalSchedule
import JamaalTestSupport
import Testing

/// SPEC §4.1 validation: each error names the field, verbatim.
@Suite struct ValidationTests {
  static let base = """
    {"version":1,"recurrence":RECURRENCE,"slots":SLOTS,"endDate":ENDDATE,"exceptions":EXCEPTIONS}
    """

  static func config(
    recurrence: String = #"{"kind":"everyNDays","n":2,"startDate":"2026-11-01"}"#,
    slots: String = #"[{"id":"a","start":"08:15","windowMinutes":30}]"#,
    endDate: String = "null", exceptions: String = "[]"
  ) -> Data {
    Data(
      base.replacingOccurrences(of: "RECURRENCE", with: recurrence)
        .replacingOccurrences(of: "SLOTS", with: slots)
        .replacingOccurrences(of: "ENDDATE", with: endDate)
        .replacingOccurrences(of: "EXCEPTIONS", with: exceptions).utf8)
  }

  @Test(arguments: [
    (
      config(recurrence: #"{"kind":"everyNDays","n":0,"startDate":"2026-11-01"}"#),
      "recurrence.n: must be between 1 and 3660"
    ),
    (
      config(recurrence: #"{"kind":"everyNWeeks","n":0,"days":["tue"],"startDate":"2026-11-01"}"#),
      "recurrence.n: must be between 1 and 520"
    ),
    (
      config(recurrence: #"{"kind":"afterLast","minDays":0,"maxDays":2,"startDate":"2026-11-01"}"#),
      "recurrence.minDays: must be between 1 and 3660"
    ),
    (
      config(recurrence: #"{"kind":"afterLast","minDays":4,"maxDays":3,"startDate":"2026-11-01"}"#),
      "recurrence.maxDays: must be at least minDays (4)"
    ),
    (
      config(recurrence: #"{"kind":"weekdays","days":[]}"#),
      "recurrence.days: choose at least one weekday"
    ),
    (
      config(recurrence: #"{"kind":"weekdays","days":["funday"]}"#),
      "recurrence.days[0]: 'funday' is not a weekday (mon, tue, … sun)"
    ),
    (
      config(recurrence: #"{"kind":"monthly"}"#),
      "recurrence.kind: 'monthly' is not a recurrence (weekdays, everyNDays, everyNWeeks, afterLast)"
    ),
    (
      config(slots: #"[{"id":"a","start":"8:15","windowMinutes":30}]"#),
      "slots[0].start: '8:15' is not a time (HH:MM, 24-hour)"
    ),
    (
      config(slots: #"[{"id":"a","start":"24:00","windowMinutes":30}]"#),
      "slots[0].start: '24:00' is not a time (HH:MM, 24-hour)"
    ),
    (
      config(slots: #"[{"id":"a","start":"08:15","windowMinutes":0}]"#),
      "slots[0].windowMinutes: must be between 1 and 1440"
    ),
    (
      config(slots: #"[{"id":"a","start":"08:15","windowMinutes":1441}]"#),
      "slots[0].windowMinutes: must be between 1 and 1440"
    ),
    (config(slots: #"[{"id":"a","start":"08:15"}]"#), "slots[0].windowMinutes: is missing"),
    (config(slots: "[]"), "slots: add at least one slot"),
    (
      config(slots: #"[{"id":"a","allDay":true},{"id":"a","allDay":true}]"#),
      "slots[1].id: 'a' is used by another slot"
    ),
    (config(slots: #"[{"id":"","allDay":true}]"#), "slots[0].id: must not be empty"),
    (
      // Many slots are checked through a set, a few one by one: both find the repeat.
      config(
        slots: "[" + (0..<12).map { #"{"id":"s\#($0 % 11)","allDay":true}"# }.joined(separator: ",")
          + "]"),
      "slots[11].id: 's0' is used by another slot"
    ),
    (
      config(
        recurrence: #"{"kind":"afterLast","minDays":3,"maxDays":4,"startDate":"2026-11-01"}"#,
        slots: #"[{"id":"a","allDay":true},{"id":"b","allDay":true}]"#),
      "slots: an after-last-done rule has exactly one slot"
    ),
    (config(endDate: #""2026-10-31""#), "endDate: 2026-10-31 is before the start date 2026-11-01"),
    (
      config(exceptions: #"[{"start":"2026-12-10","end":"2026-12-01","reason":"holiday"}]"#),
      "exceptions[0].end: exception end 2026-12-01 is before its start 2026-12-10"
    ),
  ])
  func configErrorsNameTheField(_ data: Data, _ message: String) {
    do {
      _ = try ScheduledConfig.read(data)
      Issue.record("accepted \(String(decoding: data, as: UTF8.self))")
    } catch {
      #expect(error.description == message)
    }
  }

  @Test func aValidConfigReadsAndKeepsItsExceptionReasons() throws {
    let config = try ScheduledConfig.read(
      Self.config(exceptions: #"[{"start":"2026-12-10","reason":"sabbatical"}]"#))
    #expect(config.exceptions.first?.reason == .unknown("sabbatical"))
    #expect(config.exceptions.first?.end == nil)
    #expect(config.reminder == .off)
  }
}
