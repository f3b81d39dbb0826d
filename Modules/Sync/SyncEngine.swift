import Foundation
public import Model
public import Storage

/// The sync engine (SPEC §8): one ``sync()`` round drains the change log, sends, fetches and
/// applies, through a ``CloudDatabase``.
///
/// Nothing is lost or doubled on any path: a change-log entry goes only after the cloud
/// acknowledged its record; fetched records are applied and the change token saved in one
/// transaction, without re-logging them; every merge is commutative and idempotent, so a record
/// sent or fetched twice, late or out of order changes nothing.
///
/// ```swift
/// let engine = SyncEngine(store: store, cloud: FolderCloud(folder: url), device: "ipad",
///                         clock: clock)
/// let report = try engine.sync()
/// ```
public final class SyncEngine: Sendable {
  let store: Store
  let cloud: any CloudDatabase
  let device: String
  let clock: any Clock
  let sleeper: any Sleeper
  let retry: RetryPolicy
  let progress: (@Sendable (_ done: Int, _ total: Int) -> Void)?
  /// Records per save.
  let batchSize: Int

  /// An engine for one device's store.
  /// - Parameters:
  ///   - store: the store.
  ///   - cloud: the cloud.
  ///   - device: this device's id (ties of `modifiedAt` go to the higher one).
  ///   - clock: the clock (failures, timer clashes).
  ///   - sleeper: waits between retries.
  ///   - retry: how often to retry a passing failure.
  ///   - batchSize: records per save.
  ///   - progress: told how many of how many records moved, for long rounds.
  public init(
    store: Store, cloud: any CloudDatabase, device: String, clock: any Clock,
    sleeper: any Sleeper = ThreadSleeper(), retry: RetryPolicy = RetryPolicy(),
    batchSize: Int = 400, progress: (@Sendable (_ done: Int, _ total: Int) -> Void)? = nil
  ) {
    self.store = store
    self.cloud = cloud
    self.device = device
    self.clock = clock
    self.sleeper = sleeper
    self.retry = retry
    self.batchSize = max(1, batchSize)
    self.progress = progress
  }

  var state: SyncState { SyncState(store: store) }
  var replica: Replica { Replica(store: store, device: device) }

  /// Why a round stopped early.
  enum Stop: Error {
    case offline
    case status(SyncStatus)
    case failed
  }

  /// One round: account, send, fetch, apply, timer clash; problems recorded (G-79).
  /// - Returns: what moved.
  /// - Throws: `StoreError` when the store fails (the cloud's failures are in the report).
  public func sync() throws -> SyncReport {
    var report = SyncReport()
    if try state.value(SyncState.Key.device) != device {
      try state.set(device, SyncState.Key.device)
    }
    do {
      try checkAccount(&report)
      try sendPending(&report)
      try fetch(&report)
      try resolveTimerClash(&report)
      try recordSuccess(&report)
    } catch let stop as Stop {
      try record(stop, &report)
    }
    report.waiting = try store.pendingChanges().count
    return report
  }

  /// Goes on after an account change the user has seen (G-80). With a different account, the
  /// previous account's waiting changes are not sent to it and its copies are forgotten; the
  /// data on this device is kept whole.
  /// - Throws: `StoreError`, or `CloudError` when the account cannot be told.
  public func continueAfterAccountChange() throws {
    let account = try cloud.account(device: device)
    try store.transaction {
      var last = try state.value(SyncState.Key.account)
      if last == SyncState.signedOutMark { last = try state.value(SyncState.Key.previousAccount) }
      if case .signedIn(let id) = account, let last, id != last {
        if let newest = try store.pendingChanges().last {
          try store.acknowledgeChanges(upTo: newest.sequence)
        }
        try store.clearSyncTags()
        try state.set(nil, SyncState.Key.token)
      }
      if case .signedIn(let id) = account { try state.set(id, SyncState.Key.account) }
      try state.set(nil, SyncState.Key.accountChanged)
    }
  }

  private func checkAccount(_ report: inout SyncReport) throws {
    let account: CloudAccount
    do {
      account = try cloud.account(device: device)
    } catch let error as CloudError {
      throw stop(for: error)
    }
    let last = try state.value(SyncState.Key.account)
    let paused = try state.value(SyncState.Key.accountChanged) != nil
    switch account {
    case .signedOut:
      if let last, !paused, last != SyncState.signedOutMark {
        try state.set(last, SyncState.Key.accountChanged)
        try state.set(SyncState.signedOutMark, SyncState.Key.account)
        try state.set(last, SyncState.Key.previousAccount)
      }
      report.accountChanged = try state.value(SyncState.Key.accountChanged) != nil
      throw Stop.status(.notSignedIn)
    case .restricted:
      throw Stop.status(.restricted)
    case .signedIn(let id):
      if paused {
        report.accountChanged = true
        throw Stop.status(try state.status ?? .signedIn)
      }
      if last == SyncState.signedOutMark {
        let previous = try state.value(SyncState.Key.previousAccount)
        if previous == id {
          try state.set(id, SyncState.Key.account)
        } else {
          try state.set(id, SyncState.Key.accountChanged)
          report.accountChanged = true
          throw Stop.status(.signedIn)
        }
      } else if let last, last != id {
        try state.set(id, SyncState.Key.accountChanged)
        report.accountChanged = true
        throw Stop.status(.signedIn)
      } else if last == nil {
        try state.set(id, SyncState.Key.account)
      }
    }
  }

  func stop(for error: CloudError) -> Stop {
    switch error {
    case .networkUnavailable: .offline
    case .notAuthenticated: .status(.notSignedIn)
    case .quotaExceeded: .status(.storageFull)
    case .transient: .failed
    }
  }

  private func recordSuccess(_ report: inout SyncReport) throws {
    try store.transaction {
      try state.set(nil, SyncState.Key.failures)
      try state.setDate(nil, SyncState.Key.firstFailure)
      try state.set(SyncStatus.signedIn.rawValue, SyncState.Key.status)
      try state.setDate(clock.now, SyncState.Key.lastSync)
    }
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
      let failures = (Int(try state.value(SyncState.Key.failures) ?? "") ?? 0) + 1
      let first = try state.date(SyncState.Key.firstFailure) ?? clock.now
      try state.set(String(failures), SyncState.Key.failures)
      try state.setDate(first, SyncState.Key.firstFailure)
      if failures >= 3, clock.now.timeIntervalSince(first) >= 86_400 {
        try state.set(SyncStatus.havingTrouble.rawValue, SyncState.Key.status)
      }
      report.status = try state.status
    }
  }
}
