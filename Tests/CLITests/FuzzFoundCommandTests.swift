import Foundation
import TestSupport
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
    let result = try JamaalRunner.raw([
      "sync", "--cloud", cloud, "--store", folder.appendingPathComponent("j.sqlite").path,
      "--now", "2026-11-30T07:00:00Z", "--tz", "Europe/London",
    ])
    #expect(result.status == 1)
    #expect(result.stderr == "jamaal: give --device NAME the first time this store syncs\n")
    #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("data").path))
    #expect(!FileManager.default.fileExists(atPath: cloud))
  }
}
