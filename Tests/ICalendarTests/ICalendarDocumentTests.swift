import Foundation
import JamaalICalendar
import Testing

/// The calendar export is read by calendar apps that are strict about RFC 5545's lines: `CRLF`,
/// at most 75 octets, folded lines rejoining to the original, TEXT escaped.
@Suite struct ICalendarDocumentTests {
  /// Checks RFC 5545 §3.1 line rules and returns the unfolded content lines.
  static func contentLines(_ text: String) throws -> [String] {
    let bytes = Array(text.utf8)
    #expect(bytes.suffix(2) == [0x0D, 0x0A], "the last line ends with CRLF")
    var physical: [[UInt8]] = []
    var current: [UInt8] = []
    var index = 0
    while index < bytes.count {
      if bytes[index] == 0x0D {
        try #require(index + 1 < bytes.count && bytes[index + 1] == 0x0A, "CR without LF")
        physical.append(current)
        current = []
        index += 2
        continue
      }
      try #require(bytes[index] != 0x0A, "LF without CR")
      current.append(bytes[index])
      index += 1
    }
    var logical: [[UInt8]] = []
    for line in physical {
      #expect(line.count <= 75, "a line of \(line.count) octets")
      #expect(String(validating: line, as: UTF8.self) != nil, "a fold split a UTF-8 sequence")
      if line.first == 0x20 {
        try #require(!logical.isEmpty)
        logical[logical.count - 1] += line.dropFirst()
      } else {
        logical.append(line)
      }
    }
    return logical.map { String(decoding: $0, as: UTF8.self) }
  }

  private static let start = Date(timeIntervalSince1970: 1_796_140_800)  // 2026-12-01 16:00 UTC

  @Test func longTitlesFoldAndRejoinWithoutSplittingACharacter() throws {
    let titles = [
      String(repeating: "a", count: 300), String(repeating: "صلاة ", count: 40),
      String(repeating: "🕌", count: 50) + "x", "Drop-off; pick-up, then \\ home\nlate",
    ]
    let events = titles.enumerated().map { index, title in
      ICalendarEvent(
        uid: "id-\(index)", start: Self.start, end: Self.start + 1800, lastModified: Self.start,
        summary: title,
        alarms: [ICalendarAlarm(trigger: .beforeEnd(minutes: 10), description: title)])
    }
    let text = ICalendarDocument(productID: "-//Test//EN", events: events).text
    let lines = try Self.contentLines(text)
    let summaries = lines.filter { $0.hasPrefix("SUMMARY:") }.map { String($0.dropFirst(8)) }
    #expect(summaries.map(ICalendarTests.unescaped) == titles.map { $0 })
    #expect(lines.contains("SUMMARY:Drop-off\\; pick-up\\, then \\\\ home\\nlate"))
    #expect(lines.filter { $0 == "TRIGGER;RELATED=END:-PT10M" }.count == 4)
  }

  @Test func timesAreUTCAndTheDocumentIsWellFormed() throws {
    let event = ICalendarEvent(
      uid: "A", start: Self.start, end: Self.start + 5400, lastModified: Self.start - 60,
      summary: "Asr", status: .confirmed, categories: ["Jamaal", "Not today"],
      extensions: [
        ICalendarProperty(name: "X-JAMAAL-OUTCOME", value: "skipped"),
        ICalendarProperty(name: "SUMMARY", value: "dropped: not an X- name"),
      ],
      alarms: [ICalendarAlarm(trigger: .beforeStart(minutes: 0), description: "Asr opens")])
    let lines = try Self.contentLines(
      ICalendarDocument(productID: "-//Test//EN", events: [event]).text)
    #expect(
      lines == [
        "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Test//EN", "CALSCALE:GREGORIAN",
        "BEGIN:VEVENT", "UID:A", "DTSTAMP:20261201T155900Z", "LAST-MODIFIED:20261201T155900Z",
        "DTSTART:20261201T160000Z", "DTEND:20261201T173000Z", "SUMMARY:Asr", "STATUS:CONFIRMED",
        "CATEGORIES:Jamaal,Not today", "X-JAMAAL-OUTCOME:skipped", "BEGIN:VALARM",
        "ACTION:DISPLAY", "TRIGGER;RELATED=START:PT0S", "DESCRIPTION:Asr opens", "END:VALARM",
        "END:VEVENT", "END:VCALENDAR",
      ])
  }

  /// From 1600 (Foundation's Gregorian calendar is Julian before October 1582) to 9999.
  @Test func utcDatesMatchFoundationAcrossCenturies() {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    for seconds in stride(from: -11_676_096_000.0, through: 253_402_300_799, by: 7_777_777.7) {
      let date = Date(timeIntervalSince1970: seconds)
      let parts = calendar.dateComponents(
        [.year, .month, .day, .hour, .minute, .second], from: date)
      let expected = String(
        format: "%04d%02d%02dT%02d%02d%02dZ", parts.year!, parts.month!, parts.day!, parts.hour!,
        parts.minute!, parts.second!)
      #expect(ICalendarText.utc(date) == expected)
    }
  }

  @Test func controlCharactersNeverReachALine() {
    #expect(ICalendarText.escaped("a\u{0}b\u{7}c\r\nd\te") == "a b c\\nd\te")
    #expect(ICalendarText.escaped("a\u{85}b\u{9B}c\u{7F}d\u{A0}") == "a b c d\u{A0}")
    #expect(ICalendarText.before(minutes: 15) == "-PT15M")
    #expect(!ICalendarText.isExtensionName("X-"))
    #expect(!ICalendarText.isExtensionName("X-A:B"))
  }
}

/// Unescaping as a calendar app reads TEXT.
enum ICalendarTests {
  static func unescaped(_ value: String) -> String {
    var out = ""
    var escaping = false
    for character in value {
      if escaping {
        out.append(character == "n" || character == "N" ? "\n" : character)
        escaping = false
      } else if character == "\\" {
        escaping = true
      } else {
        out.append(character)
      }
    }
    return out
  }
}
