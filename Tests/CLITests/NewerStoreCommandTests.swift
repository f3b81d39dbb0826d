import Foundation
import Testing

/// Issue 25 item 11 (SPEC §7): a store a newer version wrote is not damaged — it says "Update
/// Jamaal to open your data" (exit 3), and a reset is offered only behind the warning that what
/// this device holds from the newer version would be set aside.
@Suite(.serialized) struct NewerStoreCommandTests {
  /// Marks the store as written by schema version 99 (Python's sqlite3, a test tool only).
  static func makeNewer(_ path: String) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "python3", "-c",
      "import sqlite3,sys; c=sqlite3.connect(sys.argv[1]); c.execute('PRAGMA user_version=99');"
        + " c.commit(); c.close()",
      path,
    ]
    try process.run()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
  }

  @Test func aNewerStoreAsksForTheUpdate() throws {
    let runner = JamaalRunner()
    #expect(try runner.run(["rules", "add", "--preset", "school-run"]).status == 0)
    try Self.makeNewer(runner.store)
    let before = FileManager.default.contents(atPath: runner.store)
    let reset =
      "Reset this device's data (what this device holds from the newer version would be set"
      + " aside; the file is moved aside, not deleted): jamaal recover --reset"
    for command in [["today"], ["rules", "list"], ["today", "--json"]] {
      let result = try runner.run(command)
      #expect(result.status == 3, "\(command)")
      #expect(
        result.stderr.hasPrefix(
          "jamaal: Update Jamaal to open your data: the store at \(runner.store) was written by a"
            + " newer version of Jamaal\n"), "\(result.stderr)")
      #expect(result.stderr.contains("Try again after updating Jamaal: jamaal recover --retry\n"))
      #expect(result.stderr.hasSuffix(reset + "\n"))
      #expect(!result.stderr.contains("damaged"))
    }
    let status = try runner.run(["status"])
    #expect(status.status == 3)
    #expect(status.stdout.contains("\nUpdate Jamaal to open your data\n"))
    #expect(status.stdout.hasSuffix(reset + "\n"))
    // Without both confirmations nothing is set aside.
    #expect(try runner.run(["recover", "--reset"]).status == 1)
    #expect(try runner.run(["recover", "--reset", "--confirm"]).status == 1)
    #expect(try runner.run(["recover", "--retry"]).status == 3)
    #expect(FileManager.default.contents(atPath: runner.store) == before)
  }
}
