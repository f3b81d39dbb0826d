import Foundation
import Model
import Storage

/// What this device remembers about sync, in its unsynced local preferences (SPEC §7).
struct SyncState {
  let store: Store

  enum Key {
    static let token = "sync.token"
    static let account = "sync.account"
    static let status = "syncStatus"
    static let failures = "sync.failures"
    static let firstFailure = "sync.firstFailure"
    static let accountChanged = "sync.accountChanged"
    static let lastSync = "sync.lastSync"
    static let timerClash = "sync.notice.timerClash"
    static let device = "sync.device"
    static let previousAccount = "sync.previousAccount"
  }

  /// The account value kept while signed out.
  static let signedOutMark = "-"

  func value(_ key: String) throws -> String? { try store.preference(key) }
  func set(_ value: String?, _ key: String) throws { try store.setPreference(value, for: key) }

  var token: ChangeToken? {
    get throws { try value(Key.token).map(ChangeToken.init) }
  }

  var status: SyncStatus? {
    get throws { try value(Key.status).flatMap(SyncStatus.init(rawValue:)) }
  }

  func date(_ key: String) throws -> Date? {
    try value(key).flatMap(Double.init).map(Date.init(timeIntervalSinceReferenceDate:))
  }

  func setDate(_ date: Date?, _ key: String) throws {
    try set(date.map { String($0.timeIntervalSinceReferenceDate) }, key)
  }
}
