import Synchronization

/// Each client's rate, bounded: a bucket of `burst` requests per address that refills at
/// `perSecond`, far above what a person (a few a second) or the loopback load test needs, so a
/// runaway tab or a script on a shared machine cannot hold the server. The table of addresses
/// is bounded too: past `addresses`, the buckets that are full again are forgotten.
final class RequestRate: Sendable {
  /// A client's bucket: the requests it may still make, as of an instant.
  struct Bucket {
    var tokens: Double
    var at: ContinuousClock.Instant
  }

  let burst: Double
  let perSecond: Double
  let addresses: Int
  private let now: @Sendable () -> ContinuousClock.Instant
  private let buckets = Mutex<[UInt32: Bucket]>([:])

  /// A bound of `perSecond` requests a second per address (0: no refill), `burst` at once.
  init(
    burst: Int = 2000, perSecond: Int = 1000, addresses: Int = 1024,
    now: @escaping @Sendable () -> ContinuousClock.Instant = { ContinuousClock.now }
  ) {
    self.burst = Double(burst)
    self.perSecond = Double(perSecond)
    self.addresses = addresses
    self.now = now
  }

  /// Whether the client at `address` may make one more request now (it is counted if so).
  func admit(_ address: UInt32) -> Bool {
    let instant = now()
    return buckets.withLock { buckets in
      var bucket = buckets[address] ?? Bucket(tokens: burst, at: instant)
      let elapsed = bucket.at.duration(to: instant)
      let seconds =
        Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
      bucket.tokens = min(burst, bucket.tokens + max(0, seconds) * perSecond)
      bucket.at = instant
      guard bucket.tokens >= 1 else {
        buckets[address] = bucket
        return false
      }
      bucket.tokens -= 1
      buckets[address] = bucket
      if buckets.count > addresses { forgetFull(&buckets, at: instant) }
      return true
    }
  }

  /// Forgets the buckets that have refilled (a client that went quiet); with no refill, none.
  private func forgetFull(_ buckets: inout [UInt32: Bucket], at instant: ContinuousClock.Instant) {
    guard perSecond > 0 else { return }
    let refill = Duration.seconds(burst / perSecond)
    buckets = buckets.filter { $0.value.at.duration(to: instant) < refill }
  }
}
