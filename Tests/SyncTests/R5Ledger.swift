import Foundation
import JamaalJSON
import JamaalModel

/// What the people of an R5 schedule did, and what was crafted against them: what the end is
/// checked against.
struct R5Ledger {
  /// A person's decision on an Anchor (a late correction included).
  struct Decision {
    let status: String
    let resolvedAt: Date
    let device: String

    /// D-16's order between two people's decisions: the later `resolvedAt`, then the word.
    func isBefore(_ other: Decision) -> Bool {
      let (mine, theirs) = (
        resolvedAt.timeIntervalSinceReferenceDate, other.resolvedAt.timeIntervalSinceReferenceDate
      )
      return mine != theirs ? mine < theirs : status < other.status
    }
  }

  /// The rule fields R5 edits, each a value of the config's first slot or a column.
  enum RuleField: String, CaseIterable {
    case title
    case start
    case window
    case paused
  }

  /// Every decision, by the Anchor's natural key (a one-off's id).
  var decisions: [String: [Decision]] = [:]
  /// Every value an edit wrote, by rule and field.
  var ruleWrites: [UUID: [RuleField: [JSONValue]]] = [:]
  /// Every rule's fields as created.
  var ruleOrigins: [UUID: [RuleField: JSONValue]] = [:]
  /// Every exception added, by rule.
  var exceptions: [UUID: [ExceptionRange]] = [:]
  /// Every crafted record put in the cloud.
  var hostile: [HostileRecord] = []
  /// What went wrong while the schedule ran (a round that threw).
  var problems: [String] = []

  /// The natural key R5 checks decisions by: rule, date and slot, or a one-off's id.
  static func key(_ anchor: Anchor) -> String {
    guard let rule = anchor.rule else { return "one-off \(anchor.id.canonicalText)" }
    return "\(rule.canonicalText) \(anchor.occurrenceDate) \(anchor.slotKey)"
  }

  /// Notes a decision the facade wrote.
  mutating func decided(_ anchor: Anchor, on device: String) {
    guard let resolvedAt = anchor.resolvedAt else { return }
    decisions[Self.key(anchor), default: []].append(
      Decision(status: anchor.attendanceStatus.rawValue, resolvedAt: resolvedAt, device: device))
  }

  /// Notes a value an edit wrote.
  mutating func wrote(_ value: JSONValue, _ field: RuleField, rule: UUID) {
    ruleWrites[rule, default: [:]][field, default: []].append(value)
  }

  /// The decision that must be on every device for a key: the latest.
  func expected(_ key: String) -> Decision? {
    decisions[key]?.max { $0.isBefore($1) }
  }

  /// The R5 fields of a rule, from its row.
  static func fields(of rule: AnchorRule) -> [RuleField: JSONValue] {
    let config = (try? JSONValue(parsing: rule.configData))?.object ?? [:]
    let slot = config["slots"]?.array?.first?.object ?? [:]
    return [
      .title: .string(rule.title), .start: slot["start"] ?? .null,
      .window: slot["windowMinutes"] ?? .null, .paused: .bool(rule.isPaused),
    ]
  }
}
