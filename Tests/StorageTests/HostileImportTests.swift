import Foundation
import JamaalModel
import JamaalTestSupport
import Testing

@testable import JamaalStorage

/// Issue 10 item 3: an import cannot poison the store. Each hostile edit of a real export is
/// refused as a whole, naming table, row and column, and the store is left byte for byte as it
/// was.
@Suite struct HostileImportTests {
  /// One edit: the table whose first match of `old` becomes `new`, and what the refusal says.
  struct Edit: CustomStringConvertible {
    let table: String
    let old: String
    let new: String
    /// Words the message must hold (the column, the value at fault).
    let words: [String]
    var description: String { "\(table): \(old) → \(new)" }
  }

  static let edits: [Edit] = [
    Edit(
      table: "anchors", old: #""window_start" : "2024-10-05T08:00:00Z""#,
      new: #""window_start" : -1e308"#,
      words: ["column 'window_start': expected a UTC time like 2026-11-29T14:05:00Z, found -1e308"]),
    Edit(
      table: "anchors", old: #""window_end" : "2024-10-05T08:30:00Z""#,
      new: #""window_end" : "+10000-01-01T00:00:00Z""#,
      words: ["column 'window_end': '+10000-01-01T00:00:00Z' is not a UTC time within years"]),
    Edit(
      table: "anchors", old: #""window_end" : "2024-10-05T08:30:00Z""#,
      new: #""window_end" : "2024-10-05T07:30:00Z""#,
      words: [
        "column 'window_end': the window ends at 2024-10-05T07:30:00Z, not after it starts at"
          + " 2024-10-05T08:00:00Z"
      ]),
    Edit(
      table: "anchors", old: #""occurrence_date" : "2024-"#, new: #""occurrence_date" : "0000-"#,
      words: ["column 'occurrence_date': '0000-", "is not a date within years 1…9999"]),
    Edit(
      table: "anchors", old: #""effort_minutes" : 20"#, new: #""effort_minutes" : 1e30"#,
      words: ["column 'effort_minutes': 1e30 is not a whole number from 0 to 527040"]),
    Edit(
      table: "anchors", old: #""remind_before_start_minutes" : 10"#,
      new: #""remind_before_start_minutes" : -9223372036854775808"#,
      words: ["column 'remind_before_start_minutes': -9223372036854775808 is not a whole number"]),
    Edit(
      table: "rules", old: #""effort_minutes" : 20"#, new: #""effort_minutes" : 2.5"#,
      words: ["column 'effort_minutes': 2.5 is not a whole number"]),
    Edit(
      table: "rules", old: #""is_paused" : false"#, new: #""is_paused" : "no""#,
      words: ["column 'is_paused': expected true or false, found 'no'"]),
    Edit(
      table: "anchors", old: #""slot_key" : "drop""#, new: #""slot_key" : 5"#,
      words: ["column 'slot_key': expected text, found 5"]),
    Edit(
      table: "rules", old: #""source_key" : "#, new: #""title" : "Twice", "source_key" : "#,
      words: ["column 'title': the column is given twice"]),
    Edit(
      table: "rules", old: #""source_key" : "#, new: #""colour" : "red", "source_key" : "#,
      words: ["column 'colour': there is no such column"]),
    Edit(
      table: "rules", old: #"{"version":1,"futureKey""#,
      new: #"{"version":1,"version":2,"futureKey""#,
      words: ["column 'config_data': the key 'version' is given twice"]),
    Edit(
      table: "rules", old: #""config_data" : "/wB7""#, new: #""config_data" : "not base64!""#,
      words: ["column 'config_data': 'not base64!' is not base64"]),
    Edit(
      table: "user_settings", old: #""week_start" : ""#, new: #""week_start" : "fun"#,
      words: ["column 'week_start': 'fun", "is not a weekday"]),
    Edit(
      table: "day_plans", old: #""date" : "2026-11-30""#, new: #""date" : "2026-02-30""#,
      words: ["column 'date': '2026-02-30' is not a date"]),
    Edit(
      table: "focus_sessions", old: #""ended_at" : null"#,
      new: #""ended_at" : "2026-11-29T14:04:59Z""#,
      words: ["column 'ended_at': the session ends at 2026-11-29T14:04:59Z, before it starts"]),
    Edit(
      table: "change_log", old: #""kind" : "rule""#, new: #""kind" : "pet""#,
      words: ["column 'kind': 'pet' is not one of rule, anchor, settings, dayPlan, focusSession"]),
    Edit(
      table: "change_log", old: #""seq" : 4,"#, new: #""seq" : 3,"#,
      words: ["(seq 3): row 1 has the same seq"]),
  ]

  /// A real export of a store holding some of everything.
  static func exported() throws -> String {
    String(decoding: try ExportImportTests.filledStore().export(), as: UTF8.self)
  }

  /// `text` with the first `old` after `table`'s opening replaced.
  static func applying(_ edit: Edit, to text: String) throws -> String {
    let table = try #require(text.range(of: "\"\(edit.table)\" : ["), "\(edit)")
    let match = try #require(text.range(of: edit.old, range: table.upperBound..<text.endIndex))
    return text.replacingCharacters(in: match, with: edit.new)
  }

