import Foundation
import JamaalTestSupport
import Testing

/// Issue 15, item 3: hostile documents get bounded work — refused with a clear message or done —
/// and never a crash or a hang. Every run is measured under limits the kernel enforces, not hoped
/// for: at most ``limits`` (512 MiB of address space, 60 s of CPU time, 120 s on the wall
/// clock), and its peak resident memory from `wait4` at most ``residentMiB``.
///
/// The limits the code sets (README, "Limits on input"): a YAML file is at most 1 MB, nested at
/// most 256 levels and at most 100,000 nodes once aliases are expanded, each refused naming
/// file:line:column; JSON is nested at most 256 levels (a rule's config in an import at most
/// 200); an import document of any size is read a window at a time, a row at most 1 MB.
@Suite struct HostileDocumentTests {
  static let limits = BoundedProcess.Limits(addressSpaceMiB: 512, cpuSeconds: 60)
  /// The most resident memory any of these runs may reach (a 100,000-row import: about 220).
  static let residentMiB = 320
  let folder = Fixtures.temporaryFolder("jamaal-hostile-documents")

  func run(_ arguments: [String], store: String) throws -> BoundedProcess.Outcome {
    let all = arguments + ["--store", store, "--now", BadInputWorld.later, "--tz", "Asia/Riyadh"]
    let outcome = try BoundedProcess.run(
      JamaalRunner.binary.path, arguments: all.map { Array($0.utf8) }, timeLimit: 120,
      limits: Self.limits)
    #expect(!outcome.timedOut, "\(arguments.prefix(3)) hung")
    #expect(outcome.signal == nil, "\(arguments.prefix(3)) ended by signal \(outcome.signal ?? 0)")
    #expect(outcome.maxResidentKiB <= Self.residentMiB * 1024, "\(outcome.maxResidentKiB) KiB")
    return outcome
  }

  func write(_ text: String, to name: String) throws -> String {
    let url = folder.appendingPathComponent(name)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
    return url.path
  }

  /// The billion laughs: nine levels of nine aliases, 9⁹ nodes once expanded.
  static var aliasBomb: String {
    var lines = ["a: &a [lol, lol, lol, lol, lol, lol, lol, lol, lol]"]
    for level in 1..<10 {
      let name = String(UnicodeScalar(UInt8(97 + level)))
      let previous = String(UnicodeScalar(UInt8(96 + level)))
      let items = Array(repeating: "*" + previous, count: 9).joined(separator: ", ")
      lines.append("\(name): &\(name) [\(items)]")
    }
    return (lines + ["source: scheduled", "title: Bomb", ""]).joined(separator: "\n")
  }

  static let deepSequence =
    "source: scheduled\ntitle: Deep\nextra: " + String(repeating: "[", count: 10_000)
    + String(repeating: "]", count: 10_000) + "\n"
  static let deepMapping =
    "source: scheduled\ntitle: Deep\nextra: " + String(repeating: "{a: ", count: 10_000) + "1"
    + String(repeating: "}", count: 10_000) + "\n"

  @Test func anAliasBombOrDeepNestingInAPresetIsRefusedNamingFileAndLine() throws {
    let presets = folder.appendingPathComponent("presets")
    try FileManager.default.copyItem(
      at: Fixtures.packageRoot.appendingPathComponent("Presets"), to: presets)
    let store = folder.appendingPathComponent("j.sqlite").path
    let documents = [
      ("bomb", Self.aliasBomb, "bomb.yaml:6:", "more than 100000 nodes once aliases are expanded"),
      ("deep", Self.deepSequence, "deep.yaml:3:", "nested more than 256 levels deep"),
      ("deepmap", Self.deepMapping, "deepmap.yaml:3:", "nested more than 256 levels deep"),
    ]
    for (key, text, place, words) in documents {
      let file = try write(text, to: "presets/\(key).yaml")
      for arguments in [
        ["presets", "show", key, "--presets", presets.path], ["rules", "add", "--file", file],
        ["rules", "add", "--preset", key, "--presets", presets.path],
      ] {
        let refused = try run(arguments, store: store)
        #expect(refused.exitStatus == 1, "\(arguments): \(refused.errorText)")
        #expect(refused.errorText.contains(place) && refused.errorText.contains(words))
      }
      #expect(!FileManager.default.fileExists(atPath: store))
    }
    let listed = try run(["presets", "--presets", presets.path], store: store)
    #expect(listed.exitStatus == 0)
    let text = String(decoding: listed.stdout, as: UTF8.self)
    #expect(text.contains("school-run") && text.contains("bomb") && text.contains("deepmap"))
  }

