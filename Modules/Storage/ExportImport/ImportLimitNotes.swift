/// The rows an import kept although they are over one of SPEC §7's limits (an older version, or
/// another app, wrote them): each named by table, row, id and column with the limit it is over.
/// They are written as they are — nothing a user wrote is dropped — shown cut in text, and can
/// be edited within the limits; only the first ``namedAtMost`` are named, the rest counted.
public struct ImportLimitNotes: Hashable, Sendable {
  /// The most rows named; past it they are only counted.
  public static let namedAtMost = 20
  /// "table 'rules', row 1 (id 5F0C…), column 'title': the title is 300 characters; the most
  /// is 200", in file order.
  public private(set) var named: [String] = []
  /// How many more findings there are past ``namedAtMost``.
  public private(set) var more = 0

  /// No findings.
  public init() {}

  /// Whether no row is over a limit.
  public var isEmpty: Bool { named.isEmpty }

  /// Notes what about one row is over a limit, if anything.
  mutating func check(_ values: [SQLValue], of table: ExportTable, place: RowPlace) {
    for problem in RowLimits.problems(values, of: table) {
      if named.count < Self.namedAtMost {
        named.append(place.refusal(problem.column, problem.message).message)
      } else {
        more += 1
      }
    }
  }
}
