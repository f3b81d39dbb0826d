internal import JSON
internal import Model

/// SPEC §7's limits on a row, one set for every writer: a title of at most 200 characters
/// without control characters, at most 48 slots in a rule, at most 500 exception ranges, a
/// rule's config of at most 64 KB. A row over a limit that an older version wrote is kept and
/// shown; import names it, sync sets it aside.
enum RowLimits {
  /// What about a row (its values in the table's column order) is over a limit, one finding per
  /// limit, each naming the column; empty when the row is within every limit.
  static func problems(_ values: [SQLValue], of table: ExportTable) -> [LimitProblem] { [] }
}

/// One limit a row is over: the column and what is wrong, in words.
struct LimitProblem: Hashable, Sendable {
  /// The column at fault (`title`, `config_data`).
  let column: String
  /// What is wrong: "the title is 250 characters; the most is 200".
  let message: String
}
