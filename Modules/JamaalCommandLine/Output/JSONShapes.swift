package import Foundation
import JamaalJSON
import JamaalModel
import JamaalPresentation
import JamaalSchedule

/// ISO 8601 in UTC ("2026-11-29T06:05:00Z"), as CLI.md's JSON uses; whole seconds (rounded
/// down), with integer maths rather than a formatter per call.
package func isoUTC(_ date: Date) -> String {
  let seconds = Int(date.timeIntervalSince1970.rounded(.down))
  let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
  let clock = seconds - days * 86_400
  func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
  return "\(LogicalDate(daysSinceEpoch: days))T\(two(clock / 3600)):\(two(clock / 60 % 60)):"
    + "\(two(clock % 60))Z"
}

/// An Anchor as `--json` prints the row written.
struct AnchorJSON: Encodable {
  let id: String
  let rule: String?
  let title: String
  let occurrenceDate: String
  let slotKey: String
  let windowStart: String
  let windowEnd: String
  let effortMinutes: Int
  let placement: String
  let status: String
  let resolvedAt: String?
  let remindBeforeStartMinutes: Int?
  let remindBeforeEndMinutes: Int?

  init(_ anchor: Anchor) {
    id = anchor.id.lowercasedText
    rule = anchor.rule?.lowercasedText
    title = anchor.title
    occurrenceDate = anchor.occurrenceDate.description
    slotKey = anchor.slotKey
    windowStart = isoUTC(anchor.windowStart)
    windowEnd = isoUTC(anchor.windowEnd)
    effortMinutes = anchor.effortMinutes
    placement = anchor.placement.rawValue
    status = anchor.attendanceStatus.rawValue
    resolvedAt = anchor.resolvedAt.map(isoUTC)
    remindBeforeStartMinutes = anchor.remindBeforeStartMinutes
    remindBeforeEndMinutes = anchor.remindBeforeEndMinutes
  }

  /// A window the rule cannot have on a shown day, and why (`rules show --json`).
  struct MissingJSON: Encodable {
    let date: String
    let title: String
    let kind: String
    let reason: String
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Keys.self)
    try container.encode(id, forKey: .id)
    try container.encode(rule, forKey: .rule)  // null for a one-off
    try container.encode(title, forKey: .title)
    try container.encode(occurrenceDate, forKey: .occurrenceDate)
    try container.encode(slotKey, forKey: .slotKey)
    try container.encode(windowStart, forKey: .windowStart)
    try container.encode(windowEnd, forKey: .windowEnd)
    try container.encode(effortMinutes, forKey: .effortMinutes)
    try container.encode(placement, forKey: .placement)
    try container.encode(status, forKey: .status)
    try container.encode(resolvedAt, forKey: .resolvedAt)
    try container.encode(remindBeforeStartMinutes, forKey: .remindBeforeStartMinutes)
    try container.encode(remindBeforeEndMinutes, forKey: .remindBeforeEndMinutes)
  }

  private enum Keys: String, CodingKey {
    case id, rule, title, occurrenceDate, slotKey, windowStart, windowEnd, effortMinutes
    case placement, status, resolvedAt, remindBeforeStartMinutes, remindBeforeEndMinutes
  }
}

/// A rule as `--json` prints it.
struct RuleJSON: Encodable {
  let id: String
  let title: String
  let sourceKey: String
  let summary: String
  let state: String
  let effortMinutes: Int
  let placement: String
  let config: JSONText
  let next: NextJSON?
  var upcoming: [AnchorJSON]?
  var exceptions: [ExceptionJSON]?
  var missing: [MissingJSON]?
  /// `rules show --json` of an after-last-done rule: when it was last done (G-33).
  var lastDone: String?

  /// The `next` object of `rules list --json`.
  struct NextJSON: Encodable {
    let windowStart: String
    let windowEnd: String
    let title: String
  }

  /// One exception of `rules show --json`.
  struct ExceptionJSON: Encodable {
    let start: String
    let end: String?
    let reason: String
  }

  /// A window the rule cannot have on a shown day, and why (`rules show --json`).
  struct MissingJSON: Encodable {
    let date: String
    let title: String
    let kind: String
    let reason: String
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Keys.self)
    try container.encode(id, forKey: .id)
    try container.encode(title, forKey: .title)
    try container.encode(sourceKey, forKey: .sourceKey)
    try container.encode(summary, forKey: .summary)
    try container.encode(state, forKey: .state)
    try container.encode(effortMinutes, forKey: .effortMinutes)
    try container.encode(placement, forKey: .placement)
    try container.encode(config, forKey: .config)
    try container.encode(next, forKey: .next)
    try container.encodeIfPresent(upcoming, forKey: .upcoming)
    try container.encodeIfPresent(exceptions, forKey: .exceptions)
    if missing?.isEmpty == false { try container.encodeIfPresent(missing, forKey: .missing) }
    try container.encodeIfPresent(lastDone, forKey: .lastDone)
  }

  private enum Keys: String, CodingKey {
    case id, title, sourceKey, summary, state, effortMinutes, placement, config, next, upcoming
    case exceptions, missing, lastDone
  }
}

/// Raw JSON text embedded as a value (a rule's config, unknown keys included); invalid JSON is
/// embedded as a string.
struct JSONText: Encodable {
  let data: Data

  func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    if let value = try? ConfigDecoder().decode(JSONValue.self, from: data) {
      try container.encode(value)
    } else {
      try container.encode(String(decoding: data, as: UTF8.self))
    }
  }
}
