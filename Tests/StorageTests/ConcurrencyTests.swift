import Foundation
import JamaalModel
import JamaalTestSupport
import Testing

@testable import JamaalStorage

@Suite struct ConcurrencyTests {
  /// Two stores on one file (as two `jamaal` processes would have) writing at once from two
  /// threads: every write waits its turn; no "database is locked" reaches the caller.
  @Test func twoStoresOnOneFileWriteAtOnce() throws {
    let url = StorageFixtures.storeURL("concurrent")
    let stores = [try StorageFixtures.open(url), try StorageFixtures.open(url)]
    let errors = LockedList<any Error>()
    DispatchQueue.concurrentPerform(iterations: 2) { worker in
      let store = stores[worker]
      for index in 0..<150 {
        do {
          try store.transaction {
            let rule = StorageFixtures.rule("w\(worker)-\(index)")
            try store.insertRule(rule)
            try store.insertAnchors([
              StorageFixtures.anchor(
                rule: rule.id, date: "2026-11-29", start: "2026-11-29T08:00:00Z")
            ])
            _ = try store.rules(idPrefix: String(rule.id.uuidString.prefix(8)))
          }
        } catch {
          errors.append(error)
        }
      }
    }
    #expect(errors.all.isEmpty, "\(errors.all)")
    #expect(try stores[0].rules().count == 300)
    #expect(try stores[1].anchorCount() == 300)
    #expect(try stores[1].integrityCheck() == ["ok"])
  }

  /// Two stores opening a missing file at once: one creates it, neither sees a half-made file.
  @Test func twoStoresCreatingOneFileAtOnce() throws {
    for _ in 0..<10 {
      let url = StorageFixtures.storeURL("create")
      let errors = LockedList<any Error>()
      DispatchQueue.concurrentPerform(iterations: 2) { _ in
        if case .needsRecovery(let recovery) = Store.open(at: url, clock: StorageFixtures.clock) {
          errors.append(StoreError(code: 0, message: "\(recovery.reason): \(recovery.detail)"))
        }
      }
      #expect(errors.all.isEmpty, "\(errors.all)")
    }
  }
}

/// Errors collected from several threads.
