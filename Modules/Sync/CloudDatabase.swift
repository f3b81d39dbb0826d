/// The cloud as the sync engine sees it, shaped like CloudKit's sync engine so the app's adapter
/// stays thin: the account, changes fetched since a token, and batches of saves (a deletion is a
/// record with `isDeleted`) with one result per record.
///
/// Implementations: ``InMemoryCloud`` (tests, with seeded faults) and ``FolderCloud`` (a folder
/// that stores share, carried by a file-sync tool if need be).
public protocol CloudDatabase: Sendable {
  /// The account this device is signed in to, as the cloud reports it now. The engine compares
  /// it with the last one it saw: a different account or a sign-out is an account change (G-80).
  /// - Returns: the account status.
  /// - Throws: `CloudError` when it cannot be told (offline, for example).
  func account(device: String) throws -> CloudAccount

  /// The changes since `token` (nil: from the start), at most one page of them.
  /// - Parameters:
  ///   - token: where the last fetch ended.
  ///   - device: the fetching device.
  /// - Returns: the records, the token to pass next time and whether more are waiting.
  /// - Throws: `CloudError`.
  func fetchChanges(since token: ChangeToken?, device: String) throws -> FetchedChanges

  /// Saves a batch of records (deletions included); each is compared with the server's copy by
  /// its tag, as CloudKit compares change tags.
  /// - Parameters:
  ///   - records: the records with the tag of the copy each was based on (nil: new).
  ///   - device: the sending device.
  /// - Returns: one result per record, in order.
  /// - Throws: `CloudError` when the whole batch failed.
  func save(_ records: [OutgoingRecord], device: String) throws -> [SaveResult]
}

/// A record on its way to the cloud, with the tag of the server copy it was based on.
public struct OutgoingRecord: Hashable, Sendable {
  /// The record.
  public var record: SyncRecord
  /// The server copy's tag this device last saw, or nil.
  public var tag: String?

  /// An outgoing record.
  /// - Parameters:
  ///   - record: the record.
  ///   - tag: the tag it was based on.
  public init(record: SyncRecord, tag: String?) {
    self.record = record
    self.tag = tag
  }
}

/// What a device's account is.
public enum CloudAccount: Hashable, Sendable {
  /// Signed in to the account with this identifier.
  case signedIn(String)
  /// No account.
  case signedOut
  /// The account is restricted (parental controls, a managed device).
  case restricted
}

/// Where a fetch ended: opaque to the engine, kept with the data it applied.
public struct ChangeToken: Hashable, Sendable {
  /// The token's text.
  public var text: String

  /// A token.
  /// - Parameter text: its text.
  public init(_ text: String) { self.text = text }
}

/// One page of fetched changes.
public struct FetchedChanges: Sendable {
  /// The records changed, each with its server tag.
  public var records: [(record: SyncRecord, tag: String?)]
  /// The token after this page.
  public var token: ChangeToken
  /// Whether another page is waiting.
  public var moreComing: Bool

  /// A page.
  /// - Parameters:
  ///   - records: the records with their tags.
  ///   - token: the token after them.
  ///   - moreComing: whether more wait.
  public init(
    records: [(record: SyncRecord, tag: String?)], token: ChangeToken, moreComing: Bool
  ) {
    self.records = records
    self.token = token
    self.moreComing = moreComing
  }
}

/// The result of saving one record.
public enum SaveResult: Hashable, Sendable {
  /// Saved; the server's new tag.
  case saved(tag: String?)
  /// The server holds a newer copy than the one this record was based on: here it is.
  case conflict(server: SyncRecord, tag: String?)
  /// The account's storage is full.
  case quotaExceeded
  /// Not signed in.
  case notAuthenticated
  /// No network.
  case networkUnavailable
  /// A passing failure: try again later.
  case transient
}

/// A failure of a whole cloud operation.
public enum CloudError: Error, Hashable, Sendable {
  /// No network (offline is never a problem to show).
  case networkUnavailable
  /// Not signed in.
  case notAuthenticated
  /// The account's storage is full.
  case quotaExceeded
  /// A passing failure: try again later.
  case transient
}
