public import Foundation
import JamaalModel

/// A cloud held in memory, for tests: one database per account, change tags compared like
/// CloudKit's, and faults injected from a seed (``CloudFaults``), so a failing schedule replays.
public final class InMemoryCloud: CloudDatabase, @unchecked Sendable {
  private struct Stored {
    var record: SyncRecord
    var tag: Int
  }

  private struct Database {
    var records: [RecordID: Stored] = [:]
    var feed: [FeedItem] = []
    var delayed: [(id: RecordID, release: Int)] = []
  }

  /// One change in a database's feed: a record saved, or bytes another program put there.
  private enum FeedItem {
    case record(RecordID)
    case raw(Data)
  }

  private let lock = NSLock()
  private var random: SeededGenerator
  private var databases: [String: Database] = [:]
  private var accounts: [String: CloudAccount] = [:]
  private var operations = 0
  private var nextTag = 0
  private let pageSize: Int
  /// The faults injected from now on (change them between rounds).
  public var faults: CloudFaults {
    get { lock.withLock { storedFaults } }
    set { lock.withLock { storedFaults = newValue } }
  }
  private var storedFaults: CloudFaults

  /// A cloud.
  /// - Parameters:
  ///   - seed: the seed of the faults.
  ///   - faults: the faults to inject.
  ///   - pageSize: at most this many records a fetch.
  public init(seed: UInt64 = 1, faults: CloudFaults = CloudFaults(), pageSize: Int = 200) {
    random = SeededGenerator(seed: seed)
    storedFaults = faults
    self.pageSize = pageSize
  }

  /// Sets what a device's account is (every device starts signed in to `"default"`).
  /// - Parameters:
  ///   - account: the account.
  ///   - device: the device.
  public func setAccount(_ account: CloudAccount, for device: String) {
    lock.withLock { accounts[device] = account }
  }

  /// Every record the account's database holds now (deletions included), by identity.
  /// - Parameter account: the account.
  /// - Returns: the records.
  public func records(account: String = "default") -> [SyncRecord] {
    lock.withLock {
      (databases[account]?.records.values.map(\.record) ?? []).sorted { $0.recordID < $1.recordID }
    }
  }

  /// Puts bytes another program wrote into the account's feed, as a record would be (a crafted or
  /// damaged record, for tests of D-18): fetches hand them back decoded, or as rejected.
  /// - Parameters:
  ///   - bytes: the record's bytes.
  ///   - account: the account.
  public func inject(_ bytes: Data, account: String = "default") {
    lock.withLock {
      var database = databases[account] ?? Database()
      database.feed.append(.raw(bytes))
      databases[account] = database
    }
  }

  /// Makes every delayed change visible.
  public func releaseDelayed() {
    lock.withLock {
      for key in databases.keys { release(key, all: true) }
    }
  }

  /// The account of `device`.
  public func account(device: CloudDevice) throws -> CloudAccount {
    try lock.withLock {
      if storedFaults.offline { throw CloudError.networkUnavailable }
      return accounts[device.name] ?? .signedIn("default")
    }
  }

  /// The changes since `token`, with the faults injected.
  public func fetchChanges(since token: ChangeToken?, device: CloudDevice) throws
    -> FetchedChanges
  {
    try lock.withLock {
      let name = try begin(device.name)
      release(name, all: false)
      if random.roll(storedFaults.dropRequest) { throw CloudError.transient }
      let database = databases[name] ?? Database()
      let parts = token?.text.split(separator: ":", maxSplits: 1).map(String.init) ?? []
      var start = parts.count == 2 && parts[0] == name ? Int(parts[1]) ?? 0 : 0
      start = min(start, database.feed.count)
      let end = min(start + pageSize, database.feed.count)
      var ids = Array(database.feed[start..<end])
      if !database.feed.isEmpty, random.roll(storedFaults.duplicate) {
        ids.append(database.feed[Int.random(in: 0..<database.feed.count, using: &random)])
      }
      if random.roll(storedFaults.reorder) { ids.shuffle(using: &random) }
      var records: [(record: SyncRecord, tag: String?)] = []
      var rejected: [RejectedItem] = []
      for (offset, item) in ids.enumerated() {
        switch item {
        case .record(let id):
          if let stored = database.records[id] {
            records.append((record: stored.record, tag: Optional(String(stored.tag))))
          }
        case .raw(let bytes):
          if let record = SyncRecord.decoding(bytes) {
            records.append((record: record, tag: nil))
          } else {
            rejected.append(
              RejectedItem(
                source: "cloud item \(start + offset + 1)", reason: .unreadableRecord,
                bytes: bytes))
          }
        }
      }
      if random.roll(storedFaults.dropResponse) { throw CloudError.transient }
      return FetchedChanges(
        records: records, rejected: rejected, token: ChangeToken("\(name):\(end)"),
        moreComing: end < database.feed.count)
    }
  }

  /// Saves a batch, comparing tags, with the faults injected.
  public func save(_ batch: OutgoingBatch, device: CloudDevice) throws -> SavedBatch {
    SavedBatch(results: try save(batch.records, device: device.name))
  }

  /// Saves records as `device` (tests call it to play another device or a crafted one).
  /// - Parameters:
  ///   - records: the records with their tags.
  ///   - device: the device's name.
  /// - Returns: one result per record.
  /// - Throws: `CloudError`.
  public func save(_ records: [OutgoingRecord], device: String) throws -> [SaveResult] {
    try lock.withLock {
      let name = try begin(device)
      release(name, all: false)
      if random.roll(storedFaults.dropRequest) { throw CloudError.transient }
      if storedFaults.quotaExceeded { return records.map { _ in .quotaExceeded } }
      var database = databases[name] ?? Database()
      var results: [SaveResult] = []
      for outgoing in records {
        let id = outgoing.record.recordID
        if random.roll(storedFaults.recordFailure) {
          results.append(.transient)
          continue
        }
        if let stored = database.records[id], String(stored.tag) != outgoing.tag {
          results.append(.conflict(server: stored.record, tag: String(stored.tag)))
          continue
        }
        nextTag += 1
        database.records[id] = Stored(record: outgoing.record, tag: nextTag)
        if random.roll(storedFaults.delay) {
          database.delayed.append((id, operations + Int.random(in: 1...4, using: &random)))
        } else {
          database.feed.append(.record(id))
        }
        results.append(.saved(tag: String(nextTag)))
      }
      databases[name] = database
      if random.roll(storedFaults.dropResponse) { throw CloudError.transient }
      return results
    }
  }

  /// Counts the operation, applies the switches, and names the device's database.
  private func begin(_ device: String) throws -> String {
    operations += 1
    if storedFaults.offline { throw CloudError.networkUnavailable }
    if storedFaults.failNext > 0 {
      storedFaults.failNext -= 1
      throw CloudError.transient
    }
    switch accounts[device] ?? .signedIn("default") {
    case .signedIn(let name): return name
    case .signedOut, .restricted: throw CloudError.notAuthenticated
    }
  }

  /// Moves delayed changes whose time has come (or all) into the feed.
  private func release(_ name: String, all: Bool) {
    guard var database = databases[name], !database.delayed.isEmpty else { return }
    let ready = database.delayed.filter { all || $0.release <= operations }
    database.delayed.removeAll { all || $0.release <= operations }
    database.feed += ready.map { .record($0.id) }
    databases[name] = database
  }
}
