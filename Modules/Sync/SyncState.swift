import Foundation
import JamaalModel
import JamaalStorage

/// What this device remembers about sync, in the store's `sync_state` (never synced, never
/// exported — D-19), read once at the start of a round.
struct SyncState {
  let store: Store

  enum Key {
    static let identity = "identity"
    static let device = "sync.device"
    static let token = "sync.token"
    static let counter = "sync.counter"
    static let account = "sync.account"
    static let previousAccount = "sync.previousAccount"
    static let accountChanged = "sync.accountChanged"
    static let status = "syncStatus"
    static let failures = "sync.failures"
    static let firstFailure = "sync.firstFailure"
    static let lastSync = "sync.lastSync"
    static let clashPending = "sync.clash.pending"
    static let clashShown = "sync.clash.shown"
    static let outbox = "sync.outbox"
  }

  /// The account value kept while signed out.
  static let signedOutMark = "-"

  func value(_ key: String) throws -> String? { try store.syncState(key) }
  func set(_ value: String?, _ key: String) throws { try store.setSyncState(value, for: key) }

  var token: ChangeToken? {
    get throws { try value(Key.token).map(ChangeToken.init) }
  }

  var status: SyncStatus? {
    get throws { try value(Key.status).flatMap(SyncStatus.init(rawValue:)) }
  }

  /// The store's identity (made by the migration that created `sync_state`).
  var identity: String {
    get throws { try value(Key.identity) ?? "" }
  }

  func date(_ key: String) throws -> Date? {
    try value(key).flatMap(Double.init).map(Date.init(timeIntervalSinceReferenceDate:))
  }

  func setDate(_ date: Date?, _ key: String) throws {
    try set(date.map { String($0.timeIntervalSinceReferenceDate) }, key)
  }

  /// A set of ids kept as one line each.
  func ids(_ key: String) throws -> [String] {
    try value(key)?.split(separator: "\n").map(String.init) ?? []
  }

  func setIDs(_ ids: [String], _ key: String) throws {
    try set(ids.isEmpty ? nil : ids.joined(separator: "\n"), key)
  }
}
