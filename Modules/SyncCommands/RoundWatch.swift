import Synchronization

/// Watches a sync round through the engine's progress reports, so that a round the store
/// stops can say whether records were sent or applied before it (never "nothing was written"
/// when something was).
final class RoundWatch: Sendable {
  private let most = Mutex(0)

  /// Told how many records have moved so far (sent and acknowledged, or fetched and applied).
  /// - Parameter done: the engine's count.
  func saw(_ done: Int) {
    most.withLock { $0 = max($0, done) }
  }

  /// Whether any record was sent or applied this round.
  var moved: Bool { most.withLock { $0 > 0 } }
}
