import Foundation
import JamaalModel
import JamaalStorage

/// The account (G-80): a sign-out or another account pauses sync and the rollover until the
/// person goes on; the same account back resumes both by itself.
extension SyncEngine {
  /// Goes on after an account change the user has seen (G-80). With a different account, the
  /// previous account's waiting changes are not sent to it and its copies are forgotten; the
  /// data on this device is kept whole.
  /// - Throws: `StoreError`, or `CloudError` when the account cannot be told.
  public func continueAfterAccountChange() async throws {
    let me = CloudDevice(name: device, store: try state.identity)
    let account = try await cloud.account(device: me)
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

  /// Compares the cloud's account with the last one seen; pauses on a change, resumes when the
  /// account from before the pause is back.
  func checkAccount(_ report: inout SyncReport, _ me: CloudDevice) async throws {
    let account: CloudAccount
    do {
      account = try await cloud.account(device: me)
    } catch let error as CloudError {
      throw stop(for: error)
    }
    let last = try state.value(SyncState.Key.account)
    let paused = try state.value(SyncState.Key.accountChanged) != nil
    switch account {
    case .signedOut:
      if let last, !paused, last != SyncState.signedOutMark {
        try store.transaction {
          try state.set(last, SyncState.Key.accountChanged)
          try state.set(SyncState.signedOutMark, SyncState.Key.account)
          try state.set(last, SyncState.Key.previousAccount)
        }
      }
      report.accountChanged = try state.value(SyncState.Key.accountChanged) != nil
      throw Stop.status(.notSignedIn)
    case .restricted:
      throw Stop.status(.restricted)
    case .signedIn(let id):
      let before =
        last == SyncState.signedOutMark || paused
        ? try state.value(SyncState.Key.previousAccount) ?? last : last
      if paused || last == SyncState.signedOutMark {
        guard before == id else {
          // Another account: the person decides (Export my data first, or go on).
          if !paused { try state.set(id, SyncState.Key.accountChanged) }
          report.accountChanged = true
          throw Stop.status(.signedIn)
        }
        // The same account is back: sync and the rollover resume by themselves.
        try store.transaction {
          try state.set(id, SyncState.Key.account)
          try state.set(nil, SyncState.Key.accountChanged)
        }
        report.resumed = true
      } else if let last, last != id {
        try store.transaction {
          try state.set(last, SyncState.Key.previousAccount)
          try state.set(id, SyncState.Key.accountChanged)
        }
        report.accountChanged = true
        throw Stop.status(.signedIn)
      } else if last == nil {
        try state.set(id, SyncState.Key.account)
      }
    }
  }
}
