import Foundation
import JamaalModel
import JamaalStorage
import JamaalSync
import JamaalTestSupport
import Testing

/// Issue 24 item 11: a round does little — one write transaction takes the change in and
/// numbers its batch, one acknowledges it and applies what was fetched; a round with nothing to
/// send takes the write lock once, to apply.
@Suite struct RoundCostTests {
  @Test func aRoundCarryingOneChangeWritesInTwoTransactions() async throws {
    let clock = MovingClock()
    let folder = Fixtures.temporaryFolder("jamaal-cost")
    let phone = try Device("iphone", cloud: FolderCloud(folder: folder, clock: clock), clock: clock)
    let pad = try Device("ipad", cloud: FolderCloud(folder: folder, clock: clock), clock: clock)
    try phone.store.insertAnchors([SyncFixtures.anchor(createdAt: clock.now)])
    try await SyncFixtures.settle([phone, pad])
    try phone.store.insertAnchors([SyncFixtures.anchor(date: "2026-12-01", createdAt: clock.now)])
    let commits = LockedList<TransactionEvent>()
    phone.store.transactionObserver = { if case .committed = $0 { commits.append($0) } }
    pad.store.transactionObserver = { if case .committed = $0 { commits.append($0) } }
    await #expect(try phone.sync().sent == 1)
    #expect(commits.all.count == 2, "the sender: \(commits.all.count) transactions")
    await #expect(try pad.sync().received == 1)
    #expect(commits.all.count == 3, "the receiver, nothing to send: \(commits.all.count - 2)")
  }

  /// A record sent again carries the tag the cloud gave it last time: the cloud takes it at
  /// once, with no conflict to merge and no retry (a wrong tag costs a merge transaction and a
  /// second save after a wait).
  @Test func aRecordSentAgainCarriesItsTagAndTakesNoRetry() async throws {
    let clock = MovingClock()
    let cloud = InMemoryCloud()
    let phone = try Device("iphone", cloud: cloud, clock: clock)
    var anchor = SyncFixtures.anchor(createdAt: clock.now)
    try phone.store.insertAnchors([anchor])
    await #expect(try phone.sync().sent == 1)
    clock.advance(60)
    anchor.title = "Drop-off, by bike"
    anchor.modifiedAt = clock.now
    try phone.store.updateAnchor(anchor)
    let commits = LockedList<TransactionEvent>()
    phone.store.transactionObserver = { if case .committed = $0 { commits.append($0) } }
    await #expect(try phone.sync().sent == 1)
    #expect(phone.waits.total.isEmpty, "retried after \(phone.waits.total) s")
    #expect(commits.all.count == 2, "\(commits.all.count) transactions")
    #expect(cloud.records().first?.fields["title"] == .string("Drop-off, by bike"))
  }
}
