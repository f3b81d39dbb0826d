import Foundation
import JamaalModel
public import JamaalStorage

/// The timer clash (G-26, G-83; SPEC §8): two focus sessions running at once after a merge → the
/// later one is stopped, its time logged, and a quiet line is told once per clash on each device.
extension SyncEngine {
  /// Stops every running session but the earliest (ties: the smaller id) — the same choice on
  /// every device — as a local change that is sent at once, marked so the other devices tell
  /// the clash too.
  func resolveTimerClash(_ report: inout SyncReport, _ me: CloudDevice) async throws {
    let now = clock.now
    // Read first: a round without a clash takes no write lock for it.
    guard try store.runningFocusSessions().count > 1 else { return }
    let stopped = try store.transaction { () -> [String] in
      let running = try store.runningFocusSessions()
      guard running.count > 1 else { return [] }
      var stopped: [String] = []
      for var session in running.dropFirst() {
        session.endedAt = max(now, session.startedAt)
        session.loggedMinutes += max(0, Int(now.timeIntervalSince(session.startedAt) / 60))
        session.modifiedAt = max(now, session.modifiedAt)
        try store.updateFocusSession(session)
        let id = RecordID(
          kind: StoreChange.Kind.focusSession.rawValue, id: session.id.canonicalText)
        if var copy = try replica(now: now).copy(id) {
          copy.record.set(RowFields.stoppedByClash, .bool(true), stamp: Stamp(now, device: device))
          try store.saveSyncRecord(
            SyncReplicaRow(
              kind: id.kind, id: id.id, groupKey: nil, record: copy.record.data, tag: copy.tag))
        }
        _ = try noteClash(id.id)
        stopped.append(id.id)
      }
      return stopped
    }
    guard !stopped.isEmpty else { return }
    report.timerClash = true
    let sent = try await send(&report, me)
    try store.applyingRemote { try acknowledge(sent) }
  }

  /// Remembers a clash to tell once on this device; false when it was known already.
  func noteClash(_ session: String) throws -> Bool {
    let pending = try state.ids(SyncState.Key.clashPending)
    let shown = try state.ids(SyncState.Key.clashShown)
    guard !pending.contains(session), !shown.contains(session) else { return false }
    try state.setIDs(pending + [session], SyncState.Key.clashPending)
    return true
  }

  /// Whether a timer clash is waiting to be told on this device, marking it told: the quiet line
  /// is shown once per clash (SPEC §8).
  /// - Parameter store: the store.
  /// - Returns: true once after a clash.
  /// - Throws: `StoreError`.
  public static func takeTimerClashNotice(_ store: Store) throws -> Bool {
    let state = SyncState(store: store)
    return try store.transaction {
      let pending = try state.ids(SyncState.Key.clashPending)
      guard !pending.isEmpty else { return false }
      let shown = try state.ids(SyncState.Key.clashShown)
      try state.setIDs(Array((shown + pending).suffix(200)), SyncState.Key.clashShown)
      try state.setIDs([], SyncState.Key.clashPending)
      return true
    }
  }
}
