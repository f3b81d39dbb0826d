import Foundation
import JamaalTestSupport
import Testing

/// Command lines `Scripts/fuzz cli` found, kept as cases.
@Suite struct FuzzFoundCommandTests {
  /// `sync --cloud DIR` with no `--device` and no store yet: refused (the store remembers no
  /// device), and — before — the store's folder was made on the way, so the refused command
  /// left a folder behind. Now nothing is made.
  @Test func syncWithoutADeviceBeforeAnyStoreIsRefusedAndMakesNoFolder() throws {
    let root = Fixtures.temporaryFolder("jamaal-fuzz-found")
    let folder = root.appendingPathComponent("data/jamaal")
    let cloud = root.appendingPathComponent("cloud").path
    try FileManager.default.createDirectory(atPath: cloud, withIntermediateDirectories: true)
    let result = try JamaalRunner.raw([
      "sync", "--cloud", cloud, "--store", folder.appendingPathComponent("j.sqlite").path,
      "--now", "2026-11-30T07:00:00Z", "--tz", "Europe/London",
    ])
    #expect(result.status == 1)
    #expect(result.stderr == "jamaal: give --device NAME the first time this store syncs\n")
    #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("data").path))
    #expect(try FileManager.default.contentsOfDirectory(atPath: cloud).isEmpty)
  }

  /// `export --out NAME`, a file in the current folder: it crashed (Foundation's
  /// `deletingLastPathComponent` traps on a path with no slash). Now it writes the file there,
  /// 0600, and the export reads back.
  @Test func exportToAFileInTheCurrentFolderWritesIt() throws {
    let runner = JamaalRunner(now: "2026-11-30T10:00:00+03:00")
    let added = try runner.run(["rules", "add", "--preset", "school-run"])
    #expect(added.status == 0, "\(added.stderr)")
    let folder = Fixtures.temporaryFolder("jamaal-fuzz-found")
    let process = Process()
    process.executableURL = JamaalRunner.binary
    process.arguments = [
      "export", "--out", "n", "--store", runner.store, "--now", runner.now, "--tz", runner.timeZone,
    ]
    process.currentDirectoryURL = folder
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    let file = folder.appendingPathComponent("n")
    let attributes = try FileManager.default.attributesOfItem(atPath: file.path)
    #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
    let export = try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any]
    let rules = (export?["tables"] as? [String: Any])?["rules"] as? [[String: Any]]
    #expect(rules?.map { $0["title"] as? String } == ["School run"])
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["n"])
  }
}
