import Foundation
import Model
import TestSupport
import Testing

@testable import Storage

@Suite struct ExportImportTests {
  static func filledStore() throws -> Store {
    let store = try StorageFixtures.open(StorageFixtures.storeURL("export"))
    try StorageFixtures.fill(store)
    var rule = StorageFixtures.rule("Fractional")
    rule.createdAt = Date(timeIntervalSinceReferenceDate: 815_000_000.123_456_789)
    rule.configData = Data([0xFF, 0x00, 0x7B])  // not even UTF-8: kept as bytes
    try store.insertRule(rule)
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
        "{\n  \"format\" : \"jamaal-export\",\n  \"schemaVersion\" : \(Store.currentSchemaVersion),"
      ))
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

  @Test func importRefusesMalformedFilesAndWritesNothing() throws {
    let target = try StorageFixtures.open(StorageFixtures.storeURL("import"))
    let cases: [(String, String)] = [
      ("not json at all", "not a Jamaal export: invalid JSON"),
      (
        #"{"format":"jamaal-export","version":1}"#,
        "not a Jamaal export: missing key 'schemaVersion'"
      ),
      (
        #"{"format":"other","version":1,"schemaVersion":2,"tables":{}}"#,
        "not a Jamaal export: format is 'other', not 'jamaal-export'"
      ),
      (
        #"{"format":"jamaal-export","version":2,"schemaVersion":9,"tables":{}}"#,
        "the export was written by a newer Jamaal (format 2, schema 9); update Jamaal to import it"
      ),
      (
        #"{"format":"jamaal-export","version":1,"schemaVersion":2,"tables":{"pets":[]}}"#,
        "unknown table 'pets'"
      ),
      (
        #"{"format":"jamaal-export","version":1,"schemaVersion":2,"tables":{"local_preferences":[{"key":"a","value":"b"}],"rules":[{"id":"X","colour":"red"}]}}"#,
        "table 'rules' row 1: unknown column 'colour'"
      ),
      (
        #"{"format":"jamaal-export","version":1,"schemaVersion":2,"tables":{"local_preferences":[{"key":"a","value":"b"}],"rules":[{"id":"X"}]}}"#,
        "table 'rules' row 1: NOT NULL constraint failed: rules.title"
      ),
      (
        #"{"format":"jamaal-export","version":1,"schemaVersion":2,"tables":{"day_plans":[{"id":"not-an-id","date":1,"state":"planned","created_at":0,"modified_at":0}]}}"#,
        "a row cannot be read: day_plans: 'not-an-id' is not an id"
      ),
    ]
    for (input, message) in cases {
      #expect(throws: StoreImportError(message: message)) { try target.import(Data(input.utf8)) }
    }
    #expect(try target.preference("a") == nil)
    #expect(try target.export() == StorageFixtures.emptyExport)
  }
}

extension StorageFixtures {
  /// The export of an empty store.
  static let emptyExport = Data(
    """
    {
      "format" : "jamaal-export",
      "schemaVersion" : \(Store.currentSchemaVersion),
      "tables" : {
        "anchors" : [

        ],
        "change_log" : [

        ],
        "day_plans" : [

        ],
        "focus_sessions" : [

        ],
        "local_preferences" : [

        ],
        "rules" : [

        ],
        "user_settings" : [

        ]
      },
      "version" : 1
    }

    """.utf8)
}
