import Foundation
import JamaalModel
import JamaalTestSupport
import Testing

@testable import JamaalStorage

/// SPEC §7's limits on rows as SQLite holds them (what import reports and sync sets aside),
/// each at its boundary, naming the column and the limit.
@Suite struct RowLimitsTests {
  /// A row of `table` with `values` by column, the other columns filled as a store holds them.
  func row(_ table: String, _ values: [String: SQLValue]) throws -> (ExportTable, [SQLValue]) {
    let table = try #require(ExportFormat.table(table))
    return (table, table.columns.map { values[$0.name] ?? .integer(0) })
  }

  func problems(_ table: String, _ values: [String: SQLValue]) throws -> [String] {
    let (table, row) = try row(table, values)
    return RowLimits.problems(row, of: table).map { "\($0.column): \($0.message)" }
  }

  func rule(title: String = "School run", config: Data) throws -> [String] {
    try problems("rules", ["title": .text(title), "config_data": .blob(config)])
  }

  @Test func aTitleOf200CharactersPassesAnd201IsNamed() throws {
    let config = LimitConfigs.data(LimitConfigs.scheduled())
    for table in ["anchors", "focus_sessions"] {
      #expect(try problems(table, ["title": .text(String(repeating: "a", count: 200))]).isEmpty)
      #expect(
        try problems(table, ["title": .text(String(repeating: "a", count: 201))]) == [
          "title: the title is 201 characters; the most is 200"
        ])
    }
    #expect(try rule(title: String(repeating: "a", count: 200), config: config).isEmpty)
    #expect(
      try rule(title: String(repeating: "a", count: 250), config: config) == [
        "title: the title is 250 characters; the most is 200"
      ])
    #expect(
      try problems("anchors", ["title": .text(String(repeating: "y", count: 10 << 20))]) == [
        "title: the title is 10485760 bytes; the most is 200 characters"
      ])
  }

  @Test func aControlCharacterInATitleIsNamed() throws {
    #expect(
      try problems("anchors", ["title": .text("School\u{1B}[2Jrun")]) == [
        #"title: the title holds a control character (\x1B); a title holds none"#
      ])
    #expect(try problems("anchors", ["title": .text("Zero\u{200B}width ¿Qué?")]).isEmpty)
  }

  @Test func aFocusSessionWithoutATitleIsWithinTheLimits() throws {
    #expect(try problems("focus_sessions", ["title": .null]).isEmpty)
  }

  @Test func slotsExceptionRangesAndTheConfigsSizeAreNamed() throws {
    #expect(try rule(config: LimitConfigs.data(LimitConfigs.scheduled(slots: 48))).isEmpty)
    #expect(
      try rule(config: LimitConfigs.data(LimitConfigs.scheduled(slots: 49))) == [
        "config_data: the config lists 49 slots; the most is 48"
      ])
    #expect(try rule(config: LimitConfigs.data(LimitConfigs.scheduled(exceptions: 500))).isEmpty)
    #expect(
      try rule(config: LimitConfigs.data(LimitConfigs.scheduled(exceptions: 501))) == [
        "config_data: the config keeps 501 exception ranges; the most is 500"
      ])
    #expect(try rule(config: LimitConfigs.sized(64 * 1024)).isEmpty)
    #expect(
      try rule(config: LimitConfigs.sized(64 * 1024 + 1)) == [
        "config_data: the config is 65537 bytes; the most is 65536 (64 KB)"
      ])
  }

  /// A config stored as text (an older version's) is held to the same limits.
  @Test func aConfigStoredAsTextIsCheckedToo() throws {
    let over = LimitConfigs.scheduled(slots: 49)
    #expect(
      try problems("rules", ["title": .text("Run"), "config_data": .text(over)]) == [
        "config_data: the config lists 49 slots; the most is 48"
      ])
  }

  @Test func everyExcessOfARowIsNamedOnce() throws {
    let config = LimitConfigs.data(LimitConfigs.scheduled(slots: 49, exceptions: 501))
    #expect(
      try rule(title: String(repeating: "t", count: 201) + "\u{07}", config: config) == [
        "title: the title is 202 characters; the most is 200",
        #"title: the title holds a control character (\x07); a title holds none"#,
        "config_data: the config lists 49 slots; the most is 48",
        "config_data: the config keeps 501 exception ranges; the most is 500",
      ])
  }

  /// Tables without titles or configs have no limits; a short row is read as far as it goes.
  @Test func otherTablesAndShortRowsHaveNoProblems() throws {
    #expect(try problems("day_plans", ["state": .text(String(repeating: "x", count: 500))]).isEmpty)
    let anchors = try #require(ExportFormat.table("anchors"))
    #expect(RowLimits.problems([.text("id")], of: anchors).isEmpty)
  }
}
