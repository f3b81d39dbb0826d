import Foundation
import JamaalStorage

/// Sending: this device's changes into the replica, numbered batches to the cloud.
extension SyncEngine {
  /// What a round sent, for the transaction that acknowledges it.
  struct Sent {
    /// Change-log entries up to here may go (every record they name was saved).
    var acknowledgeUpTo: Int64?
    /// The last change-log entry taken into the replica.
    var drainedUpTo: Int64?
    /// The batch files written.
    var published: [SyncBatchRow] = []
    /// The cloud's new tags.
    var tags: [(RecordID, String?)] = []
    /// Published batches found changed or gone whose every record was saved again this round.
    var rewritten: [Int] = []
  }

  /// Takes every local change into the replica, merging it with what the replica holds (in the
  /// caller's transaction), from the change-log entry after `after`.
  /// - Returns: the changes, and the merged records by id, each as the bytes and tag the
  ///   replica saved (a heavy user's first round holds 60,000 of them: bytes, not records).
  @discardableResult
  func drainLocal(after: Int64? = nil) throws -> (
    changes: [StoreChange], merged: [RecordID: OutgoingRecord]
  ) {
    var replica = replica(now: clock.now)
    let fresh = FreshReplica()
    if try fresh.isCurrent(in: store) { replica.fresh = fresh }  // a first round: nothing there
    let changes = try store.pendingChanges(after: after)
    var latest: [RecordID: (StoreChange.Kind, UUID, Date)] = [:]
    var order: [RecordID] = []
    latest.reserveCapacity(changes.count)
    for change in changes {
      let id = RecordID(kind: change.kind.rawValue, id: change.rowID.canonicalText)
      if let index = latest.index(forKey: id) {
        latest.values[index].2 = max(latest.values[index].2, change.changedAt)
      } else {
        order.append(id)
        latest[id] = (change.kind, change.rowID, change.changedAt)
      }
    }
    var merged: [RecordID: OutgoingRecord] = [:]
    merged.reserveCapacity(order.count)
    for id in order {
      guard let (kind, rowID, changedAt) = latest[id] else { continue }
      let before = try replica.before(id.kind, id.id)
      guard
        let version = try replica.localVersion(
          kind: kind, id: rowID, changedAt: changedAt, before: before)
      else { continue }
      if let encoded = try replica.absorbEncoded(version, tag: nil, local: true, before: before) {
        // A local version keeps the replica's tag (absorbEncoded saved it with that one).
        merged[id] = OutgoingRecord(encoded: encoded.data, id: id, tag: before.row?.tag)
      }
    }
    return (changes, merged)
  }

  /// Sends the replica's copy of every record a local change names (and of every record of a
  /// batch this device published that is now changed or gone, once), in batches numbered from
  /// the store's counter; retries passing failures with back-off.
  func send(_ report: inout SyncReport, _ me: CloudDevice) async throws -> Sent {
    var sent = Sent()
    // A record the replica does not hold (a row made and removed before it ever synced) has
    // nothing to send: its change-log entries may go.
    var saved = Set<RecordID>()
    // Before taking the write lock: is there anything to send? (A batch of this device's lost
    // from the folder is a thing the file system tells, not the store.)
    let published = try store.publishedBatches().map(\.file)
    let lost = try await cloud.lostBatches(published, device: me)
    let nothingChanged = try store.pendingChanges(limit: 1).isEmpty
    guard !lost.isEmpty || !nothingChanged else { return sent }
    var lostRecords = Set<RecordID>()
    let (batches, changes) = try store.applyingRemote { () -> ([OutgoingBatch], [StoreChange]) in
      var (changes, merged) = try drainLocal()
      sent.drainedUpTo = changes.last?.sequence
      var ids: [RecordID] = []
      var seen = Set<RecordID>()
      for change in changes {
        let id = RecordID(kind: change.kind.rawValue, id: change.rowID.canonicalText)
        if seen.insert(id).inserted { ids.append(id) }
      }
      for number in lost {
        for line in try store.publishedRecords(of: number)?.split(separator: "\n") ?? [] {
          let parts = line.split(separator: " ", maxSplits: 1).map(String.init)
          guard parts.count == 2 else { continue }
          let id = RecordID(kind: parts[0], id: parts[1])
          lostRecords.insert(id)
          if seen.insert(id).inserted { ids.append(id) }
        }
      }
      var records: [OutgoingRecord] = []
      records.reserveCapacity(ids.count)
      for id in ids {
        if let outgoing = merged.removeValue(forKey: id) {
          records.append(outgoing)
        } else if let copy = try replica(now: clock.now).copy(id) {
          records.append(OutgoingRecord(record: copy.record, tag: copy.tag))
        } else {
          saved.insert(id)
        }
      }
      return (try number(split(records)), changes)
    }
    guard !batches.isEmpty else {
      sent.acknowledgeUpTo = changes.last?.sequence
      sent.rewritten = lost
      return sent
    }
    let nothingToSend = saved.count
    var stop: Stop?
    var queue = batches
    var attempt = 1
    let total = batches.reduce(0) { $0 + $1.records.count }
    while !queue.isEmpty, stop == nil {
      var failed: [OutgoingRecord] = []
      for batch in queue where stop == nil {
        do {
          stop = try await save(batch, me, saved: &saved, failed: &failed, sent: &sent)
        } catch let error as CloudError {
          let reason = self.stop(for: error)
          if case .failed = reason { failed += batch.records } else { stop = reason }
        }
        progress?(saved.count, total)
      }
      guard !failed.isEmpty, stop == nil else { break }
      attempt += 1
      guard attempt <= retry.attempts else {
        stop = .failed
        break
      }
      try await wait(before: attempt)
      queue = try store.transaction { try number(split(failed)) }
    }
    report.sent += saved.count - nothingToSend
    // A lost batch counts as written again only once all its records were saved: a round the
    // cloud stopped (storage full, offline, a kill) tries them again next time.
    if lostRecords.isSubset(of: saved) { sent.rewritten = lost }
    for change in changes {
      guard saved.contains(RecordID(kind: change.kind.rawValue, id: change.rowID.canonicalText))
      else { break }
      sent.acknowledgeUpTo = change.sequence
    }
    if let stop {
      try store.applyingRemote { try acknowledge(sent) }
      throw stop
    }
    return sent
  }

