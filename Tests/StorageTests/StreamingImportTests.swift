import Foundation
import JamaalModel
import JamaalTestSupport
import Testing

@testable import JamaalStorage

/// Issue 24, item 12: "Export my data first" restores whatever its size — export is written a
/// part at a time and an import file is read a window at a time, with every check of the
/// in-memory path, all or nothing.
@Suite struct StreamingImportTests {
  /// `text` as a file in a temporary folder.
  static func file(_ text: String, named name: String = "export.json") throws -> String {
    let url = Fixtures.temporaryFolder("jamaal-stream").appendingPathComponent(name)
    try Data(text.utf8).write(to: url)
    return url.path
  }

  /// A store with `count` Anchors of one rule, one a day.
  static func store(anchors count: Int) throws -> Store {
    let store = try StorageFixtures.open(StorageFixtures.storeURL("stream-source"))
    let rule = StorageFixtures.rule("Walk")
    try store.insertRule(rule)
    let first = LogicalDate(year: 2020, month: 1, day: 1)
    try store.insertAnchors(
      (0..<count).map { day in
        let date = first.adding(days: day)
        return StorageFixtures.anchor(
          rule: rule.id, date: date.description, slot: "s", start: "\(date)T07:00:00Z",
          status: .attended)
      })
    return store
  }

  @Test func anExportWrittenInPartsIsTheWholeExportAndEachPartIsSmall() throws {
    let store = try Self.store(anchors: 4000)  // about 2.5 MB
    var parts: [[UInt8]] = []
    try store.export { parts.append($0) }
    #expect(parts.count >= 3)
    #expect(parts.allSatisfy { $0.count < (1 << 20) + 4096 })
    #expect(Data(parts.joined()) == (try store.export()))
  }

  @Test func aFileImportIsTheInMemoryImportAndExportsTheSameBytes() throws {
    let source = try ExportImportTests.filledStore()
    let exported = try source.export()
    let path = try Self.file(String(decoding: exported, as: UTF8.self))
    let target = try StorageFixtures.open(StorageFixtures.storeURL("stream-target"))
    var calls: [(Int, Int, Int)] = []
    try target.import(try ImportFile(atPath: path)) { calls.append(($0, $1, $2)) }
    #expect(try target.export() == exported)
    let size = exported.count
    #expect(calls.last.map { $0.1 == size && $0.2 == size } == true)
  }

