import Foundation
import Testing

@testable import JamaalStorage

/// Issue 10, item 4: damage met by a command after the store opened ends it with exit 3, and is
/// remembered: `status` says "needs recovery" and `recover --reset` acts on it.
@Suite(.serialized) struct DamageInUseCommandTests {
  @Test func aDroppedTableEndsTheCommandAndStatusAndResetAgree() throws {
    let runner = JamaalRunner()
    #expect(try runner.run(["rules", "add", "--preset", "school-run"]).status == 0)
    do {
      let connection = try Connection(path: runner.store, readOnly: false)
      try connection.execute("DROP TABLE anchors")
    }
    let today = try runner.run(["today"])
    #expect(today.status == 3, "\(today.stderr)")
    #expect(today.stderr.contains("Try again: jamaal recover --retry"))
    #expect(!today.stderr.contains("SQLite error"), "\(today.stderr)")
    let status = try runner.run(["status"])
    #expect(status.status == 3)
    #expect(status.stdout.contains("health: needs recovery"), "\(status.stdout)")
    let retry = try runner.run(["recover", "--retry"])
    #expect(retry.status == 3, "a retry must not call a store missing a table healthy")
    let reset = try runner.run(["recover", "--reset", "--confirm", "--confirm-again"])
    #expect(reset.status == 0, "\(reset.stderr)")
    #expect(try runner.run(["status"]).status == 0)
  }
}

extension DamageInUseCommandTests {
  /// Issue 10, item 1: a write lock held past the busy wait is a clear message, not
  /// "SQLite error 5: database is locked", and nothing is written.
  @Test func aLockHeldPastTheWaitIsRefusedInWords() throws {
    let runner = JamaalRunner()
    #expect(try runner.run(["rules", "add", "--preset", "school-run"]).status == 0)
    let holder = try Connection(path: runner.store, readOnly: false)
    try holder.execute("BEGIN IMMEDIATE")
    let blocked = try runner.run(["rules", "add", "--preset", "plants"])
    try holder.execute("ROLLBACK")
    #expect(blocked.status == 1)
    #expect(blocked.stderr.hasPrefix("jamaal: the store is busy"), "\(blocked.stderr)")
    #expect(!blocked.stderr.contains("SQLite error"))
    #expect(try runner.run(["rules", "list"]).stdout.contains("plants") == false)
  }
}
