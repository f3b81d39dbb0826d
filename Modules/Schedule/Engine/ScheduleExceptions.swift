public import Foundation
import JamaalJSON
public import JamaalModel

/// Adding exceptions to a scheduled rule (AN-06) as a pure config change plus what to delete.
public enum ScheduleExceptions {
  /// Reads an exception from command-line text.
  /// - Parameters:
  ///   - from: the first date, `YYYY-MM-DD`.
  ///   - to: the last date, `YYYY-MM-DD`, or `nil` for an open end.
  ///   - reason: `termBreak`, `holiday`, `travel`, `illness` or `other`.
  /// - Returns: the range.
  /// - Throws: ``/JamaalModel/FieldError`` naming `from`, `to` or `reason`.
  public static func range(
    from: String, to: String?, reason: String
  ) throws(FieldError) -> ExceptionRange {
    guard let start = LogicalDate(from) else {
      throw FieldError(field: "from", message: "'\(from)' is not a date (YYYY-MM-DD)")
    }
    var end: LogicalDate?
    if let to {
      guard let date = LogicalDate(to) else {
        throw FieldError(field: "to", message: "'\(to)' is not a date (YYYY-MM-DD)")
      }
      end = date
    }
    // A reason is typed in any case ("Holiday", "TERMBREAK"), stored as its known name.
    let typed = reason.trimmingCharacters(in: .whitespaces).lowercased()
    let known =
      ExceptionReason.knownCases.first { $0.rawValue.lowercased() == typed }
      ?? ExceptionReason(rawValue: reason)
    guard known.isKnown else {
      let names = ExceptionReason.knownCases.map(\.rawValue).joined(separator: ", ")
      throw FieldError(field: "reason", message: "'\(reason)' is not one of \(names)")
    }
    if let end, end < start {
      throw FieldError(field: "to", message: "\(end) is before the start \(start)")
    }
    // The checks above are the ones `ExceptionRange.init` makes.
    guard let range = try? ExceptionRange(start: start, end: end, reason: known) else {
      throw FieldError(field: "to", message: "is before the start \(start)")
    }
    return range
  }

  /// Adds `range` to a rule's config, merged with the others, and lists the pending Anchors it
  /// removes (occurrence inside); attended, missed, skipped and delegated ones stay.
  ///
  /// Any source whose config keeps its exceptions under `exceptions` (the scheduled and the
  /// prayer sources) is served. The config is patched as a JSON object, so unknown keys survive
  /// (the exceptions list itself is rewritten merged).
  /// - Parameters:
  ///   - range: the new exception.
  ///   - rule: the rule (its config a JSON object).
  ///   - stored: the stored Anchors (at least this rule's).
  ///   - now: the current instant (the rule's `modifiedAt`).
  /// - Returns: the rule to save and the ids of Anchors to delete.
  /// - Throws: ``/JamaalModel/FieldError`` when the config cannot be read.
  public static func add(
    _ range: ExceptionRange, to rule: AnchorRule, stored: [Anchor], now: Date
  ) throws(FieldError) -> (rule: AnchorRule, deletions: [UUID]) {
    let existing: [ExceptionRange]
    do {
      existing = try ExceptionRange.list(in: rule.configData)
    } catch {
      throw FieldError(field: "exceptions", message: "could not be read")
    }
    // Each range is kept as entered, with its reason; generation and the detail merge them.
    let kept = (existing + [range]).sorted { $0.start < $1.start }
    var written: [ExceptionRange] = []
    for range in kept where !written.contains(range) { written.append(range) }
    let merged = written.merged()
    var edited = rule
    edited.configData = try ConfigJSON.patch(rule.configData) { object in
      object["exceptions"] = .array(written.map(\.jsonValue))
    }
    edited.modifiedAt = now
    let deletions = stored.filter { anchor in
      anchor.rule == rule.id && anchor.attendanceStatus == .pending
        && merged.excludes(anchor.occurrenceDate)
    }.map(\.id)
    return (edited, deletions)
  }
}
