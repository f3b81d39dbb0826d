import Foundation
import JamaalModel
import JamaalTestSupport
import Testing

@testable import JamaalStorage

@Suite struct ExportImportTests {
  static func filledStore() throws -> Store {
    let store = try StorageFixtures.open(StorageFixtures.storeURL("export"))
    try StorageFixtures.fill(store)
    var rule = StorageFixtures.rule("Fractional")
    rule.createdAt = Date(timeIntervalSinceReferenceDate: 815_000_000.123_456_789)
    rule.configData = Data([0xFF, 0x00, 0x7B])  // not even UTF-8: kept as bytes
    try store.insertRule(rule)
    var future = StorageFixtures.rule(
      "Vitamins", sourceKey: "medication",
      config: #"{"version":1,"futureKey":{"x":[1,2.50,"é"]},"slots":[{"id":"am"}]}"#)
    future.createdAt = Date(timeIntervalSinceReferenceDate: -0.25)  // before 2001
    try store.insertRule(future)
    var postponed = StorageFixtures.anchor(
      rule: future.id, date: "2026-11-29", slot: "am", start: "2026-11-29T08:00:00Z",
      status: AttendanceStatus(rawValue: "postponed"))
    postponed.windowStart += 0.5
    try store.insertAnchors([postponed])
    try store.setPreference("denied", for: "notificationPermission")
    try store.acknowledgeChanges(upTo: 2)
    return store
  }

  @Test func exportImportExportIsByteIdentical() throws {
    let source = try Self.filledStore()
    let first = try source.export()
    let text = String(decoding: first, as: UTF8.self)
    #expect(
      text.hasPrefix(
        "{\n  \"format\" : \"jamaal-export\",\n  \"version\" : 2,\n"
          + "  \"schemaVersion\" : \(Store.currentSchemaVersion),"))
    let target = try StorageFixtures.open(StorageFixtures.storeURL("import"))
    try target.import(first)
    #expect(try target.export() == first)
    #expect(try target.rules() == source.rules())
    #expect(try target.pendingChanges() == source.pendingChanges())
    #expect(try target.preference("notificationPermission") == "denied")
    // Deterministic: a second export of the same store is the same bytes.
    #expect(try source.export() == first)
  }

