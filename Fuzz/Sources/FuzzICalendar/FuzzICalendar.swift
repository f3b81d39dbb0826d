import Foundation
import FuzzSupport
import JamaalICalendar

/// libFuzzer target: the iCalendar writer's input. The input is cut into titles at NUL bytes
/// and line feeds; the first is the product id, each other one an event's summary, category,
/// extension property (name and value) and alarm text; the first eight bytes also place the
/// events in time (years 1601–9999).
///
/// Checks (RFC 5545 §3.1, §3.3.11): the text ends in CRLF and has no other line break; no line
/// is longer than 75 octets or splits a UTF-8 sequence; unfolded, every line is `NAME:value`
/// with an upper-case name, every TEXT value is well escaped and unescapes to its title (line
/// breaks as `\n`, other control characters as spaces); one VEVENT per title, in order; DTSTART
/// is the event's start in UTC as the calendar says it.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzICalendar(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let input = FuzzInput(data, size)
  let pieces = input.pieces
  let titles = Array(pieces.dropFirst())
  let start = startDate(input.bytes)
  let events = titles.enumerated().map { position, title in
    ICalendarEvent(
      uid: "\(position)-\(title)", start: start + Double(position * 60), end: start + 3600,
      lastModified: start, summary: title, status: .confirmed, categories: [title, "Fuzz"],
      extensions: [
        ICalendarProperty(name: "X-JAMAAL-TITLE", value: title),
        ICalendarProperty(name: title, value: title),
      ],
      alarms: [ICalendarAlarm(trigger: .beforeStart(minutes: position - 1), description: title)])
  }
  let productID = pieces.first ?? ""
  let text = ICalendarDocument(productID: productID, events: events).text
  let lines = contentLines(text)
  var summaries: [String] = []
  var starts: [String] = []
  for line in lines {
    // By scalars: a colon followed by a combining mark is one Character, not ":".
    guard let colon = line.unicodeScalars.firstIndex(of: ":") else {
      invariant(false, "a content line without a colon: \(line)")
      return 0
    }
    let name = String(line.unicodeScalars[..<colon])
    let value = String(line.unicodeScalars[line.unicodeScalars.index(after: colon)...])
    invariant(
      !name.isEmpty && name.unicodeScalars.allSatisfy { isNameCharacter($0) },
      "a property name that is not upper-case letters, digits and dashes: \(name)")
    switch name {
    case "SUMMARY", "DESCRIPTION", "PRODID", "X-JAMAAL-TITLE":
      let plain = unescaped(value)
      invariant(plain != nil, "a badly escaped TEXT value: \(value)")
      if name == "SUMMARY" { summaries.append(plain ?? "") }
      if name == "PRODID" { invariant(plain == shown(productID), "PRODID \(value)") }
    case "DTSTART": starts.append(value)
    default: break
    }
  }
  invariant(summaries == titles.map(shown), "summaries \(summaries), titles \(titles)")
  invariant(
    starts == events.map { utc($0.start) },
    "DTSTART \(starts), expected \(events.map { utc($0.start) })")
  invariant(
    lines.filter { $0 == "BEGIN:VALARM" }.count == titles.count, "one alarm per event")
  return 0
}

/// The unfolded content lines of `text`, after checking its line breaks, lengths and folds.
private func contentLines(_ text: String) -> [String] {
  let bytes = Array(text.utf8)
  invariant(bytes.suffix(2) == [0x0D, 0x0A], "the text does not end with CRLF")
  var lines: [[UInt8]] = []
  for physical in bytes.dropLast(1).split(separator: 0x0A, omittingEmptySubsequences: false) {
    invariant(physical.last == 0x0D, "a line ends with LF alone")
    let line = Array(physical.dropLast())
    invariant(!line.contains(0x0D), "a bare CR inside a line")
    invariant(line.count <= 75, "a line of \(line.count) octets")
    invariant(String(validating: line, as: UTF8.self) != nil, "a fold splits a character")
    if line.first == 0x20 {
      invariant(!lines.isEmpty, "the text starts with a continuation")
      lines[lines.count - 1] += line.dropFirst()
    } else {
      lines.append(line)
    }
  }
  return lines.map { String(decoding: $0, as: UTF8.self) }
}

/// A property name's characters (with `;` and `=` of a parameter such as `RELATED=START`).
private func isNameCharacter(_ scalar: Unicode.Scalar) -> Bool {
  ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
    || "-;=".unicodeScalars.contains(
      scalar)
}

/// A TEXT value unescaped, or nil when a `;` or `,` is bare or a backslash escapes nothing.
private func unescaped(_ value: String) -> String? {
  var out = ""
  var scalars = value.unicodeScalars.makeIterator()
  while let scalar = scalars.next() {
    switch scalar {
    case ";", ",": return nil
    case "\\":
      switch scalars.next() {
      case "\\": out += "\\"
      case ";": out += ";"
      case ",": out += ","
      case "n", "N": out += "\n"
      default: return nil
      }
    default: out.unicodeScalars.append(scalar)
    }
  }
  return out
}

/// What a title reads as in a calendar: CRLF, CR and LF each a line break; other control
/// characters but tab (C0, DEL and C1) a space.
private func shown(_ title: String) -> String {
  var out = ""
  var previousWasCR = false
  for scalar in title.unicodeScalars {
    defer { previousWasCR = scalar == "\r" }
    switch scalar {
    case "\n": if !previousWasCR { out += "\n" }
    case "\r": out += "\n"
    case "\t": out += "\t"
    case _ where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value): out += " "
    default: out.unicodeScalars.append(scalar)
    }
  }
  return out
}

/// An instant from the first eight bytes, between 1601-01-01 and 9999-12-30 UTC.
private func startDate(_ bytes: [UInt8]) -> Date {
  let seed = bytes.prefix(8).reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
  let first: Int64 = -11_644_473_600  // 1601-01-01
  let last: Int64 = 253_402_128_000  // 9999-12-30
  let seconds = first + Int64(seed % UInt64(last - first))
  return Date(timeIntervalSince1970: Double(seconds))
}

/// `YYYYMMDDTHHMMSSZ` for `date`, from Foundation's Gregorian calendar.
private func utc(_ date: Date) -> String {
  let parts = utcCalendar.dateComponents(
    [.year, .month, .day, .hour, .minute, .second], from: date)
  func pad(_ value: Int?, _ width: Int) -> String {
    let digits = String(value ?? -1)
    return String(repeating: "0", count: max(0, width - digits.count)) + digits
  }
  return pad(parts.year, 4) + pad(parts.month, 2) + pad(parts.day, 2) + "T" + pad(parts.hour, 2)
    + pad(parts.minute, 2) + pad(parts.second, 2) + "Z"
}

/// Foundation's Gregorian calendar in UTC, made once.
private let utcCalendar: Calendar = {
  var calendar = Calendar(identifier: .gregorian)
  guard let zone = TimeZone(identifier: "UTC") else { fatalError("no UTC zone") }
  calendar.timeZone = zone
  return calendar
}()
