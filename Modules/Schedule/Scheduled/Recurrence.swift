public import JamaalModel

/// How often a scheduled rule yields Anchors (SPEC §4.1).
///
/// In config it is an object with a `kind`:
/// `{"kind": "weekdays", "days": ["mon", "fri"]}`,
/// `{"kind": "everyNDays", "n": 3, "startDate": "2026-11-29"}`,
/// `{"kind": "everyNWeeks", "n": 2, "days": ["tue"], "startDate": "2026-11-29"}`,
/// `{"kind": "afterLast", "minDays": 3, "maxDays": 4, "startDate": "2026-11-23"}`.
public enum Recurrence: Hashable, Sendable {
  /// On the given weekdays every week.
  case weekdays(days: Set<Weekday>)
  /// On `startDate`, `startDate + n`, …
  case everyNDays(n: Int, startDate: LogicalDate)
  /// On the given weekdays of every `n`th week, weeks counted from `startDate`'s week.
  case everyNWeeks(n: Int, days: Set<Weekday>, startDate: LogicalDate)
  /// One window from `minDays` to `maxDays` after the day it was last done (G-33).
  case afterLast(minDays: Int, maxDays: Int, startDate: LogicalDate)

  /// The config `kind` text of each case.
  public static let kinds = ["weekdays", "everyNDays", "everyNWeeks", "afterLast"]

  /// The start date, for the kinds that have one.
  public var startDate: LogicalDate? {
    switch self {
    case .weekdays: nil
    case .everyNDays(_, let start), .everyNWeeks(_, _, let start), .afterLast(_, _, let start):
      start
    }
  }
}

extension Recurrence: Codable {
  /// Decodes a recurrence object by its `kind`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let kind = try container.decode(String.self, forKey: .kind)
    switch kind {
    case "weekdays":
      self = .weekdays(days: Set(try container.decode([Weekday].self, forKey: .days)))
    case "everyNDays":
      self = .everyNDays(
        n: try container.decode(Int.self, forKey: .n),
        startDate: try container.decode(LogicalDate.self, forKey: .startDate))
    case "everyNWeeks":
      self = .everyNWeeks(
        n: try container.decode(Int.self, forKey: .n),
        days: Set(try container.decode([Weekday].self, forKey: .days)),
        startDate: try container.decode(LogicalDate.self, forKey: .startDate))
    case "afterLast":
      self = .afterLast(
        minDays: try container.decode(Int.self, forKey: .minDays),
        maxDays: try container.decode(Int.self, forKey: .maxDays),
        startDate: try container.decode(LogicalDate.self, forKey: .startDate))
    default:
      throw DecodingError.dataCorruptedError(
        forKey: .kind, in: container,
        debugDescription: "'\(kind)' is not a recurrence (\(Self.kinds.joined(separator: ", ")))")
    }
  }

  /// Encodes the recurrence object with its `kind`; weekdays are written Monday first.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    switch self {
    case .weekdays(let days):
      try container.encode("weekdays", forKey: .kind)
      try container.encode(days.sorted(), forKey: .days)
    case .everyNDays(let n, let startDate):
      try container.encode("everyNDays", forKey: .kind)
      try container.encode(n, forKey: .n)
      try container.encode(startDate, forKey: .startDate)
    case .everyNWeeks(let n, let days, let startDate):
      try container.encode("everyNWeeks", forKey: .kind)
      try container.encode(n, forKey: .n)
      try container.encode(days.sorted(), forKey: .days)
      try container.encode(startDate, forKey: .startDate)
    case .afterLast(let minDays, let maxDays, let startDate):
      try container.encode("afterLast", forKey: .kind)
      try container.encode(minDays, forKey: .minDays)
      try container.encode(maxDays, forKey: .maxDays)
      try container.encode(startDate, forKey: .startDate)
    }
  }

  enum CodingKeys: String, CodingKey {
    case kind, days, n, startDate, minDays, maxDays
  }
}

extension Recurrence {
  /// Whether a calendar recurrence (not `afterLast`) yields Anchors on `date`.
  /// - Parameters:
  ///   - date: the logical date.
  ///   - weekStart: the first day of the week, for counting every-N-weeks.
  /// - Returns: `false` for `afterLast`, whose single window is projected from history instead.
  public func occurs(on date: LogicalDate, weekStart: Weekday) -> Bool {
    switch self {
    case .weekdays(let days):
      return days.contains(date.weekday)
    case .everyNDays(let n, let startDate):
      guard date >= startDate, n >= 1 else { return false }
      return startDate.days(to: date) % n == 0
    case .everyNWeeks(let n, let days, let startDate):
      guard date >= startDate, n >= 1, days.contains(date.weekday) else { return false }
      let weeks =
        startDate.startOfWeek(weekStart: weekStart).days(to: date.startOfWeek(weekStart: weekStart))
        / 7
      return weeks % n == 0
    case .afterLast:
      return false
    }
  }
}