  /// Runs `body` against an empty store and checks it left the file byte for byte as it was.
  static func expectUntouched(_ body: (Store) throws -> Void) throws {
    let url = StorageFixtures.storeURL("hostile")
    do { _ = try StorageFixtures.open(url) }
    let before = try #require(StorageFixtures.bytes(url))
    do {
      let store = try StorageFixtures.open(url)
      try body(store)
      #expect(try store.export() == StorageFixtures.emptyExport)
    }
    #expect(StorageFixtures.bytes(url) == before)
  }

  @Test func eachHostileEditIsRefusedWholeNamingTableRowAndColumn() throws {
    let text = try Self.exported()
    try Self.expectUntouched { store in
      for edit in Self.edits {
        let document = try Self.applying(edit, to: text)
        let error = try #require(throws: StoreImportError.self, "\(edit)") {
          try store.import(Data(document.utf8))
        }
        #expect(error.message.hasPrefix("table '\(edit.table)', row "), "\(error.message)")
        for words in edit.words {
          #expect(error.message.contains(words), "\(error.message)")
        }
      }
    }
  }

  @Test func aTableGivenTwiceOrAnIdNotInCanonicalFormIsRefused() throws {
    let text = try Self.exported()
    let twice = text.replacingOccurrences(
      of: #""change_log" : ["#, with: #""rules" : [], "change_log" : ["#)
    let table = try #require(text.range(of: #""rules" : ["#))
    let firstID = try #require(
      text.range(of: #""id" : ""#, range: table.upperBound..<text.endIndex))
    let idRange = firstID.upperBound..<text.index(firstID.upperBound, offsetBy: 36)
    let lower = text.replacingCharacters(in: idRange, with: text[idRange].lowercased())
    try Self.expectUntouched { store in
      #expect(throws: StoreImportError(message: "the table 'rules' is given twice")) {
        try store.import(Data(twice.utf8))
      }
      let error = try #require(throws: StoreImportError.self) { try store.import(Data(lower.utf8)) }
      #expect(
        error.message.hasPrefix(
          "table 'rules', row 1, column 'id': '\(text[idRange].lowercased())' is not an id in"
            + " canonical form"))
    }
  }

  @Test func theFirstFormatIsCheckedAsStrictly() throws {
    let cases: [(old: String, new: String, words: String)] = [
      (
        #""window_start" : 817711200"#, #""window_start" : -1e308"#,
        "column 'window_start': -1e308 is not a time within years 1…9999 (seconds since 2001)"
      ),
      (
        #""window_end" : 817714800"#, #""window_end" : 1e308"#,
        "column 'window_end': 1e308 is not a time within years 1…9999"
      ),
      (
        #""window_end" : 817714800"#, #""window_end" : 1e309"#,
        "column 'window_end': 1e309 is not a time within years 1…9999"
      ),
      (
        #""occurrence_date" : 20787"#, #""occurrence_date" : 9223372036854775807"#,
        "column 'occurrence_date': 9223372036854775807 is not a date within years 1…9999"
      ),
      (
        #""id" : "20540DA0-51A5-4378-8648-B6635E172B4B""#,
        #""id" : "20540da0-51a5-4378-8648-b6635e172b4b""#,
        "column 'id': '20540da0-51a5-4378-8648-b6635e172b4b' is not an id in canonical form"
      ),
    ]
    try Self.expectUntouched { store in
      for (old, new, words) in cases {
        let document = ExportFixtures.versionOne.replacingOccurrences(of: old, with: new)
        let error = try #require(throws: StoreImportError.self) {
          try store.import(Data(document.utf8))
        }
        #expect(error.message.hasPrefix("table 'anchors', row 1"), "\(error.message)")
        #expect(error.message.contains(words), "\(error.message)")
      }
    }
  }

  @Test func aFileOfAnySizeIsReadAWindowAtATimeAndOnlyARegularFileIsOpened() throws {
    // A sparse 120 MB file (past the 64 MB an import could once be): read, not refused from
    // its size, and refused at its first byte without reading the rest.
    let folder = Fixtures.temporaryFolder("jamaal-large")
    let file = folder.appendingPathComponent("export.json")
    #expect(FileManager.default.createFile(atPath: file.path, contents: Data("{".utf8)))
    let handle = try FileHandle(forWritingTo: file)
    try handle.truncate(atOffset: 120 << 20)
    try handle.close()
    #expect(
      throws: StoreImportError(
        message: "not a Jamaal export: invalid JSON at line 1, column 2: unexpected byte 0x00,"
          + " expected a key in double quotes")
    ) { _ = try ImportFile(atPath: file.path) }
    #expect(
      throws: StoreImportError(message: "cannot read \(folder.path): it is not a regular file")
    ) { _ = try ImportFile(atPath: folder.path) }
  }

  @Test func aStorePoisonedByAnOlderImportStillExportsAndTheRowIsNamed() throws {
    let store = try ExportImportTests.filledStore()
    try store.read {
      try $0.execute(
        "UPDATE anchors SET window_start = -1e308, occurrence_date = 9223372036854775807"
          + " WHERE id = (SELECT min(id) FROM anchors)")
    }
    let text = String(decoding: try store.export(), as: UTF8.self)
    #expect(text.contains(#""window_start" : -1e+308,"#))
    #expect(text.contains(#""occurrence_date" : 9223372036854775807,"#))
    try Self.expectUntouched { target in
      let error = try #require(throws: StoreImportError.self) {
        try target.import(Data(text.utf8))
      }
      #expect(error.message.hasPrefix("table 'anchors', row 1 (id "))
      #expect(error.message.contains("column 'occurrence_date': expected a date like 2026-11-29"))
    }
  }
}
