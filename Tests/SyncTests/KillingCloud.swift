import Foundation
import JamaalSync

/// A cloud that can kill the process mid-round: armed, it passes one call through to the cloud it
/// wraps and then throws ``Killed`` — not a `CloudError`, so the engine does not take it for a
/// passing failure and the round aborts there, as a killed process would. Whatever the store
/// had committed stays; the transaction open at that moment rolls back; what the wrapped cloud
/// did (a batch saved, a page handed out) happened.
final class KillingCloud: CloudDatabase, @unchecked Sendable {
  /// The process was killed after a call went through.
  struct Killed: Error, CustomStringConvertible {
    /// The call that went through.
    let call: String
    var description: String { "killed after \(call)" }
  }

  /// The calls a kill can follow.
  enum Call: String, CaseIterable {
    case save
    case fetchChanges
  }

  let inner: any CloudDatabase
  private let lock = NSLock()
  private var armed: (call: Call, after: Int)?

  init(_ inner: any CloudDatabase) { self.inner = inner }

  /// Kills the process once, after the `after`-th next `call` (0: the very next one) goes
  /// through.
  func arm(_ call: Call, after: Int) { lock.withLock { armed = (call, after) } }

  /// No kill pending any more.
  func disarm() { lock.withLock { armed = nil } }

  /// Whether a kill is still waiting for its call.
  var isArmed: Bool { lock.withLock { armed != nil } }

  /// Whether this call is the one to kill after (counting it down otherwise).
  private func isFatal(_ call: Call) -> Bool {
    lock.withLock {
      guard let pending = armed, pending.call == call else { return false }
      if pending.after > 0 {
        armed = (call, pending.after - 1)
        return false
      }
      armed = nil
      return true
    }
  }

  func account(device: CloudDevice) async throws -> CloudAccount {
    try await inner.account(device: device)
  }

  func fetchChanges(since token: ChangeToken?, device: CloudDevice) async throws -> FetchedChanges {
    let changes = try await inner.fetchChanges(since: token, device: device)
    if isFatal(.fetchChanges) { throw Killed(call: "fetchChanges") }
    return changes
  }

  func save(_ batch: OutgoingBatch, device: CloudDevice) async throws -> SavedBatch {
    let saved = try await inner.save(batch, device: device)
    if isFatal(.save) { throw Killed(call: "save") }
    return saved
  }

  func lostBatches(_ published: [PublishedBatch], device: CloudDevice) async throws -> [Int] {
    try await inner.lostBatches(published, device: device)
  }
}