  /// Saves one batch; a number another file took is replaced by the next from the counter; a
  /// conflict merges the server's copy so the next try sends the merge.
  private func save(
    _ batch: OutgoingBatch, _ me: CloudDevice, saved: inout Set<RecordID>,
    failed: inout [OutgoingRecord], sent: inout Sent
  ) async throws -> Stop? {
    var batch = batch
    var outcome = try await cloud.save(batch, device: me)
    var tries = 0
    while outcome.numberTaken, tries < 1_000 {
      tries += 1
      batch.number = try store.transaction { try reserveNumbers(1) }
      outcome = try await cloud.save(batch, device: me)
    }
    if outcome.numberTaken { throw CloudError.transient }
    if let file = outcome.file {
      sent.published.append(
        SyncBatchRow(
          number: file.number, size: file.size, modified: file.modified, inode: file.inode,
          records: batch.records.map { "\($0.recordID.kind) \($0.recordID.id)" }.joined(
            separator: "\n"),
          rewritten: false))
    }
    var stop: Stop?
    for (outgoing, result) in zip(batch.records, outcome.results) {
      let id = outgoing.recordID
      switch result {
      case .saved(let tag):
        if tag != outgoing.tag { sent.tags.append((id, tag)) }
        saved.insert(id)
      case .conflict(let server, let tag):
        let merged = try store.applyingRemote { () -> OutgoingRecord in
          let now = clock.now
          let replica = replica(now: now)
          // The server's copy passes the same checks as a fetched record (D-18): one set aside,
          // or stamped more than a day ahead, is kept here (set aside, or held until this clock
          // reaches it) and this device's version goes over it, so one wrong clock never freezes
          // a record; a held one released later is merged and sent again (`releaseHeld`).
          let (verdict, before) = try admission(
            server, fields: server.fields, replica: replica, now: now)
          if verdict != .apply {
            _ = try refuse(server, verdict, now: now)
            return OutgoingRecord(record: outgoing.record, tag: tag)
          }
          try replica.absorb(server, tag: tag, before: verdict == .apply ? before : nil)
          let copy = try replica.copy(id)
          return OutgoingRecord(record: copy?.record ?? outgoing.record, tag: copy?.tag ?? tag)
        }
        failed.append(merged)
      case .transient: failed.append(outgoing)
      case .quotaExceeded: stop = stop ?? .status(.storageFull)
      case .notAuthenticated: stop = stop ?? .status(.notSignedIn)
      case .networkUnavailable: stop = stop ?? .offline
      }
    }
    if outcome.results.count < batch.records.count {
      failed += batch.records[outcome.results.count...]
    }
    return stop
  }

  /// Splits records into batches of at most ``batchSize`` records and
  /// ``OutgoingBatch/maximumBytes`` bytes (the sender splits, D-19), each record encoded once
  /// (and from then on kept as its bytes).
  /// - Parameter records: the records.
  /// - Returns: the batches.
  func split(_ records: [OutgoingRecord]) -> [[OutgoingRecord]] {
    var batches: [[OutgoingRecord]] = []
    var current: [OutgoingRecord] = []
    var bytes = 256
    for record in records {
      let data = record.data
      if !current.isEmpty,
        current.count >= batchSize || bytes + data.count + 1 > OutgoingBatch.maximumBytes
      {
        batches.append(current)
        current = []
        bytes = 256
      }
      current.append(OutgoingRecord(encoded: data, id: record.recordID, tag: record.tag))
      bytes += data.count + 1
    }
    if !current.isEmpty { batches.append(current) }
    return batches
  }

  /// Numbers batches from the store's counter, committed with the caller's transaction — before
  /// any of them is published (D-19).
  func number(_ batches: [[OutgoingRecord]]) throws -> [OutgoingBatch] {
    guard !batches.isEmpty else { return [] }
    let first = try reserveNumbers(batches.count)
    return batches.enumerated().map {
      OutgoingBatch(number: first + $0.offset, records: $0.element)
    }
  }

  /// Takes `count` numbers from the counter; returns the first.
  func reserveNumbers(_ count: Int) throws -> Int {
    let last = Int(try state.value(SyncState.Key.counter) ?? "") ?? 0
    try state.set(String(last + count), SyncState.Key.counter)
    return last + 1
  }

  /// Lets go of the change-log entries the cloud acknowledged and remembers what was published
  /// (in the caller's transaction).
  func acknowledge(_ sent: Sent) throws {
    if let upTo = sent.acknowledgeUpTo { try store.acknowledgeChanges(upTo: upTo) }
    if !sent.rewritten.isEmpty { try store.markBatchesRewritten(sent.rewritten) }
    for row in sent.published { try store.recordPublishedBatch(row) }
    for (id, tag) in sent.tags { try store.setSyncTag(tag, kind: id.kind, id: id.id) }
  }
}

extension SyncBatchRow {
  /// The published batch this row remembers.
  var file: PublishedBatch {
    PublishedBatch(number: number, size: size, modified: modified, inode: inode)
  }
}
