import Synchronization
import Testing

@testable import JamaalWeb

/// Each client's rate is bounded: a burst, then a steady refill, one address never holding
/// back another, and the table of addresses itself bounded.
@Suite struct RequestRateTests {
  /// A clock the test moves.
  final class Hands: Sendable {
    let start = ContinuousClock.now
    let offset = Mutex(Duration.zero)
    var now: ContinuousClock.Instant { start + offset.withLock { $0 } }
    func move(_ duration: Duration) { offset.withLock { $0 += duration } }
  }

  @Test func aBurstThenTheRefillAndEachAddressOnItsOwn() {
    let hands = Hands()
    let rate = RequestRate(burst: 3, perSecond: 2, now: { hands.now })
    let loopback: UInt32 = 0x7F00_0001
    #expect((0..<3).allSatisfy { _ in rate.admit(loopback) })
    #expect(!rate.admit(loopback), "past the burst")
    #expect(rate.admit(0x0A00_0002), "another address has its own bucket")
    hands.move(.milliseconds(500))
    #expect(rate.admit(loopback), "half a second refills one")
    #expect(!rate.admit(loopback))
    hands.move(.seconds(60))
    #expect((0..<3).allSatisfy { _ in rate.admit(loopback) }, "never more than the burst")
    #expect(!rate.admit(loopback))
  }

  @Test func theTableOfAddressesIsBounded() {
    let hands = Hands()
    let rate = RequestRate(burst: 2, perSecond: 1, addresses: 4, now: { hands.now })
    for address in UInt32(1)...4 { #expect(rate.admit(address)) }
    hands.move(.seconds(5))
    // A fifth address makes the table forget the four that refilled; the fifth counts on.
    #expect(rate.admit(5) && rate.admit(5))
    #expect(!rate.admit(5))
    #expect(rate.admit(1) && rate.admit(1), "a forgotten address starts with a full burst")
  }

  @Test func withNoRefillTheBurstIsAllThereIs() {
    let hands = Hands()
    let rate = RequestRate(burst: 2, perSecond: 0, addresses: 1, now: { hands.now })
    #expect(rate.admit(1) && rate.admit(1))
    hands.move(.seconds(3600))
    #expect(!rate.admit(1), "an hour later, still none")
    #expect(rate.admit(2), "past the table's bound nothing is forgotten and nothing traps")
  }
}
