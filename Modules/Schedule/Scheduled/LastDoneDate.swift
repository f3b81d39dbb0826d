public import Foundation
import JamaalJSON
public import JamaalModel

/// The last-done date of an after-last-done rule (G-33): what the form asks ("When did you last
/// do this?", Today or Due now) and what rule detail shows.
public enum LastDoneDate {
  /// Whether saving `config` would assume "last done today": an after-last-done recurrence with
  /// no last-done (start) date, and none given among the `--set` keys.
  /// - Parameters:
  ///   - config: a draft's config, before its `--set` edits.
  ///   - setKeys: the keys the edits set.
  /// - Returns: whether today would be assumed.
  public static func isAssumed(in config: Data, setKeys: Set<String>) -> Bool {
    guard setKeys.isDisjoint(with: ["lastDone", "startDate"]),
      let recurrence = (try? JSONValue(parsing: config))?.object?["recurrence"]?.object,
      recurrence["kind"]?.string == "afterLast"
    else { return false }
    return recurrence["startDate"] == nil
  }

  /// When an after-last-done rule was last done: the latest attended or delegated Anchor's
  /// decision day, else the config's last-done date; `nil` for any other rule.
  /// - Parameters:
  ///   - config: the rule's config.
  ///   - stored: the rule's stored Anchors.
  ///   - logicalDay: the device's logical day.
  /// - Returns: the date.
  public static func of(config: Data, stored: [Anchor], logicalDay: LogicalDay) -> LogicalDate? {
    guard let read = try? ScheduledConfig.read(config),
      case .afterLast(_, _, let startDate) = read.recurrence
    else { return nil }
    let done = stored.filter {
      $0.attendanceStatus == .attended || $0.attendanceStatus == .delegated
    }
    .compactMap(\.resolvedAt).max()
    return done.map { max(logicalDay.logicalDate(of: $0), startDate) } ?? startDate
  }
}
