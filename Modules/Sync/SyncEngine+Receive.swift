import Foundation
import JamaalJSON
import JamaalModel
import JamaalStorage

/// Receiving: every page fetched, each record checked alone (D-18) and merged, a page to a
/// transaction that also saves the token after it.
extension SyncEngine {
  /// Fetches each page holding no lock (retrying passing failures), then applies it in a
  /// transaction of its own: the first also acknowledges what was sent and applies held records
  /// whose time has come; each first takes in the local changes made since the last one, so a
  /// fetched record never overwrites an edit made between two pages; the token is saved with the
  /// page it ends, so a round stopped between pages keeps what it applied. The next page is read
  /// while one is applied (a heavy first round reads and writes at once), and a page's records
  /// are let go one by one as they are applied: about one page of records is in memory.
  func receive(_ report: inout SyncReport, _ me: CloudDevice, after sent: Sent) async throws {
    let token = try state.token
    var page: FetchedChanges?
    var failure: Stop?
    do {
      page = try await retrying { try await cloud.fetchChanges(since: token, device: me) }
    } catch let stop as Stop {
      failure = stop
    }
    let now = clock.now
    var drained = sent.drainedUpTo
    var pages = 0
    // What the round's pages saved, should the replica have been empty (a first round).
    let fresh = FreshReplica()
    while true {
      let isLast = page.map { !$0.moreComing || pages + 1 >= 1_000_000 } ?? true
      let after = isLast ? nil : page?.token
      async let next = fetchPage(after: after, me)
      // Handed over whole: each record is let go as it is applied, while the next page is read.
      drained = try applyPage(
        &page, isLast: isLast, first: pages == 0 ? sent : nil, &report, now: now,
        drained, fresh: fresh)
      pages += 1
      guard after != nil else { break }
      do {
        page = try await next
      } catch let stop as Stop {
        failure = stop
        break
      }
    }
    if let failure { throw failure }
  }

  /// The page after `token` (retrying passing failures); nil for none (no token).
  private func fetchPage(after token: ChangeToken?, _ me: CloudDevice) async throws
    -> FetchedChanges?
  {
    guard let token else { return nil }
    return try await retrying { try await cloud.fetchChanges(since: token, device: me) }
  }

  /// Applies one fetched page (none when the fetch failed) in a transaction of its own, with the
  /// token after it; the first (given what was sent) also acknowledges that and releases held
  /// records. `fresh` notes what the pages save, relied on while the replica holds just that.
  /// - Returns: the last local change taken in.
  private func applyPage(
    _ page: inout FetchedChanges?, isLast: Bool, first sent: Sent?,
    _ report: inout SyncReport, now: Date, _ drained: Int64?, fresh: FreshReplica
  ) throws -> Int64? {
    // The page's records held here alone, so each goes once it is applied.
    var records = page?.records ?? []
    page?.records = []
    let page = page
    return try store.applyingRemote { () -> Int64? in
      if let sent { try acknowledge(sent) }
      guard let page else { return drained }
      let upTo = try drainLocal(after: drained).changes.last?.sequence ?? drained
      if sent != nil { try releaseHeld(&report, now: now) }
      var replica = replica(now: now)
      if try fresh.isCurrent(in: store) { replica.fresh = fresh }
      try apply(page, &records, &report, replica: replica, now: now)
      try state.set(page.token.text, SyncState.Key.token)
      progress?(report.received, report.received + (page.moreComing ? 1 : 0))
      if isLast { try recordSuccess(&report) }
      return upTo
    }
  }

