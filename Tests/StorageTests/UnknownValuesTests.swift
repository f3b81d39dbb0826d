import Foundation
import JamaalModel
import JamaalTestSupport
import Testing

@testable import JamaalStorage

/// R6: values and config keys from a newer version survive open, edits of other fields, export
/// and import, byte-identical.
@Suite struct UnknownValuesTests {
  static let config = Data(
    #"{"version":1,"exceptions":[{"start":"2026-12-01","reason":"pilgrimage"}],"futureKey":{"x":[1,2.50,"é"]}}"#
      .utf8)

  /// The raw stored text of the unknown fields, straight from SQLite.
  static func raw(_ store: Store) throws -> [String] {
    try store.read {
      try $0.texts(
        """
        SELECT source_key || '|' || placement || '|' || hex(config_data) FROM rules
        UNION ALL SELECT attendance_status || '|' || placement FROM anchors
        UNION ALL SELECT state FROM day_plans
        """)
    }
  }

  @Test func unknownValuesSurviveEverything() throws {
    let url = StorageFixtures.storeURL("unknown")
    var rule = StorageFixtures.rule(sourceKey: "medication")
    rule.configData = Self.config
    rule.placement = Placement(rawValue: "floating")
    var anchor = StorageFixtures.anchor(
      rule: rule.id, date: "2026-11-29", start: "2026-11-29T08:00:00Z",
      status: AttendanceStatus(rawValue: "postponed"))
    anchor.placement = Placement(rawValue: "floating")
    let plan = DayPlan(
      date: Fixtures.date("2026-11-30"), state: DayPlanState(rawValue: "partlyPlanned"),
      createdAt: StorageFixtures.now)
    let expected = [
      "medication|floating|" + Self.config.map { String(format: "%02X", $0) }.joined(),
      "postponed|floating", "partlyPlanned",
    ]
    do {
      let store = try StorageFixtures.open(url)
      try store.insertRule(rule)
      try store.insertAnchors([anchor])
      try store.saveDayPlan(plan)
    }
    // Reopen, read, edit other fields.
    let store = try StorageFixtures.open(url)
    var readRule = try #require(try store.rule(id: rule.id))
    #expect(readRule.configData == Self.config)
    #expect(readRule.sourceKey.rawValue == "medication")
    readRule.title = "Vitamins"
    try store.updateRule(readRule)
    var readAnchor = try #require(try store.anchor(id: anchor.id))
    #expect(readAnchor.attendanceStatus == .unknown("postponed"))
    readAnchor.remindBeforeStartMinutes = 0
    try store.updateAnchor(readAnchor)
    // Neither a generation run nor finalising touches an unknown status.
    try store.insertAnchors([
      StorageFixtures.anchor(
        rule: rule.id, date: "2026-11-29", start: "2026-11-29T08:00:00Z",
        createdAt: StorageFixtures.now.addingTimeInterval(60))
    ])
    #expect(
      try store.pendingAnchors(closedBy: StorageFixtures.now.addingTimeInterval(86_400)).isEmpty)
    #expect(try store.deletePendingAnchors(ids: [anchor.id]) == 0)
    #expect(try Self.raw(store) == expected)
    // Export and import into a fresh store.
    let exported = try store.export()
    let copy = try StorageFixtures.open(StorageFixtures.storeURL("unknown-copy"))
    try copy.import(exported)
    #expect(try Self.raw(copy) == expected)
    #expect(try copy.export() == exported)
    #expect(try copy.rule(id: rule.id)?.title == "Vitamins")
  }
}
