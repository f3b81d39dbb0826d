import Foundation
import JamaalStorage
import JamaalTestSupport
import Testing

/// `Scripts/install` (issue 14 item 5): an installed `jamaal`, run through `PATH` from another
/// folder, finds its presets, region table and gazetteer without `--presets`, says its version
/// and schema, and comes with completions generated from its command table.
@Suite struct InstallTests {
  private static func run(
    _ executable: String, _ arguments: [String], in folder: URL, path: String? = nil
  ) throws -> (status: Int32, stdout: String, stderr: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.currentDirectoryURL = folder
    var environment = ProcessInfo.processInfo.environment
    environment["NO_COLOR"] = "1"
    for key in ["JAMAAL_STORE", "JAMAAL_PRESETS", "XDG_DATA_HOME"] {
      environment.removeValue(forKey: key)
    }
    environment["HOME"] = folder.path
    if let path { environment["PATH"] = path + ":" + (environment["PATH"] ?? "/usr/bin:/bin") }
    process.environment = environment
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let stdout = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus, stdout, stderr)
  }

  @Test func anInstalledJamaalFindsItsDataFromAnyFolder() throws {
    let prefix = Fixtures.temporaryFolder("jamaal-prefix")
    let elsewhere = Fixtures.temporaryFolder("jamaal-elsewhere")
    let install = Fixtures.packageRoot.appendingPathComponent("Scripts/install").path
    let installed = try Self.run(
      install, ["--binary", JamaalRunner.binary.path, prefix.path], in: elsewhere)
    #expect(installed.status == 0, "\(installed.stderr)")
    let bin = prefix.appendingPathComponent("bin").path
    let version = try Self.run("/usr/bin/env", ["jamaal", "--version"], in: elsewhere, path: bin)
    #expect(version.stdout.hasPrefix("jamaal "))
    #expect(version.stdout.contains("store schema \(Store.currentSchemaVersion)"))
    let presets = try Self.run(
      "/usr/bin/env", ["jamaal", "presets", "list"], in: elsewhere, path: bin)
    #expect(presets.stdout.contains(prefix.appendingPathComponent("share/jamaal").path))
    #expect(presets.stdout.contains("school-run"))
    // The gazetteer's binary index is installed beside the TSV, as committed.
    let index = prefix.appendingPathComponent("share/jamaal/places.bin")
    let committed = Fixtures.packageRoot.appendingPathComponent("Presets/places.bin")
    #expect(try Data(contentsOf: index) == Data(contentsOf: committed))
    let places = try Self.run(
      "/usr/bin/env", ["jamaal", "places", "search", "Karachi", "--limit", "1"], in: elsewhere,
      path: bin)
    #expect(places.status == 0, "\(places.stderr)")
    #expect(places.stdout.contains("Asia/Karachi"))
    let added = try Self.run(
      "/usr/bin/env",
      [
        "jamaal", "rules", "add", "--preset", "prayer-times", "--city", "London", "--now",
        "2026-12-01T10:00:00Z", "--tz", "Europe/London",
      ],
      in: elsewhere, path: bin)
    #expect(added.status == 0, "\(added.stderr)")
    #expect(
      FileManager.default.fileExists(
        atPath: elsewhere.appendingPathComponent(".local/share/jamaal/jamaal.sqlite").path))
    // Issue 25 item 14: the demo's store goes under the data folder, and an installed jamaal's
    // hints say `jamaal …`; a build's say `swift run jamaal …`.
    let demoArguments = ["demo", "--now", "2026-12-01T10:00:00Z", "--tz", "Europe/London"]
    let demo = try Self.run("/usr/bin/env", ["jamaal"] + demoArguments, in: elsewhere, path: bin)
    #expect(demo.status == 0, "\(demo.stderr)")
    let data = elsewhere.appendingPathComponent(".local/share/jamaal").path
    #expect(demo.stdout.contains("The demo store is \(data)/demo-"), "\(demo.stdout)")
    #expect(demo.stdout.contains("\n  jamaal rules list --store \(data)/demo-"))
    let built = try Self.run(JamaalRunner.binary.path, demoArguments, in: elsewhere)
    #expect(built.stdout.contains("\n  swift run jamaal rules list --store \(data)/demo-"))
  }

  /// A build copied on its own (no `share/jamaal`, no `Presets/` above it) still finds the
  /// presets of the source tree it was built from, as `serve` and the browser tests need.
  @Test func aCopiedBuildFindsItsSourceTreesPresets() throws {
    let folder = Fixtures.temporaryFolder("jamaal-copied")
    let copy = folder.appendingPathComponent("jamaal")
    try FileManager.default.copyItem(at: JamaalRunner.binary, to: copy)
    let presets = try Self.run(copy.path, ["presets", "list"], in: folder)
    #expect(presets.status == 0, "\(presets.stderr)")
    #expect(presets.stdout.contains(Fixtures.packageRoot.appendingPathComponent("Presets").path))
    #expect(presets.stdout.contains("school-run"))
  }

  @Test func theCompletionsComeFromTheCommandTable() throws {
    let prefix = Fixtures.temporaryFolder("jamaal-prefix")
    let install = Fixtures.packageRoot.appendingPathComponent("Scripts/install").path
    _ = try Self.run(install, ["--binary", JamaalRunner.binary.path, prefix.path], in: prefix)
    let bash = prefix.appendingPathComponent("share/bash-completion/completions/jamaal").path
    let zsh = prefix.appendingPathComponent("share/zsh/site-functions/_jamaal").path
    #expect(try String(contentsOfFile: zsh, encoding: .utf8).hasPrefix("#compdef jamaal\n"))
    let script = """
      source '\(bash)'
      complete() { COMP_WORDS=("$@"); COMP_CWORD=$((${#COMP_WORDS[@]}-1)); _jamaal; echo "${COMPREPLY[*]}"; }
      complete jamaal ru
      complete jamaal rules ''
      complete jamaal calendar --o
      complete jamaal focus start --
      """
    let completed = try Self.run("/bin/bash", ["-c", script], in: prefix)
    #expect(
      completed.stdout.split(separator: "\n") == [
        "rules", "add list show edit pause resume archive except", "--out",
        "--title --help --json --now --presets --store --tz --version",
      ], "\(completed.stderr)")
  }
}
