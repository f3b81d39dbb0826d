public import Foundation

/// One `VEVENT` of an iCalendar document (RFC 5545): a window with a stable identity, the words
/// it shows, and the alarms a calendar app should ring for it.
public struct ICalendarEvent: Hashable, Sendable {
  /// `UID`: the same for the same event in every export, so a calendar updates it in place.
  public var uid: String
  /// `DTSTART`, written in UTC.
  public var start: Date
  /// `DTEND`, written in UTC.
  public var end: Date
  /// For an all-day or multi-day event, its days: then `DTSTART;VALUE=DATE` and
  /// `DTEND;VALUE=DATE` are written instead of `start` and `end`.
  public var days: ICalendarDays?
  /// `DTSTAMP` and `LAST-MODIFIED`: when the event last changed (not when it was exported), so
  /// exporting again unchanged writes the same text.
  public var lastModified: Date
  /// `SUMMARY`.
  public var summary: String
  /// `STATUS`, when set.
  public var status: Status?
  /// `CATEGORIES`, in order.
  public var categories: [String]
  /// Extension properties, each name starting `X-` (others are dropped), in order.
  public var extensions: [ICalendarProperty]
  /// The `VALARM`s, in order.
  public var alarms: [ICalendarAlarm]

  /// An event's `STATUS`.
  public enum Status: String, Hashable, Sendable {
    /// `TENTATIVE`.
    case tentative = "TENTATIVE"
    /// `CONFIRMED`.
    case confirmed = "CONFIRMED"
    /// `CANCELLED`.
    case cancelled = "CANCELLED"
  }

  /// Makes an event.
  public init(
    uid: String, start: Date, end: Date, lastModified: Date, summary: String,
    status: Status? = nil, categories: [String] = [],
    extensions: [ICalendarProperty] = [], alarms: [ICalendarAlarm] = []
  ) {
    self.uid = uid
    self.start = start
    self.end = end
    self.lastModified = lastModified
    self.summary = summary
    self.status = status
    self.categories = categories
    self.extensions = extensions
    self.alarms = alarms
  }
}

/// The days of an all-day event (RFC 5545 `VALUE=DATE`): the first, and the day after the last
/// (`DTEND` is exclusive).
public struct ICalendarDays: Hashable, Sendable {
  /// The first day, `YYYYMMDD`.
  public let first: String
  /// The day after the last, `YYYYMMDD`.
  public let endExclusive: String

  /// The days from `first` up to (not including) `endExclusive`, each `YYYY-MM-DD` or
  /// `YYYYMMDD`; `nil` unless both are eight digits once dashes are dropped and in order.
  public init?(first: String, endExclusive: String) {
    let a = first.filter { $0 != "-" }
    let b = endExclusive.filter { $0 != "-" }
    guard a.count == 8, b.count == 8, a.allSatisfy(\.isASCIIDigitLike),
      b.allSatisfy(\.isASCIIDigitLike),
      a < b
    else { return nil }
    self.first = a
    self.endExclusive = b
  }
}

extension Character {
  /// `0`…`9`.
  fileprivate var isASCIIDigitLike: Bool { ("0"..."9").contains(self) }
}

/// An extension property, `X-NAME:value`.
public struct ICalendarProperty: Hashable, Sendable {
  /// The name, starting `X-`.
  public var name: String
  /// The value, as text.
  public var value: String

  /// Makes a property.
  public init(name: String, value: String) {
    self.name = name
    self.value = value
  }
}

/// One `VALARM` (`ACTION:DISPLAY`): a reminder relative to the event's start or end.
public struct ICalendarAlarm: Hashable, Sendable {
  /// When it rings.
  public enum Trigger: Hashable, Sendable {
    /// `minutes` before the start (0: at the start).
    case beforeStart(minutes: Int)
    /// `minutes` before the end.
    case beforeEnd(minutes: Int)
  }

  /// When it rings.
  public var trigger: Trigger
  /// `DESCRIPTION`: what it shows.
  public var description: String

  /// Makes an alarm.
  public init(trigger: Trigger, description: String) {
    self.trigger = trigger
    self.description = description
  }
}