  /// Applies one page: what could not be read and what fails the checks set aside once, what is
  /// stamped too far ahead held, the rest merged.
  private func apply(
    _ page: FetchedChanges, _ records: inout [(record: SyncRecord, tag: String?)],
    _ report: inout SyncReport, replica: Replica, now: Date
  ) throws {
    for item in page.rejected {
      let digest = Digest.hex(item.bytes.map { [UInt8]($0) } ?? Array(item.source.utf8))
      let row = SyncSetAsideRow(
        digest: digest, kind: nil, recordID: nil, reason: item.reason.rawValue, field: nil,
        source: item.source, record: item.bytes, seenAt: now)
      if try store.setAside(row) { report.setAside += 1 }
    }
    // Taken in order, each let go once applied (a page of thousands is not all kept to the end).
    records.reverse()
    while let (record, tag) = records.popLast() {
      try take(record, tag: tag, replica: replica, &report, now: now)
    }
  }

  /// Checks one record and merges it; returns the merge when the replica changed.
  @discardableResult
  private func take(
    _ record: SyncRecord, tag: String?, replica: Replica, _ report: inout SyncReport, now: Date
  ) throws -> SyncRecord? {
    let fields = record.fields
    let (verdict, before) = try admission(record, fields: fields, replica: replica, now: now)
    guard verdict == .apply else {
      if try refuse(record, verdict, now: now) { report.setAside += 1 }
      return nil
    }
    guard let merged = try replica.absorb(record, tag: tag, before: before, fields: fields)
    else { return nil }
    report.received += 1
    if merged.kind == StoreChange.Kind.focusSession.rawValue,
      merged.entries[RowFields.stoppedByClash]?.value == .bool(true)
    {
      if try noteClash(merged.id) { report.timerClash = true }
    }
    return merged
  }

  /// D-18's verdict on a record from the cloud — fetched, or the server's copy a save met — and,
  /// for one it would apply, whether it moves a record this device holds to another natural key
  /// (set aside too); with what the replica held, read once.
  func admission(
    _ record: SyncRecord, fields: [String: JSONValue], replica: Replica, now: Date
  ) throws -> (verdict: RecordCheck.Verdict, before: Replica.Before?) {
    let (verdict, row) = RecordCheck.verdict(record, fields: fields, now: now)
    guard verdict == .apply else { return (verdict, nil) }
    var known = try replica.before(record.kind, record.id)
    // Merged once: the key check reads it, and absorbing the record takes it as it is (and its
    // row as checked here, when the merge is the record).
    let merged = known.record.map { RecordMerge.merge($0, record) } ?? record
    known.merging = (record, merged, row)
    if let moved = RecordCheck.keyChange(from: known.record, merged: merged) {
      return (.setAside(moved), known)
    }
    return (.apply, known)
  }

  /// Keeps a record the door refused: set aside (true when it is new there) or held.
  func refuse(_ record: SyncRecord, _ verdict: RecordCheck.Verdict, now: Date) throws -> Bool {
    let bytes = record.data
    switch verdict {
    case .apply: return false
    case .hold(let stamp):
      try store.hold(bytes, digest: Digest.hex(bytes), stamp: stamp)
      return false
    case .setAside(let note):
      let row = SyncSetAsideRow(
        digest: Digest.hex(bytes), kind: record.kind, recordID: record.id,
        reason: note.reason.rawValue, field: note.field, source: "cloud", record: bytes,
        seenAt: now)
      return try store.setAside(row)
    }
  }

  /// Applies the held records that this device's clock has come within a day of. A release that
  /// changed the replica goes out on the next round: the cloud may hold this device's version in
  /// the held one's place (a save that met it), so this device's merge may be the only copy.
  private func releaseHeld(_ report: inout SyncReport, now: Date) throws {
    let (limit, overflow) = Stamp.milliseconds(now).addingReportingOverflow(
      RecordCheck.aheadAllowance)
    guard !overflow else { return }
    let replica = replica(now: now)
    for bytes in try store.releaseHeld(stampedBy: limit) {
      guard let record = SyncRecord.decoding(bytes),
        let merged = try take(record, tag: nil, replica: replica, &report, now: now),
        let kind = StoreChange.Kind(rawValue: merged.kind),
        let id = UUID(uuidString: merged.id)
      else { continue }
      try store.logForSending(kind, id: id)
    }
  }
}