  @Test func importRefusesANonEmptyStoreAndWritesNothing() throws {
    let data = try Self.filledStore().export()
    let target = try StorageFixtures.open(StorageFixtures.storeURL("import"))
    try target.setPreference("on", for: "deviceSwitch")
    try target.insertRule(StorageFixtures.rule())
    #expect(
      throws: StoreImportError(
        message: "the store is not empty (it holds 1 change_log, 1 local_preferences, 1 rules);"
          + " import needs an empty store")
    ) { try target.import(data) }
    #expect(try target.rules().count == 1)
  }

  @Test func theExportReadsAsAPersonWouldWriteIt() throws {
    let text = String(decoding: try Self.filledStore().export(), as: UTF8.self)
    // The config is the JSON object itself, byte for byte: the unknown key and "2.50" kept.
    #expect(
      text.contains(
        #""config_data" : {"version":1,"futureKey":{"x":[1,2.50,"é"]},"slots":[{"id":"am"}]},"#))
    // Bytes that are not a JSON object are base64 text.
    #expect(text.contains(#""config_data" : "/wB7","#))
    // Times are ISO 8601 UTC with exactly the digits they need, also before 2001.
    #expect(text.contains(#""created_at" : "2026-10-29T20:53:20.1234568Z","#))
    #expect(text.contains(#""created_at" : "2000-12-31T23:59:59.75Z","#))
    #expect(text.contains(#""window_start" : "2026-11-29T08:00:00.5Z","#))
    // Outcomes as their words (an unknown one as it is), dates as dates, flags as words.
    #expect(text.contains(#""attendance_status" : "postponed","#))
    #expect(text.contains(#""occurrence_date" : "2024-10-05","#))
    #expect(text.contains(#""is_paused" : false,"#))
    #expect(text.contains(#""kind" : "rule","#))
    #expect(!text.contains("base64"))
  }

  @Test func anExportInTheFirstFormatStillImports() throws {
    let target = try StorageFixtures.open(StorageFixtures.storeURL("import-v1"))
    try target.import(Data(ExportFixtures.versionOne.utf8))
    let rules = try target.rules()
    #expect(rules.map(\.title) == ["Water the plants"])
    let rule = try #require(rules.first)
    #expect(rule.createdAt == Date(timeIntervalSinceReferenceDate: 817_643_100.123_456))
    #expect(String(decoding: rule.configData, as: UTF8.self).hasPrefix(#"{"effortMinutes":10,"#))
    #expect(try target.pendingChanges().map(\.sequence) == [1, 2, 3])
    let anchors = try target.anchors(
      from: Fixtures.date("2026-11-29"), through: Fixtures.date("2026-11-30"))
    #expect(anchors.map(\.title).sorted() == ["Dentist", "Water the plants"])
    // Written again in the readable format, which reads back to the same bytes.
    let exported = try target.export()
    let text = String(decoding: exported, as: UTF8.self)
    #expect(text.contains(#""created_at" : "2026-11-29T11:05:00.123456Z","#))
    #expect(text.contains(#""window_start" : "2026-11-30T06:00:00Z","#))
    let again = try StorageFixtures.open(StorageFixtures.storeURL("import-v2"))
    try again.import(exported)
    #expect(try again.export() == exported)
  }

  @Test func importRefusesMalformedFilesAndWritesNothing() throws {
    let target = try StorageFixtures.open(StorageFixtures.storeURL("import"))
    let header = #"{"format":"jamaal-export","version":2,"schemaVersion":3,"tables":"#
    let cases: [(String, String)] = [
      (
        "not json at all",
        "not a Jamaal export: invalid JSON at line 1, column 2: unexpected 'o' in 'null'"
      ),
      (
        #"{"format":"jamaal-export","version":1}"#,
        "not a Jamaal export: missing key 'schemaVersion'"
      ),
      (
        #"{"format":"other","version":1,"schemaVersion":2,"tables":{}}"#,
        "not a Jamaal export: format is 'other', not 'jamaal-export'"
      ),
      (
        #"{"format":"jamaal-export","version":3,"schemaVersion":9,"tables":{}}"#,
        "the export was written by a newer Jamaal (format 3, schema 9); update Jamaal to import it"
      ),
      (header + #"{"pets":[]}}"#, "unknown table 'pets'"),
      (
        header + #"{"local_preferences":[{"key":"a","value":"b"}],"rules":[{"colour":"red"}]}}"#,
        "table 'rules', row 1, column 'colour': there is no such column"
      ),
      (
        header + #"{"local_preferences":[{"key":"a","value":"b"}],"rules":[{"id":"X"}]}}"#,
        "table 'rules', row 1, column 'id': 'X' is not an id in canonical form"
          + " (upper-case 8-4-4-4-12 hex, like 0A1B2C3D-4E5F-4061-8273-94A5B6C7D8E9)"
      ),
      (
        header + #"{"local_preferences":[{"key":"a"}]}}"#,
        "table 'local_preferences', row 1 (key a), column 'value': the column is missing"
      ),
    ]
    for (input, message) in cases {
      #expect(throws: StoreImportError(message: message)) { try target.import(Data(input.utf8)) }
    }
    #expect(try target.preference("a") == nil)
    #expect(try target.export() == StorageFixtures.emptyExport)
  }

  @Test func theFormatNamesEveryColumnOfTheSchema() throws {
    let store = try StorageFixtures.open(StorageFixtures.storeURL("format"))
    let tables = try store.read {
      try $0.texts(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'"
          + " AND name NOT IN ('migrations') AND name NOT LIKE 'sync\\_%' ESCAPE '\\'"
          + " ORDER BY name")
    }
    #expect(tables == ExportFormat.tables.map(\.name).sorted())
    for table in ExportFormat.tables {
      let columns = try store.read {
        try $0.texts("SELECT name FROM pragma_table_info('\(table.name)') ORDER BY cid")
      }
      #expect(columns == table.columns.map(\.name), "\(table.name)")
    }
  }
}

extension StorageFixtures {
  /// The export of an empty store.
  static let emptyExport = Data(
    """
    {
      "format" : "jamaal-export",
      "version" : 2,
      "schemaVersion" : \(Store.currentSchemaVersion),
      "tables" : {
        "rules" : [],
        "anchors" : [],
        "user_settings" : [],
        "day_plans" : [],
        "focus_sessions" : [],
        "local_preferences" : [],
        "change_log" : []
      }
    }

    """.utf8)
}
