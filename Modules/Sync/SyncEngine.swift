import Foundation
public import JamaalModel
public import JamaalStorage

/// The sync engine (SPEC §8): one ``sync()`` round sends this device's changes, fetches and
/// applies everyone else's, through a ``CloudDatabase``.
///
/// Nothing is lost or doubled on any path: a change-log entry goes only after the cloud
/// acknowledged its record; every merge is commutative, associative and idempotent, field by
/// field (D-17), so a record sent or fetched twice, late or out of order changes nothing; a
/// person's decision beats the clock (D-16); every incoming record is checked alone, and one
/// that fails is set aside without stopping anything else (D-18). A round's writes are
/// transactions between the cloud's calls, never across one: one takes this device's changes
/// into the replica and numbers its batches; the next acknowledges what was sent and applies
/// the first page fetched, each later page its own, with the token it ends at. A retry waits
/// on the injected clock (`waits`); nothing blocks a thread.
///
/// ```swift
/// let engine = SyncEngine(store: store, cloud: FolderCloud(folder: url, clock: clock),
///                         device: "ipad", clock: clock)
/// let report = try await engine.sync()
/// ```
public final class SyncEngine: Sendable {
  let store: Store
  let cloud: any CloudDatabase
  let device: String
  let clock: any DeviceClock
  let waits: any Clock<Duration>
  let retry: RetryPolicy
  let progress: (@Sendable (_ done: Int, _ total: Int) -> Void)?
  /// Records per batch (at most ``OutgoingBatch/maximumRecords``).
  let batchSize: Int

  /// An engine for one device's store.
  /// - Parameters:
  ///   - store: the store.
  ///   - cloud: the cloud.
  ///   - device: this device's name (1–64 letters, digits, `.`, `_`, `-`; ties of stamps go to
  ///     the higher name).
  ///   - clock: the clock (stamps, held records, failures, timer clashes, D-16's own clock).
  ///   - waits: the clock a retry waits on (`ContinuousClock()`; a test passes one that waits
  ///     no time and counts).
  ///   - retry: how often to retry a passing failure.
  ///   - batchSize: records per batch.
  ///   - progress: told how many of how many records moved, for long rounds.
  public init(
    store: Store, cloud: any CloudDatabase, device: String, clock: any DeviceClock,
    waits: any Clock<Duration> = ContinuousClock(), retry: RetryPolicy = RetryPolicy(),
    batchSize: Int = OutgoingBatch.maximumRecords,
    progress: (@Sendable (_ done: Int, _ total: Int) -> Void)? = nil
  ) {
    self.store = store
    self.cloud = cloud
    self.device = device
    self.clock = clock
    self.waits = waits
    self.retry = retry
    self.batchSize = min(max(1, batchSize), OutgoingBatch.maximumRecords)
    self.progress = progress
  }

  var state: SyncState { SyncState(store: store) }

  func replica(now: Date) -> Replica { Replica(store: store, device: device, now: now) }

  /// Why a round stopped early.
  enum Stop: Error {
    case offline
    case status(SyncStatus)
    case failed
  }

  /// A device name that cannot name an outbox (from the command line, or remembered in a store
  /// an import or another program wrote): sync refuses it before anything moves.
  public struct BadDeviceName: Error, Hashable, Sendable {
    /// The name.
    public let name: String
  }

  /// One round: account, send, fetch, apply, timer clash; problems recorded (G-79).
  /// - Returns: what moved.
  /// - Throws: `StoreError` when the store fails (the cloud's failures are in the report);
  ///   ``BadDeviceName`` for a device name that cannot name an outbox; `CancellationError` when
  ///   the task is cancelled while a retry waits (what was applied before stays).
  public func sync() async throws -> SyncReport {
    guard DeviceName.isValid(device) else { throw BadDeviceName(name: device) }
    var report = SyncReport()
    let me = CloudDevice(name: device, store: try state.identity)
    if try state.value(SyncState.Key.device) != device {
      try state.set(device, SyncState.Key.device)
    }
    do {
      try await checkAccount(&report, me)
      let sent = try await send(&report, me)
      try await receive(&report, me, after: sent)
      try await resolveTimerClash(&report, me)
    } catch let stop as Stop {
      try record(stop, &report)
    }
    report.waiting = try store.pendingChangeCount()
    let summary = try store.setAsideSummary()
    report.setAsideInAll = summary.count
    report.firstSetAside = summary.first.map(SyncOverview.note)
    report.held = try store.heldCount()
    return report
  }

  func stop(for error: CloudError) -> Stop {
    switch error {
    case .networkUnavailable: .offline
    case .notAuthenticated: .status(.notSignedIn)
    case .quotaExceeded: .status(.storageFull)
    case .transient: .failed
    }
  }

  /// The state a successful round leaves (inside the round's last transaction).
  func recordSuccess(_ report: inout SyncReport) throws {
    try state.set(nil, SyncState.Key.failures)
    try state.setDate(nil, SyncState.Key.firstFailure)
    try state.set(SyncStatus.signedIn.rawValue, SyncState.Key.status)
    try state.setDate(clock.now, SyncState.Key.lastSync)
    report.status = .signedIn
  }

  /// Records why the round stopped: offline changes nothing; a failure counts towards "Sync is
  /// having trouble" (three in a row spanning at least a day).
  private func record(_ stop: Stop, _ report: inout SyncReport) throws {
    switch stop {
    case .offline:
      report.offline = true
      report.status = try state.status
    case .status(let status):
      try state.set(status.rawValue, SyncState.Key.status)
      report.status = status
    case .failed:
      try store.transaction {
        let failures = (Int(try state.value(SyncState.Key.failures) ?? "") ?? 0) + 1
        let first = try state.date(SyncState.Key.firstFailure) ?? clock.now
        try state.set(String(failures), SyncState.Key.failures)
        try state.setDate(first, SyncState.Key.firstFailure)
        if failures >= 3, clock.now.timeIntervalSince(first) >= 86_400 {
          try state.set(SyncStatus.havingTrouble.rawValue, SyncState.Key.status)
        }
      }
      report.status = try state.status
    }
  }

  /// Waits and tries `body` again on a passing failure, up to the retry policy's attempts.
  func retrying<T>(_ body: () async throws -> T) async throws -> T {
    var attempt = 1
    while true {
      do {
        return try await body()
      } catch let error as CloudError {
        let stop = stop(for: error)
        guard case .failed = stop, attempt < retry.attempts else { throw stop }
        attempt += 1
        try await wait(before: attempt)
      }
    }
  }

  /// Waits the retry policy's delay before try `attempt`, on the injected clock.
  func wait(before attempt: Int) async throws {
    try await waits.sleep(for: .seconds(retry.delay(before: attempt)))
  }
}