  @Test func aLargeFileImportsRowByRowAndARepeatLateInItIsNamedAndWritesNothing() throws {
    let exported = String(decoding: try Self.store(anchors: 3000).export(), as: UTF8.self)
    let target = try StorageFixtures.open(StorageFixtures.storeURL("stream-large"))
    try target.import(try ImportFile(atPath: try Self.file(exported)))
    #expect(try target.anchorCount() == 3000)
    // The first Anchor's id given again as the last one's: refused naming both rows.
    let ids = exported.matches(of: /"id" : "([0-9A-F-]{36})",\n        "rule_id"/).map {
      String($0.output.1)
    }
    #expect(ids.count == 3000)
    let repeated = exported.replacingOccurrences(of: ids[2999], with: ids[0])
    let empty = try StorageFixtures.open(StorageFixtures.storeURL("stream-repeat"))
    let error = try #require(throws: StoreImportError.self) {
      try empty.import(try ImportFile(atPath: try Self.file(repeated)))
    }
    #expect(
      error.message == "table 'anchors', row 3000 (id \(ids[0])): row 1 has the same id",
      "\(error.message)")
    #expect(try empty.anchorCount() == 0)
    #expect(try empty.rules().isEmpty)
  }

  @Test func aStoreThatIsNotEmptyIsRefusedWhileTheRowsAreBeingRead() throws {
    let exported = String(decoding: try Self.store(anchors: 5000).export(), as: UTF8.self)
    let target = try StorageFixtures.open(StorageFixtures.storeURL("stream-filled"))
    try target.insertRule(StorageFixtures.rule("Mine"))
    #expect(throws: StoreImportError.self) {
      try target.import(try ImportFile(atPath: try Self.file(exported)))
    }
    #expect(try target.rules().map(\.title) == ["Mine"])
    #expect(try target.anchorCount() == 0)
  }

  /// A file's Anchor rows skip the read-back's pass over the table only when each was found
  /// usable as it was read; any value the pass would question, or typed otherwise than the
  /// reader types it, leaves the pass to run (and name the row).
  @Test func anAnchorReadFromAFileSkipsTheReadBackOnlyWhenEveryValueIsUsable() throws {
    let table = try #require(ExportFormat.table("anchors"))
    func row(_ changes: [String: SQLValue]) -> [SQLValue] {
      let base: [String: SQLValue] = [
        "id": .text("0A1B2C3D-4E5F-4061-8273-94A5B6C7D8E9"),
        "rule_id": .text("1A1B2C3D-4E5F-4061-8273-94A5B6C7D8E9"), "title": .text("Walk"),
        "occurrence_date": .integer(20_000), "slot_key": .text("s"),
        "window_start": .real(800_000_000), "window_end": .real(800_001_800),
      ]
      let values = base.merging(changes) { $1 }
      return table.columns.map { values[$0.name] ?? .null }
    }
    #expect(Store.isUsableAnchor(row([:])))
    #expect(Store.isUsableAnchor(row(["rule_id": .null])))
    #expect(Store.isUsableAnchor(row(["window_end": .real(RowReader.usableTimes.upperBound)])))
    let questioned: [String: SQLValue] = [
      "id": .text("0a1b2c3d-4e5f-4061-8273-94a5b6c7d8e9"), "rule_id": .text("x"),
      "window_start": .real(1e300), "window_end": .integer(800_001_800),
      "occurrence_date": .integer(.max),
    ]
    for (column, value) in questioned {
      #expect(!Store.isUsableAnchor(row([column: value])), "\(column) = \(value)")
    }
    #expect(!Store.isUsableAnchor(Array(row([:]).dropLast())))
  }

  @Test func theReadBackFindsEveryAnchorTheModelWouldRefuse() throws {
    let poisons = [
      "id = 'not-an-id'", "rule_id = 'x'", "window_start = 1e300", "window_end = -1e300",
      "occurrence_date = 9223372036854775807",
    ]
    for poison in poisons {
      let store = try Self.store(anchors: 50)
      try store.validateRows()  // a store as Jamaal writes it reads back
      try store.read {
        try $0.execute("PRAGMA ignore_check_constraints = ON")
        try $0.execute(
          "UPDATE anchors SET \(poison) WHERE id = (SELECT max(id) FROM anchors)")
      }
      let error = try #require(throws: StoreImportError.self, "\(poison)") {
        try store.validateRows()
      }
      #expect(error.message.hasPrefix("a row cannot be read: "), "\(error.message)")
      // The model refuses the same row when it reads the table.
      #expect(throws: StoreError.self, "\(poison)") {
        _ = try store.fetchAnchors("SELECT \(RowReader.anchorColumns) FROM anchors", [])
      }
    }
  }

  /// The reader expects each row's columns in the order the export writes them, and finds any
  /// other order by name: a file whose rows give their second column before the id restores the
  /// same store.
  @Test func aRowMayListItsColumnsInAnyOrder() throws {
    let exported = try ExportImportTests.filledStore().export()
    let swapped = try NSRegularExpression(
      pattern: #"\{\n( +)("id" : [^\n]*,)\n +("[a-z_]+" : [^\n]*,)\n"#)
    let text = String(decoding: exported, as: UTF8.self)
    let reordered = swapped.stringByReplacingMatches(
      in: text, range: NSRange(text.startIndex..., in: text), withTemplate: "{\n$1$3\n$1$2\n")
    #expect(reordered.contains(#""title" : "Plants",\#n        "id" : "#))
    let target = try StorageFixtures.open(StorageFixtures.storeURL("stream-any-order"))
    try target.import(try ImportFile(atPath: try Self.file(reordered)))
    #expect(try target.export() == exported)
  }

  @Test func theHeaderMayComeAfterTheTablesAndAnythingAfterThemIsStillChecked() throws {
    let exported = String(decoding: try ExportImportTests.filledStore().export(), as: UTF8.self)
    let header = #"""
      {
        "format" : "jamaal-export",
        "version" : 2,
        "schemaVersion" : \#(Store.currentSchemaVersion),
        "tables" :
      """#
    #expect(exported.hasPrefix(header))
    let tables = String(exported.dropFirst(header.count).dropLast(2))  // "… }" without "}\n"
    let reordered =
      "{\"tables\" :" + tables + ", \"schemaVersion\" : \(Store.currentSchemaVersion),"
      + " \"version\" : 2, \"format\" : \"jamaal-export\"}"
    let target = try StorageFixtures.open(StorageFixtures.storeURL("stream-reordered"))
    try target.import(try ImportFile(atPath: try Self.file(reordered)))
    #expect(try target.export() == Data(exported.utf8))
    let trailing = String(exported.dropLast(2)) + ", \"extra\" : 1}"
    let refusing = try StorageFixtures.open(StorageFixtures.storeURL("stream-trailing"))
    #expect(throws: StoreImportError.notAnExport("unknown key 'extra' at the top")) {
      try refusing.import(try ImportFile(atPath: try Self.file(trailing)))
    }
    #expect(try refusing.rules().isEmpty)
    let cut = String(exported.dropLast(40))
    let error = try #require(throws: StoreImportError.self) {
      try refusing.import(try ImportFile(atPath: try Self.file(cut)))
    }
    #expect(error.message.hasPrefix("not a Jamaal export: invalid JSON at line "), "\(error)")
    #expect(try refusing.rules().isEmpty)
  }

  @Test func aRowOverAMegabyteIsRefusedByItsPlaceWithoutReadingItWhole() throws {
    let exported = String(decoding: try ExportImportTests.filledStore().export(), as: UTF8.self)
    let huge = exported.replacingOccurrences(
      of: "\"title\" : \"Vitamins\"",
      with: "\"title\" : \"" + String(repeating: "v", count: 2 << 20) + "\"")
    #expect(huge.count > 2 << 20)
    let target = try StorageFixtures.open(StorageFixtures.storeURL("stream-huge"))
    let error = try #require(throws: StoreImportError.self) {
      try target.import(try ImportFile(atPath: try Self.file(huge)))
    }
    #expect(error.message.hasPrefix("table 'rules', row "), "\(error.message)")
    #expect(error.message.hasSuffix(": the row is more than 1 MB; the most a row can be is 1 MB"))
    #expect(try target.rules().isEmpty)
  }
}
