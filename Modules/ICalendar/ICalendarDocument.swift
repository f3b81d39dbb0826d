import Foundation

/// An iCalendar document (RFC 5545) as text: `CRLF` line ends, lines folded at 75 octets
/// (never inside a UTF-8 sequence), text values escaped, times in UTC.
///
/// ```swift
/// let text = ICalendarDocument(productID: "-//Jamaal//JamaalCore//EN", events: events).text
/// ```
public struct ICalendarDocument: Sendable {
  /// `PRODID`.
  public var productID: String
  /// The events, in order.
  public var events: [ICalendarEvent]

  /// Makes a document.
  public init(productID: String, events: [ICalendarEvent]) {
    self.productID = productID
    self.events = events
  }

  /// The document's text.
  public var text: String {
    var lines = ICalendarLines()
    lines.add("BEGIN", "VCALENDAR")
    lines.add("VERSION", "2.0")
    lines.add("PRODID", ICalendarText.escaped(productID))
    lines.add("CALSCALE", "GREGORIAN")
    for event in events { write(event, to: &lines) }
    lines.add("END", "VCALENDAR")
    return lines.text
  }

  private func write(_ event: ICalendarEvent, to lines: inout ICalendarLines) {
    lines.add("BEGIN", "VEVENT")
    lines.add("UID", ICalendarText.escaped(event.uid))
    lines.add("DTSTAMP", ICalendarText.utc(event.lastModified))
    lines.add("LAST-MODIFIED", ICalendarText.utc(event.lastModified))
    if let days = event.days {
      lines.add("DTSTART;VALUE=DATE", days.first)
      lines.add("DTEND;VALUE=DATE", days.endExclusive)
    } else {
      lines.add("DTSTART", ICalendarText.utc(event.start))
      lines.add("DTEND", ICalendarText.utc(max(event.end, event.start)))
    }
    lines.add("SUMMARY", ICalendarText.escaped(event.summary))
    if let status = event.status { lines.add("STATUS", status.rawValue) }
    if !event.categories.isEmpty {
      lines.add("CATEGORIES", event.categories.map(ICalendarText.escaped).joined(separator: ","))
    }
    for property in event.extensions where ICalendarText.isExtensionName(property.name) {
      lines.add(property.name.uppercased(), ICalendarText.escaped(property.value))
    }
    for alarm in event.alarms {
      lines.add("BEGIN", "VALARM")
      lines.add("ACTION", "DISPLAY")
      switch alarm.trigger {
      case .beforeStart(let minutes):
        lines.add("TRIGGER;RELATED=START", ICalendarText.before(minutes: minutes))
      case .beforeEnd(let minutes):
        lines.add("TRIGGER;RELATED=END", ICalendarText.before(minutes: minutes))
      }
      lines.add("DESCRIPTION", ICalendarText.escaped(alarm.description))
      lines.add("END", "VALARM")
    }
    lines.add("END", "VEVENT")
  }
}
