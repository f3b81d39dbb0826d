import Foundation
import Testing

/// RFC 5545 §3.1, checked strictly on `jamaal calendar`'s output, and the document read back by
/// Python's `icalendar` (installed by `Scripts/test`).
enum ICalendarLineCheck {
  /// The unfolded content lines, after checking: `CRLF` only, no line over 75 octets, no fold
  /// inside a UTF-8 sequence.
  static func contentLines(_ text: String) throws -> [String] {
    let bytes = Array(text.utf8)
    try #require(bytes.suffix(2) == [0x0D, 0x0A], "the last line ends with CRLF")
    var lines: [[UInt8]] = []
    for physical in bytes.dropLast(1).split(separator: 0x0A, omittingEmptySubsequences: false) {
      try #require(physical.last == 0x0D, "a line ends with LF alone")
      let line = Array(physical.dropLast())
      try #require(!line.contains(0x0D), "a bare CR inside a line")
      #expect(line.count <= 75, "a line of \(line.count) octets")
      #expect(String(validating: line, as: UTF8.self) != nil, "a fold split a character")
      if line.first == 0x20 {
        try #require(!lines.isEmpty, "a continuation first")
        lines[lines.count - 1] += line.dropFirst()
      } else {
        lines.append(line)
      }
    }
    return lines.map { String(decoding: $0, as: UTF8.self) }
  }

  /// Reads the document with Python's `icalendar` and checks it finds the same events and alarms.
  static func parsesWithPythonICalendar(_ text: String, events: Int, alarms: Int) throws {
    let script = """
      import sys, icalendar
      calendar = icalendar.Calendar.from_ical(sys.stdin.buffer.read())
      events = calendar.walk("VEVENT")
      for event in events:
          event.decoded("DTSTART"); event.decoded("DTEND"); str(event["SUMMARY"])
      print(len(events), len(calendar.walk("VALARM")))
      """
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", "-c", script]
    let input = Pipe()
    let output = Pipe()
    let errors = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    input.fileHandleForWriting.write(Data(text.utf8))
    try input.fileHandleForWriting.close()
    let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    let failure = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(
      process.terminationStatus == 0,
      "python3 icalendar (Scripts/test installs it from PyPI) could not read it: \(failure)")
    #expect(printed.trimmingCharacters(in: .whitespacesAndNewlines) == "\(events) \(alarms)")
  }
}
