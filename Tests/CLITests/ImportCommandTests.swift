import Foundation
import JamaalTestSupport
import Testing

/// `jamaal import` refuses a hostile file whole, naming what is wrong, and leaves
/// the store as it was (or uncreated); a file that is not a regular file is never read.
@Suite(.serialized) struct ImportCommandTests {
  /// A real export of a store with two rules and their Anchors.
  static func exported() throws -> (runner: JamaalRunner, text: String) {
    let source = JamaalRunner()
    try source.run(["rules", "add", "--preset", "school-run"])
    try source.run(["rules", "add", "--preset", "plants", "--set", "lastDone=due-now"])
    let export = try source.run(["export"])
    #expect(export.status == 0, "\(export.stderr)")
    return (source, export.stdout)
  }

  static func write(_ text: String, named name: String) throws -> String {
    let file = Fixtures.temporaryFolder("jamaal-import").appendingPathComponent(name)
    try Data(text.utf8).write(to: file)
    return file.path
  }

  @Test func aHostileExportIsRefusedNamingTableRowAndColumnAndNothingIsWritten() throws {
    let (_, text) = try Self.exported()
    #expect(text.hasPrefix("{\n  \"format\" : \"jamaal-export\",\n  \"version\" : 2,\n"))
    // A window that ends before it starts, in the first Anchor.
    let anchors = try #require(text.range(of: #""anchors" : ["#))
    let end = try #require(
      text.range(of: #""window_end" : ""#, range: anchors.upperBound..<text.endIndex))
    let hostile = text.replacingCharacters(
      in: end.upperBound..<text.index(end.upperBound, offsetBy: 4), with: "2001")
    let file = try Self.write(hostile, named: "hostile.json")
    // Into a store that does not exist yet: refused, and no store is created.
    let missing = JamaalRunner()
    let refused = try missing.run(["import", file])
    #expect(refused.status == 1)
    #expect(refused.stderr.contains("import: \(file): table 'anchors', row 1 (id "))
    #expect(refused.stderr.contains("column 'window_end': the window ends at 2001-"))
    #expect(!FileManager.default.fileExists(atPath: missing.store))
    // Into an empty store: refused, the file byte for byte as it was.
    let empty = JamaalRunner()
    #expect(try empty.run(["today"]).status == 0)  // makes the (empty) store
    let before = try empty.run(["export"]).stdout
    let bytes = try #require(FileManager.default.contents(atPath: empty.store))
    #expect(try empty.run(["import", file]).status == 1)
    #expect(FileManager.default.contents(atPath: empty.store) == bytes)
    #expect(try empty.run(["export"]).stdout == before)
    // The export itself imports, and exports again byte for byte.
    let good = try Self.write(text, named: "good.json")
    #expect(try empty.run(["import", good]).status == 0)
    #expect(try empty.run(["export"]).stdout == text)
  }

  @Test func aLargeFileIsReadWhereItIsWrongAndAFIFOIsNeverRead() throws {
    let folder = Fixtures.temporaryFolder("jamaal-import-large")
    let large = folder.appendingPathComponent("large.json")
    #expect(FileManager.default.createFile(atPath: large.path, contents: nil))
    let handle = try FileHandle(forWritingTo: large)
    try handle.truncate(atOffset: 120 << 20)
    try handle.close()
    let runner = JamaalRunner()
    let result = try runner.run(["import", large.path])
    #expect(result.status == 1)
    #expect(
      result.stderr.contains(
        "import: \(large.path): not a Jamaal export: invalid JSON at line 1, column 1:"
          + " unexpected byte 0x00, expected a value"), "\(result.stderr)")
    #expect(!FileManager.default.fileExists(atPath: runner.store))
    let fifo = folder.appendingPathComponent("fifo.json")
    #expect(mkfifo(fifo.path, 0o600) == 0)
    let started = Date()
    let piped = try Self.runWithTimeout(
      ["import", fifo.path, "--store", runner.store], seconds: 20)
    #expect(Date().timeIntervalSince(started) < 20)
    #expect(piped.status == 1)
    #expect(piped.stderr.contains("it is not a regular file"))
  }

  /// Runs `jamaal`, killing it after `seconds` (a hang fails instead of stalling the run).
  static func runWithTimeout(
    _ arguments: [String], seconds: Double
  ) throws -> (status: Int32, stderr: String) {
    let process = Process()
    process.executableURL = JamaalRunner.binary
    process.arguments = arguments
    let err = Pipe()
    process.standardError = err
    process.standardOutput = FileHandle.nullDevice
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let deadline = Date().addingTimeInterval(seconds)
    while process.isRunning && Date() < deadline { usleep(20_000) }
    if process.isRunning { process.terminate() }
    process.waitUntilExit()
    let stderr = err.fileHandleForReading.readDataToEndOfFile()
    return (process.terminationStatus, String(decoding: stderr, as: UTF8.self))
  }
}
