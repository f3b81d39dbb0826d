import Foundation
import Storage

extension SyncEngine {
  /// Merges every local change into the replica (in one transaction with what follows it when
  /// called inside one), returning the changes merged.
  @discardableResult
  func drainLocal() throws -> [StoreChange] {
    try store.applyingRemote {
      let changes = try store.pendingChanges()
      var seen = Set<RecordID>()
      for change in changes {
        let id = RecordID(kind: change.kind.rawValue, id: change.rowID.uuidString)
        guard seen.insert(id).inserted else { continue }
        if let version = try replica.localVersion(change) {
          try replica.absorb(version, tag: nil)
        }
      }
      return changes
    }
  }

  /// Sends the replica's copy of every changed record, retrying passing failures with back-off,
  /// then lets go of the change-log entries whose records the cloud acknowledged (in order).
  func sendPending(_ report: inout SyncReport) throws {
    let changes = try drainLocal()
    guard !changes.isEmpty else { return }
    var ids: [RecordID] = []
    var seen = Set<RecordID>()
    for change in changes {
      let id = RecordID(kind: change.kind.rawValue, id: change.rowID.uuidString)
      if seen.insert(id).inserted { ids.append(id) }
    }
    var saved = Set<RecordID>()
    var stop: Stop?
    var waiting = ids
    for attempt in 1...retry.attempts where !waiting.isEmpty && stop == nil {
      if attempt > 1 { sleeper.sleep(seconds: retry.delay(before: attempt)) }
      var failed: [RecordID] = []
      for start in stride(from: 0, to: waiting.count, by: batchSize) where stop == nil {
        let chunk = Array(waiting[start..<min(start + batchSize, waiting.count)])
        stop = try send(chunk, saved: &saved, failed: &failed)
        progress?(saved.count, ids.count)
      }
      waiting = failed
    }
    report.sent += saved.count
    var acknowledged: Int64?
    for change in changes {
      guard saved.contains(RecordID(kind: change.kind.rawValue, id: change.rowID.uuidString))
      else { break }
      acknowledged = change.sequence
    }
    if let acknowledged { try store.acknowledgeChanges(upTo: acknowledged) }
    if let stop { throw stop }
    if !waiting.isEmpty { throw Stop.failed }
  }

  /// Sends one batch; a conflict merges the server's copy so the next try sends the merge.
  private func send(_ ids: [RecordID], saved: inout Set<RecordID>, failed: inout [RecordID])
    throws -> Stop?
  {
    var outgoing: [OutgoingRecord] = []
    for id in ids {
      guard let row = try store.syncRecord(kind: id.kind, id: id.id),
        let record = SyncRecord.decoding(row.record)
      else {
        saved.insert(id)
        continue
      }
      outgoing.append(OutgoingRecord(record: record, tag: row.tag))
    }
    guard !outgoing.isEmpty else { return nil }
    let results: [SaveResult]
    do {
      results = try cloud.save(outgoing, device: device)
    } catch let error as CloudError {
      let stop = stop(for: error)
      if case .failed = stop {
        failed += outgoing.map(\.record.recordID)
        return nil
      }
      return stop
    }
    var stop: Stop?
    for (record, result) in zip(outgoing.map(\.record), results) {
      let id = record.recordID
      switch result {
      case .saved(let tag):
        try store.setSyncTag(tag, kind: id.kind, id: id.id)
        saved.insert(id)
      case .conflict(let server, let tag):
        try store.applyingRemote { _ = try replica.absorb(server, tag: tag) }
        failed.append(id)
      case .transient: failed.append(id)
      case .quotaExceeded: stop = stop ?? .status(.storageFull)
      case .notAuthenticated: stop = stop ?? .status(.notSignedIn)
      case .networkUnavailable: stop = stop ?? .offline
      }
    }
    if results.count < outgoing.count {
      failed += outgoing[results.count...].map(\.record.recordID)
    }
    return stop
  }

  /// Fetches every page since the saved token; each page is applied and the token saved in one
  /// transaction, after merging any newer local change first.
  func fetch(_ report: inout SyncReport) throws {
    var token = try state.token
    var pages = 0
    while true {
      let page = try fetchPage(since: token)
      try store.applyingRemote {
        try drainLocal()
        for (record, tag) in page.records where try replica.absorb(record, tag: tag) {
          report.received += 1
        }
        try state.set(page.token.text, SyncState.Key.token)
      }
      token = page.token
      pages += 1
      progress?(report.received, report.received + (page.moreComing ? 1 : 0))
      if !page.moreComing || pages > 1_000_000 { break }
    }
  }

  private func fetchPage(since token: ChangeToken?) throws -> FetchedChanges {
    var attempt = 1
    while true {
      do {
        return try cloud.fetchChanges(since: token, device: device)
      } catch let error as CloudError {
        let stop = stop(for: error)
        guard case .failed = stop, attempt < retry.attempts else { throw stop }
        attempt += 1
        sleeper.sleep(seconds: retry.delay(before: attempt))
      }
    }
  }

  /// Two running focus sessions (G-26, G-83): the later one is stopped and its time logged, as a
  /// local change that syncs like any other; the quiet line is remembered until shown.
  func resolveTimerClash(_ report: inout SyncReport) throws {
    let now = clock.now
    let clashed = try store.transaction { () -> Bool in
      let running = try store.runningFocusSessions()
      guard running.count > 1 else { return false }
      for var session in running.dropFirst() {
        session.endedAt = max(now, session.startedAt)
        session.loggedMinutes += max(0, Int(now.timeIntervalSince(session.startedAt) / 60))
        session.modifiedAt = max(now, session.modifiedAt)
        try store.updateFocusSession(session)
      }
      try state.set("1", SyncState.Key.timerClash)
      return true
    }
    if clashed {
      report.timerClash = true
      try sendPending(&report)
    }
  }
}
