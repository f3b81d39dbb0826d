public import Foundation
public import JamaalModel

/// The cloud as the sync engine sees it, shaped like CloudKit's sync engine so the app's adapter
/// stays thin: the account, changes fetched since a token, and batches of saves (a deletion is a
/// record with `_deleted`) with one result per record. Every call is `async`, as CloudKit's are;
/// an implementation that answers at once (a folder, memory) may satisfy them with plain
/// functions.
///
/// Implementations: ``InMemoryCloud`` (tests, with seeded faults) and ``FolderCloud`` (a folder
/// that stores share, carried by a file-sync tool if need be).
public protocol CloudDatabase: Sendable {
  /// The account this device is signed in to, as the cloud reports it now. The engine compares
  /// it with the last one it saw: a different account or a sign-out is an account change (G-80).
  /// - Parameter device: the asking device.
  /// - Returns: the account status.
  /// - Throws: `CloudError` when it cannot be told (offline, for example).
  func account(device: CloudDevice) async throws -> CloudAccount

  /// The changes since `token` (nil: from the start), at most one page of them.
  /// - Parameters:
  ///   - token: where the last fetch ended.
  ///   - device: the fetching device.
  /// - Returns: the records, what could not be read, the token to pass next time and whether
  ///   more are waiting.
  /// - Throws: `CloudError`.
  func fetchChanges(since token: ChangeToken?, device: CloudDevice) async throws
    -> FetchedChanges

  /// Saves a batch of records (deletions included); each is compared with the server's copy by
  /// its tag, as CloudKit compares change tags.
  /// - Parameters:
  ///   - batch: the records, with the number the device gave the batch.
  ///   - device: the sending device.
  /// - Returns: one result per record, in order, and where the batch now lies.
  /// - Throws: `CloudError` when the whole batch failed.
  func save(_ batch: OutgoingBatch, device: CloudDevice) async throws -> SavedBatch

  /// Of the batches this device published, the numbers of those no longer there as written
  /// (changed or gone), so their records are written again.
  /// - Parameters:
  ///   - published: the batches, as they were when written.
  ///   - device: the device.
  /// - Returns: the lost ones.
  /// - Throws: `CloudError`.
  func lostBatches(_ published: [PublishedBatch], device: CloudDevice) async throws
    -> [Int]
}

extension CloudDatabase {
  /// A cloud that keeps no files loses none.
  public func lostBatches(_ published: [PublishedBatch], device: CloudDevice) async throws
    -> [Int]
  {
    []
  }
}

/// Who is asking: the device's name (its label) and its store's identity (made when the store
/// was created, never exported — D-19).
public struct CloudDevice: Hashable, Sendable {
  /// The device's name.
  public var name: String
  /// The store's identity.
  public var store: String

  /// A device.
  /// - Parameters:
  ///   - name: its name.
  ///   - store: its store's identity.
  public init(name: String, store: String) {
    self.name = name
    self.store = store
  }
}

/// Records sent together, numbered by the sending device from a counter in its store (committed
/// before the batch is published, D-19).
public struct OutgoingBatch: Hashable, Sendable {
  /// The most records a batch holds.
  public static let maximumRecords = 10_000
  /// The most bytes a batch holds.
  public static let maximumBytes = 16 << 20

  /// The batch's number.
  public var number: Int
  /// The records.
  public var records: [OutgoingRecord]

  /// A batch.
  /// - Parameters:
  ///   - number: its number.
  ///   - records: its records.
  public init(number: Int, records: [OutgoingRecord]) {
    self.number = number
    self.records = records
  }
}

/// What a save did: one result per record, and the file it wrote (a folder cloud).
public struct SavedBatch: Sendable {
  /// One result per record, in order (empty when the number was taken).
  public var results: [SaveResult]
  /// The batch file as written, to check later that it is still there unchanged.
  public var file: PublishedBatch?
  /// The batch's number was taken by a file already there: nothing was saved; number it anew.
  public var numberTaken: Bool

  /// A save's outcome.
  /// - Parameters:
  ///   - results: the results.
  ///   - file: the file written.
  ///   - numberTaken: whether the number was taken.
  public init(results: [SaveResult], file: PublishedBatch? = nil, numberTaken: Bool = false) {
    self.results = results
    self.file = file
    self.numberTaken = numberTaken
  }
}

/// A batch file as its device wrote it.
public struct PublishedBatch: Hashable, Sendable {
  /// Its number.
  public var number: Int
  /// Its size in bytes.
  public var size: Int
  /// Its modification time, nanoseconds since 1970.
  public var modified: Int64
  /// Its inode.
  public var inode: Int64

  /// A published batch.
  /// - Parameters:
  ///   - number: its number.
  ///   - size: its size.
  ///   - modified: its modification time.
  ///   - inode: its inode.
  public init(number: Int, size: Int, modified: Int64, inode: Int64) {
    self.number = number
    self.size = size
    self.modified = modified
    self.inode = inode
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

/// Something fetched that is not a record this version can read, or a batch file set aside
/// whole (D-19): where it came from, why, and its bytes when they are kept.
public struct RejectedItem: Hashable, Sendable {
  /// Where it came from (`devices/phone/b-000000000007.json`, or `… record 3`).
  public var source: String
  /// Why.
  public var reason: SyncSetAsideReason
  /// Its bytes, when kept (an unreadable record; not a whole oversized file).
  public var bytes: Data?

  /// A rejected item.
  /// - Parameters:
  ///   - source: where it came from.
  ///   - reason: why.
  ///   - bytes: its bytes.
  public init(source: String, reason: SyncSetAsideReason, bytes: Data?) {
    self.source = source
    self.reason = reason
    self.bytes = bytes
  }
}

/// One page of fetched changes.
public struct FetchedChanges: Sendable {
  /// The records changed, each with its server tag.
  public var records: [(record: SyncRecord, tag: String?)]
  /// What could not be read (set aside once, D-18).
  public var rejected: [RejectedItem]
  /// The token after this page.
  public var token: ChangeToken
  /// Whether another page is waiting.
  public var moreComing: Bool

  /// A page.
  /// - Parameters:
  ///   - records: the records with their tags.
  ///   - rejected: what could not be read.
  ///   - token: the token after them.
  ///   - moreComing: whether more wait.
  public init(
    records: [(record: SyncRecord, tag: String?)], rejected: [RejectedItem] = [],
    token: ChangeToken, moreComing: Bool
  ) {
    self.records = records
    self.rejected = rejected
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