  @Test func deepNestingInAnImportDocumentOrASetValueIsRefused() throws {
    let store = folder.appendingPathComponent("j.sqlite").path
    let export = try String(
      contentsOfFile: try BadInputWorld.shared.get().path("export.json"), encoding: .utf8)
    let deepArray = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
    let deepObject =
      String(repeating: "{\"a\":", count: 10_000) + "1" + String(repeating: "}", count: 10_000)
    let documents = [
      deepArray, deepObject,
      export.replacingOccurrences(of: "\"version\":1}", with: "\"version\":1,\"x\":\(deepArray)}"),
    ]
    #expect(documents[2] != export, "the export's config was not found")
    // The deep object is refused at its first key, before anything below the top is read.
    let reasons = [
      "nested deeper than 256", "unknown key 'a' at the top", "nested deeper than 256",
    ]
    for (index, document) in documents.enumerated() {
      let refused = try run(["import", try write(document, to: "deep\(index).json")], store: store)
      #expect(refused.exitStatus == 1)
      #expect(refused.errorText.contains(reasons[index]), "\(refused.errorText)")
    }
    let set = try run(
      ["rules", "add", "--preset", "custom", "--set", "days=" + deepArray], store: store)
    #expect(set.exitStatus == 1 && set.errorText.hasPrefix("jamaal: days:"))
    #expect(!FileManager.default.fileExists(atPath: store))
  }

  /// An import may restore a title with control characters (JSON escapes them); printed as
  /// text they are shown escaped, never sent to the terminal.
  @Test func controlCharactersOfAnImportedTitleNeverReachTheTerminal() throws {
    let export = try String(
      contentsOfFile: try BadInputWorld.shared.get().path("export.json"), encoding: .utf8)
    let hostile = export.replacingOccurrences(
      of: "\"School run\"", with: "\"School\\u001B[2J\\u0000run\"")
    #expect(hostile != export)
    let store = folder.appendingPathComponent("j.sqlite").path
    let imported = try run(["import", try write(hostile, to: "titles.json")], store: store)
    #expect(imported.exitStatus == 0, "\(imported.errorText)")
    let listed = try run(["rules", "list"], store: store)
    let text = String(decoding: listed.stdout, as: UTF8.self)
    #expect(text.contains("School\\x1B[2J\\x00run"), "\(text)")
    #expect(!listed.stdout.contains(0x1B) && !listed.stdout.contains(0x00))
  }

  @Test func anImportPastSixtyFourMegabytesIsReadAndRefusedWhereItIsWrong() throws {
    let url = folder.appendingPathComponent("huge.json")
    #expect(FileManager.default.createFile(atPath: url.path, contents: Data("{".utf8)))
    let handle = try FileHandle(forWritingTo: url)
    try handle.truncate(atOffset: 100 << 20)  // 100 MiB, sparse: its second byte is wrong
    try handle.close()
    let store = folder.appendingPathComponent("j.sqlite").path
    let refused = try run(["import", url.path], store: store)
    #expect(refused.exitStatus == 1)
    #expect(
      refused.errorText.contains("invalid JSON at line 1, column 2: unexpected byte 0x00"),
      "\(refused.errorText)")
    #expect(!FileManager.default.fileExists(atPath: store))
  }
}
