internal import Foundation
internal import JamaalModel

/// SPEC §7's limits on a row, one set for every writer: a title of at most 200 characters
/// without control characters, at most 48 slots in a rule, at most 500 exception ranges, a
/// rule's config of at most 64 KB. A row over a limit that an older version wrote is kept and
/// shown; import names it, sync sets it aside.
///
/// It runs for every row of an import and every synced record, so it stays cheap: a title's
/// characters are counted only when its bytes could be too many, and a config is parsed only
/// when it could list too many items (``Model/LimitCheck``, which this device's own edits use
/// too).
enum RowLimits {
  /// What about a row (its values in the table's column order) is over a limit, one finding per
  /// limit, each naming the column; empty when the row is within every limit.
  static func problems(_ values: [SQLValue], of table: ExportTable) -> [LimitProblem] {
    switch table.name {
    case "rules":
      return titleProblems(values, table) + configProblems(values, table)
    case "anchors", "focus_sessions":
      return titleProblems(values, table)
    default:
      return []
    }
  }

  /// The title's findings (a focus session's title may be null: then none).
  private static func titleProblems(_ values: [SQLValue], _ table: ExportTable) -> [LimitProblem] {
    let excesses: [LimitExcess]
    switch value("title", of: values, in: table) {
    case .text(let title): excesses = LimitCheck.title(title)
    case .blob(let bytes): excesses = LimitCheck.title(String(decoding: bytes, as: UTF8.self))
    default: return []
    }
    return excesses.map { LimitProblem(column: "title", message: words($0)) }
  }

  /// The config's findings: its size, its slots, its exception ranges.
  private static func configProblems(_ values: [SQLValue], _ table: ExportTable)
    -> [LimitProblem]
  {
    let excesses: [LimitExcess]
    switch value("config_data", of: values, in: table) {
    case .blob(let data): excesses = LimitCheck.config(data)
    case .text(let text):
      let bytes = text.utf8.count
      excesses =
        bytes > Limits.configBytes ? [.configBytes(bytes)] : LimitCheck.config(Data(text.utf8))
    default: return []
    }
    return excesses.map { LimitProblem(column: "config_data", message: words($0)) }
  }

  /// The value of `column`, nil when the table has no such column or the row is short.
  private static func value(_ column: String, of values: [SQLValue], in table: ExportTable)
    -> SQLValue?
  {
    guard let position = table.positions[column], position < values.count else { return nil }
    return values[position]
  }

  /// "the title is 250 characters; the most is 200".
  private static func words(_ excess: LimitExcess) -> String {
    switch excess {
    case .titleCharacters(let count):
      "the title is \(count) characters; the most is \(Limits.titleCharacters)"
    case .titleBytes(let bytes):
      "the title is \(bytes) bytes; the most is \(Limits.titleCharacters) characters"
    case .controlCharacter(let scalar):
      "the title holds a control character (\(LimitExcess.escaped(scalar))); a title holds none"
    case .configBytes(let bytes):
      "the config is \(bytes) bytes; the most is \(Limits.configBytes) (64 KB)"
    case .slots(let count):
      "the config lists \(count) slots; the most is \(Limits.slots)"
    case .exceptionRanges(let count):
      "the config keeps \(count) exception ranges; the most is \(Limits.exceptionRanges)"
    }
  }
}

/// One limit a row is over: the column and what is wrong, in words.
struct LimitProblem: Hashable, Sendable {
  /// The column at fault (`title`, `config_data`).
  let column: String
  /// What is wrong: "the title is 250 characters; the most is 200".
  let message: String
}
